// A search document's body may join several of its item's columns: the triggers' third argument
// becomes a comma-separated list of columns (one column reads as before). The triggers themselves
// are made from the content kinds' declarations after every migration (server/src/db/declared-search.ts),
// so a field declared `search: 'body'` is searched without a migration of its own.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(syncSearchDocument(severalColumns)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(syncSearchDocument(oneColumn)).execute(db);
}

const oneColumn = "body := coalesce(fields ->> nullif(tg_argv[2], ''), '');";
// In the order listed, separated by a space; a column left empty (null) adds nothing.
const severalColumns = `body := coalesce((select string_agg(fields ->> column_name, ' ' order by place)
                            from unnest(string_to_array(nullif(tg_argv[2], ''), ',')) with ordinality as c(column_name, place)), '');`;

/** The trigger function as the search-from-stored-scores migration made it, with `readBody` reading the body. */
function syncSearchDocument(readBody: string): string {
  return `
    create or replace function sjg_sync_search_document() returns trigger language plpgsql as $$
    declare
      doc_kind text := tg_argv[0];
      fields jsonb;
      doc_title text;
      body text;
    begin
      if tg_op = 'TRUNCATE' then
        delete from search_documents where kind = doc_kind;
        return null;
      end if;
      if tg_op = 'DELETE' then
        delete from search_documents where kind = doc_kind and ref_id = old.id;
        return null;
      end if;
      fields := to_jsonb(new);
      if coalesce(fields ->> 'status', 'published') <> 'published' or fields ->> 'deleted_at' is not null then
        delete from search_documents where kind = doc_kind and ref_id = new.id;
        return null;
      end if;
      doc_title := coalesce(fields ->> tg_argv[1], '');
      ${readBody}
      insert into search_documents (kind, ref_id, title, slug, image, vector, body_text, created_at)
      values (
        doc_kind, new.id, doc_title, coalesce(fields ->> 'slug', ''), fields ->> tg_argv[4],
        case when tg_argv[3] = 'html' then sjg_html_search_vector(doc_title, body)
             else sjg_text_search_vector(doc_title, body) end,
        sjg_plain_text(body, tg_argv[3] = 'html'),
        coalesce((fields ->> 'created_at')::timestamptz, now())
      )
      on conflict (kind, ref_id) do update
        set title = excluded.title, slug = excluded.slug, image = excluded.image, vector = excluded.vector, body_text = excluded.body_text, created_at = excluded.created_at;
      return null;
    end
    $$;`;
}
