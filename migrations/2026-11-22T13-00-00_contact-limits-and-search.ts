// Contact-form rate-limit counters, and site search: full-text indexes maintained by Postgres
// itself (expression indexes, HTML stripped, title weighted over body) plus trigram indexes on
// titles for prefixes and small typos.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- The layout rate-limiter-flexible's RateLimiterPostgres expects.
    create table contact_rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    );
    create index contact_rate_limits_expire_idx on contact_rate_limits (expire);

    create extension if not exists pg_trgm;

    -- Expression indexes rather than generated columns: the content tables are read with
    -- select *, and a stored tsvector would travel with every list row.
    create function sjg_html_search_vector(title text, html text) returns tsvector
      language sql immutable parallel safe
      as $$ select setweight(to_tsvector('english'::regconfig, title), 'A') ||
             setweight(to_tsvector('english'::regconfig, regexp_replace(html, '<[^>]*>', ' ', 'g')), 'B') $$;
    create function sjg_text_search_vector(title text, body text) returns tsvector
      language sql immutable parallel safe
      as $$ select setweight(to_tsvector('english'::regconfig, title), 'A') ||
             setweight(to_tsvector('english'::regconfig, body), 'B') $$;

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

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop index news_title_trgm_idx, blogs_title_trgm_idx, ventures_title_trgm_idx, investors_name_trgm_idx,
      news_search_idx, blogs_search_idx, ventures_search_idx, investors_search_idx;
    drop function sjg_html_search_vector, sjg_text_search_vector;
    drop table contact_rate_limits;
  `.execute(db);
}
