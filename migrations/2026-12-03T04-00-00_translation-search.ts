// The search of each translation (issue 50): its words as its language's search compares them,
// beside the translation rather than in search_documents, so English's tuned search reads exactly
// what it read before. The texts are normalized and romanized in Node when a translation is written
// (common/search-normalization.ts, common/romanization.ts: the romanization has no faithful SQL
// port); this row only holds what Postgres made of them. Whether a translation is found (published,
// not trashed, nor its English item) is read from translations and the item at search time, so a
// publish, unpublish or trash changes the results with no copy to keep in step.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table translation_search (
      kind text not null,
      item_id integer not null,
      lang text not null,
      -- Title (weight A) and body (B), normalized, parsed with the language's configuration ('hindi', 'simple').
      vector tsvector not null,
      -- The same words' romanized keys ("मुंबई" → 'mumbai'), parsed with 'simple'.
      roman tsvector not null,
      -- The title's romanized key: typo tolerance by pg_trgm on ASCII, which works in any ctype.
      roman_title text not null,
      -- The body as a reader sees it, for the excerpt.
      body_text text not null,
      primary key (kind, item_id, lang),
      foreign key (kind, item_id, lang) references translations on delete cascade
    );
    -- Each of a search's three ways to match is an index read; only those candidates are ranked.
    -- fastupdate off, as English's: a write goes into the tree at once, no search reads a pending list.
    create index translation_search_vector_idx on translation_search using gin (vector) with (fastupdate = off);
    create index translation_search_roman_idx on translation_search using gin (roman) with (fastupdate = off);
    create index translation_search_roman_title_idx on translation_search using gin (roman_title gin_trgm_ops) with (fastupdate = off);

    -- A translation's words changed, by whatever writer: its search row is stale, so it goes. The
    -- app writes it again in the same transaction (or its worker's next pass does, for a write
    -- made outside the app): a translation is never found by words it no longer has.
    create function sjg_forget_translation_search() returns trigger language plpgsql as $$
    begin
      delete from translation_search where kind = new.kind and item_id = new.item_id and lang = new.lang;
      return null;
    end
    $$;
    create trigger translations_search_stale after update of fields on translations
      for each row when (old.fields is distinct from new.fields)
      execute function sjg_forget_translation_search();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop trigger translations_search_stale on translations;
    drop function sjg_forget_translation_search;
    drop table translation_search;
  `.execute(db);
}
