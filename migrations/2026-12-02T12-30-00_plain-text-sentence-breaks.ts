// The search's plain text of a body (sjg_plain_text) made as common/plain-text.ts now makes every
// excerpt: between two blocks (a heading and its paragraph, two list items) a sentence break, ". "
// after a block that does not end in punctuation, so a result's excerpt reads "A festive showcase.
// The SJG Expo brings…" rather than running the heading into the paragraph (issue 48). A line
// break and a table cell stay a space. Every searched table's documents are written again through
// their triggers; the vectors come out as before (the words are the same). The block separator is
// chr(30) and the non-ASCII punctuation is matched outside brackets, so the function gives the same
// text in a SQL_ASCII database (the embedded one) as in a UTF8 one.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Writing every document again reads every searched row once (this migration's transaction only).
    set local statement_timeout = 0;

    create or replace function sjg_plain_text(body text, is_html boolean) returns text
      language sql immutable parallel safe
      as $$ select case when not is_html then btrim(regexp_replace(body, '\\s+', ' ', 'g'))
              else coalesce((
                select string_agg(piece || case when last or piece ~ '([.!?:;]|…)(["'')\\]]|”|’)*$' then '' else '.' end, ' ' order by n)
                from (select piece, n, n = max(n) over () as last
                      from (select btrim(regexp_replace(
                                     replace(replace(replace(replace(replace(replace(part,
                                       '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&'),
                                     '\\s+', ' ', 'g')) as piece, n
                            from regexp_split_to_table(
                                   regexp_replace(regexp_replace(regexp_replace(regexp_replace(body,
                                     '<!--.*?-->', ' ', 'g'),
                                     '</?(p|div|li|ul|ol|h[1-6]|blockquote|tr|table|section|article|pre|figure|figcaption)\\y[^>]*>', chr(30), 'gi'),
                                     '</?(br|td|th)\\y[^>]*>', ' ', 'gi'),
                                     '<[^>]*>', '', 'g'),
                                   chr(30)) with ordinality as parts(part, n)) as decoded
                      where piece <> '') as kept), '') end $$;
  `.execute(db);
  await rewriteSearchDocuments(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // As the plain-text-joins-inline-tags migration made it.
  await sql`
    set local statement_timeout = 0;

    create or replace function sjg_plain_text(body text, is_html boolean) returns text
      language sql immutable parallel safe
      as $$ select btrim(regexp_replace(
              case when is_html then
                replace(replace(replace(replace(replace(replace(
                  regexp_replace(regexp_replace(regexp_replace(body,
                    '<!--.*?-->', ' ', 'g'),
                    '</?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|section|article)\\y[^>]*>', ' ', 'gi'),
                    '<[^>]*>', '', 'g'),
                  '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')
              else body end,
              '\\s+', ' ', 'g')) $$;
  `.execute(db);
  await rewriteSearchDocuments(db);
}

/** A no-op update of every table with a search document trigger, so each row's document is made again. */
async function rewriteSearchDocuments(db: Kysely<any>): Promise<void> {
  await sql`
    do $$
    declare searched record;
    begin
      for searched in
        select distinct c.relname from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'sjg_sync_search_document' and not t.tgisinternal
      loop
        execute format('update %I set id = id', searched.relname);
      end loop;
    end
    $$;
  `.execute(db);
}
