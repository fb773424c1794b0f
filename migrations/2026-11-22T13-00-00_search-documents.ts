// Site search from stored vectors: one search_documents row per news item, blog, venture and
// investor, kept current by triggers on those tables. The expression indexes of the previous
// migration found rows fast, but ranking recomputed each hit's tsvector from its HTML (seconds
// for a word found in thousands of rows); a stored vector is ranked without parsing. A side table
// rather than generated columns: the content tables are read with select *, and a vector column
// would travel with every list row.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_documents (
      kind text not null check (kind in ('news', 'blog', 'venture', 'investor')),
      ref_id integer not null,
      title text not null,
      -- Title weighted A, body (HTML stripped) B: sjg_html_search_vector / sjg_text_search_vector.
      vector tsvector not null,
      created_at timestamptz not null,
      primary key (kind, ref_id)
    );
    create index search_documents_vector_idx on search_documents using gin (vector);
    create index search_documents_title_trgm_idx on search_documents using gin (title gin_trgm_ops);

    -- Trigger arguments: the document kind, the title column, the body column ('' for none) and
    -- whether the body is HTML. Columns are read through jsonb because the tables name them differently.
    create function sjg_sync_search_document() returns trigger language plpgsql as $$
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
      doc_title := coalesce(fields ->> tg_argv[1], '');
      body := coalesce(fields ->> nullif(tg_argv[2], ''), '');
      insert into search_documents (kind, ref_id, title, vector, created_at)
      values (
        doc_kind, new.id, doc_title,
        case when tg_argv[3] = 'html' then sjg_html_search_vector(doc_title, body)
             else sjg_text_search_vector(doc_title, body) end,
        coalesce((fields ->> 'created_at')::timestamptz, now())
      )
      on conflict (kind, ref_id) do update
        set title = excluded.title, vector = excluded.vector, created_at = excluded.created_at;
      return null;
    end
    $$;

    create trigger news_search_document after insert or update or delete on news
      for each row execute function sjg_sync_search_document('news', 'title', 'content', 'html');
    create trigger blogs_search_document after insert or update or delete on blogs
      for each row execute function sjg_sync_search_document('blog', 'title', 'content', 'html');
    create trigger ventures_search_document after insert or update or delete on ventures
      for each row execute function sjg_sync_search_document('venture', 'title', 'about_desc', 'text');
    create trigger investors_search_document after insert or update or delete on investors
      for each row execute function sjg_sync_search_document('investor', 'investor_name', '', 'text');
    create trigger news_search_truncate after truncate on news
      for each statement execute function sjg_sync_search_document('news');
    create trigger blogs_search_truncate after truncate on blogs
      for each statement execute function sjg_sync_search_document('blog');
    create trigger ventures_search_truncate after truncate on ventures
      for each statement execute function sjg_sync_search_document('venture');
    create trigger investors_search_truncate after truncate on investors
      for each statement execute function sjg_sync_search_document('investor');

    insert into search_documents (kind, ref_id, title, vector, created_at)
    select 'news', id, title, sjg_html_search_vector(title, content), created_at from news
    union all
    select 'blog', id, title, sjg_html_search_vector(title, content), created_at from blogs
    union all
    select 'venture', id, title, sjg_text_search_vector(title, about_desc), created_at from ventures
    union all
    select 'investor', id, investor_name, sjg_text_search_vector(investor_name, ''), created_at from investors;

    -- Superseded by search_documents' own indexes; they only slowed writes.
    drop index news_search_idx, blogs_search_idx, ventures_search_idx, investors_search_idx,
      news_title_trgm_idx, blogs_title_trgm_idx, ventures_title_trgm_idx, investors_name_trgm_idx;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop trigger news_search_document on news;
    drop trigger blogs_search_document on blogs;
    drop trigger ventures_search_document on ventures;
    drop trigger investors_search_document on investors;
    drop trigger news_search_truncate on news;
    drop trigger blogs_search_truncate on blogs;
    drop trigger ventures_search_truncate on ventures;
    drop trigger investors_search_truncate on investors;
    drop function sjg_sync_search_document;
    drop table search_documents;
    create index news_search_idx on news using gin (sjg_html_search_vector(title, content));
    create index blogs_search_idx on blogs using gin (sjg_html_search_vector(title, content));
    create index ventures_search_idx on ventures using gin (sjg_text_search_vector(title, about_desc));
    create index investors_search_idx on investors using gin (sjg_text_search_vector(investor_name, ''));
    create index news_title_trgm_idx on news using gin (title gin_trgm_ops);
    create index blogs_title_trgm_idx on blogs using gin (title gin_trgm_ops);
    create index ventures_title_trgm_idx on ventures using gin (title gin_trgm_ops);
    create index investors_name_trgm_idx on investors using gin (investor_name gin_trgm_ops);
  `.execute(db);
}
