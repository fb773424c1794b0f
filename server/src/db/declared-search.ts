// The search documents' row triggers, made from the content kinds' declarations (common/content-kinds.ts):
// each searched kind's table has one trigger whose arguments name its document type, title column,
// body columns, whether the body is HTML, and its picture's column. After the migrations, a trigger
// that differs from its declaration is made again and its kind's documents written anew, so adding
// a field with `search: 'body'` (and its column) is all a field needs to be searched.
import { type Kysely, sql } from 'kysely';
import { searchedKinds, type SearchedKind } from '../../../common/content-kinds.js';

/** The trigger's arguments, as sjg_sync_search_document reads them (the search-body-of-several-fields migration). */
export function searchTriggerArguments(searched: SearchedKind): string[] {
  return [searched.type, searched.title, searched.body.join(','), searched.html ? 'html' : 'text', searched.picture.column];
}

/** Makes every searched kind's trigger match its declaration; returns the tables whose trigger was made again. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function syncDeclaredSearch(db: Kysely<any>, kinds: SearchedKind[] = searchedKinds()): Promise<string[]> {
  const remade: string[] = [];
  for (const searched of kinds) {
    const wanted = searchTriggerArguments(searched);
    if (sameArguments(await triggerArguments(db, searched.table), wanted)) continue;
    const trigger = sql.id(`${searched.table}_search_document`);
    const table = sql.table(searched.table);
    const args = sql.join(wanted.map((arg) => sql.lit(arg)));
    // The no-op update writes every row's document again through the new trigger (only when a declaration changed).
    await sql`
      drop trigger if exists ${trigger} on ${table};
      create trigger ${trigger} after insert or update or delete on ${table}
        for each row execute function sjg_sync_search_document(${args});
      update ${table} set ${sql.ref(searched.title)} = ${sql.ref(searched.title)};
    `.execute(db);
    remade.push(searched.table);
  }
  return remade;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function triggerArguments(db: Kysely<any>, table: string): Promise<string[] | undefined> {
  const { rows } = await sql<{ args: string }>`
    select encode(t.tgargs, 'escape') as args from pg_trigger t
    where t.tgrelid = ${table}::regclass and t.tgname = ${`${table}_search_document`}
  `.execute(db);
  // tgargs holds each argument followed by a zero byte, which encode(…, 'escape') writes as \\000.
  return rows[0]?.args.split('\\000').slice(0, -1);
}

function sameArguments(current: string[] | undefined, wanted: string[]): boolean {
  return current !== undefined && current.length === wanted.length && current.every((arg, i) => arg === wanted[i]);
}
