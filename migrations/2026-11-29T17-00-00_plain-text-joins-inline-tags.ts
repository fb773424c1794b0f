// The search's plain text of a body (sjg_plain_text) made as common/plain-text.ts makes the SPA's
// excerpts: the end of a block (a paragraph, a list item, a line break) becomes a space, any other
// tag nothing. Every tag became a space before, so "<strong>99.7% of the time</strong>." showed in
// an excerpt as "99.7% of the time .". The vectors are made as before: a word with a tag inside it
// ("<em>engi</em>neers") is still two words to the search.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Filling body_text again reads every document once (this migration's transaction only).
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
  await refillBodyText(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // As the search-excerpts-from-plain-text migration made it.
  await sql`
    set local statement_timeout = 0;

    create or replace function sjg_plain_text(body text, is_html boolean) returns text
      language sql immutable parallel safe
      as $$ select btrim(regexp_replace(
              case when is_html then
                replace(replace(replace(replace(replace(replace(regexp_replace(body, '<[^>]*>', ' ', 'g'),
                  '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')
              else body end,
              '\\s+', ' ', 'g')) $$;
  `.execute(db);
  await refillBodyText(db);
}

/** Each document's text made again by sjg_plain_text; its vector and word scores are left as they are. */
async function refillBodyText(db: Kysely<any>): Promise<void> {
  await sql`
    update search_documents d set body_text = sjg_plain_text(n.content, true) from news n where d.kind = 'news' and d.ref_id = n.id;
    update search_documents d set body_text = sjg_plain_text(b.content, true) from blogs b where d.kind = 'blog' and d.ref_id = b.id;
  `.execute(db);
}
