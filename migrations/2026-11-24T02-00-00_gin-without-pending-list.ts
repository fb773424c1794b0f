// The search's GIN indexes take each write into their tree at once instead of a pending list.
// With fastupdate (Postgres's default) inserts are appended to an unsorted list that every search
// then reads through until a vacuum merges it: after the bench's import 5,537 entries sat there and
// each full-text match spent 4 ms scanning them (0.2 ms once merged). On a site edited a few times
// a day writes are rare and reads many, so the per-write cost of fastupdate = off is the right
// trade; the lists already pending are merged here.
//
// Also gone: the trigram index on search_documents.title, unused since typos are looked up in
// search_title_words (search-title-words migration); it only cost every write.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter index search_documents_vector_idx set (fastupdate = off);
    alter index search_title_words_trgm_idx set (fastupdate = off);
    select gin_clean_pending_list('search_documents_vector_idx'::regclass);
    select gin_clean_pending_list('search_title_words_trgm_idx'::regclass);
    drop index search_documents_title_trgm_idx;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create index search_documents_title_trgm_idx on search_documents using gin (title gin_trgm_ops);
    alter index search_title_words_trgm_idx reset (fastupdate);
    alter index search_documents_vector_idx reset (fastupdate);
  `.execute(db);
}
