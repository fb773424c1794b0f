// Kysely queries of the pictures an item uses after a write: which single images it holds, the
// library rows it chose (locked so a deletion from the Media screen waits for the write), and the
// alt text and decorative mark a form sets on them.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { PictureEdit } from './library-choice.js';

/** Of `names`, those in the library, locked against deletion until the transaction ends. */
export async function lockMediaNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('name').where('name', 'in', [...new Set(names)]).forShare().execute();
  return new Set(rows.map((row) => row.name));
}

export async function updateMediaAlt(db: Db, name: string, edit: PictureEdit): Promise<void> {
  if (edit.alt === undefined && edit.decorative === undefined) return;
  await db
    .updateTable('media')
    .set({
      ...(edit.alt !== undefined && { alt_text: edit.alt }),
      ...(edit.decorative !== undefined && { decorative: edit.decorative }),
      updated_at: new Date(),
    })
    .where('name', '=', name)
    .execute();
}

/** The values of `columns` in the row `id` of `table` (the names come from code, never from a request). */
export async function selectImageColumns(db: Db, table: string, id: number, columns: readonly string[]): Promise<Record<string, string | null> | undefined> {
  const { rows } = await sql<Record<string, string | null>>`
    select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(table)} where id = ${id}`.execute(db);
  return rows[0];
}

/** A picture of an item's child row (its first row's, as the pages read a venture's stats). */
export async function selectChildRowImage(db: Db, row: { table: string; parent: string }, column: string, itemId: number): Promise<string | null> {
  const { rows } = await sql<Record<string, string | null>>`
    select ${sql.ref(column)} as picture from ${sql.table(row.table)} where ${sql.ref(row.parent)} = ${itemId} order by id limit 1`.execute(db);
  return rows[0]?.picture ?? null;
}
