// The search's statements planned once per connection instead of once per search. Sent as text,
// the results statement was planned at every call: 0.6–1.9 ms against 0.1–0.3 ms of execution for
// a narrow query, most of what a search cost Postgres. Inside a PL/pgSQL function
// (sjg_search_results) its plan is cached per connection, and `plan_cache_mode =
// force_generic_plan` (for the function's run only) keeps Postgres from replanning it for each
// tsquery: its shape never changes (the full-text index, the best rows by rank, then each one's
// table by primary key), so the generic plan is the one a custom plan would choose. The same
// setting on sjg_search_query (whose statements are keyed look-ups in search_title_words) takes
// it from 0.3–0.4 ms a call to 0.1–0.15. The tsquery, the query it is ranked by and the excerpt
// pattern are made first, by sjg_search_query, ranking-query.ts and excerpt-pattern.ts (see
// search.repository.ts).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function sjg_search_results(tsq tsquery, rank_query tsquery, max_results integer, hit_pattern text)
      returns table (type text, id integer, title text, slug text, image text, excerpt text)
      language plpgsql stable
      set plan_cache_mode = force_generic_plan
      as $fn$
    #variable_conflict use_column
    begin
      return query
      with top as (
        -- ts_rank weighs a title's hit 1.0 against a body's 0.4 (the vectors' A and B), and repeats
        -- in the body add less and less: a title hit ranks above a hit in the body alone. It ranks
        -- by rank_query, the OR of the query's words (ranking-query.ts): scoring an AND query
        -- costs the square of how often its words occur.
        select d.kind, d.ref_id, d.created_at, ts_rank(d.vector, rank_query) as score
        from search_documents d
        where d.vector @@ tsq
        order by score desc, d.created_at desc, d.ref_id desc
        limit max_results
      ),
      found as (
        select top.kind as type, top.ref_id as id, top.score, top.created_at,
               coalesce(n.title, b.title, v.title, i.investor_name) as title,
               coalesce(n.slug, b.slug, v.slug, i.slug) as slug,
               case top.kind when 'news' then n.image_url when 'blog' then b.image_url
                             when 'venture' then v.logo_url else i.investor_image end as image,
               coalesce(n.content, b.content, v.about_desc, i.investor_name, '') as body
        from top
        left join news n on top.kind = 'news' and n.id = top.ref_id
        left join blogs b on top.kind = 'blog' and b.id = top.ref_id
        left join ventures v on top.kind = 'venture' and v.id = top.ref_id
        left join investors i on top.kind = 'investor' and i.id = top.ref_id
      ),
      -- ts_headline parses all the text it is given (about 3 ms for a 20 KB article): it gets 900
      -- characters, from 300 before the body's first word like a query word (excerpt-pattern.ts).
      -- Materialized: a CTE inlined into its readers is re-evaluated at each mention of a column,
      -- which fetched, decompressed and searched each body several times.
      placed as materialized (
        select found.type, found.id, found.title, found.slug, found.image, found.score, found.created_at, found.body,
               greatest(1, nullif(regexp_instr(found.body, hit_pattern, 1, 1, 0, 'i'), 0) - 300) as start
        from found
      ),
      cut as materialized (
        select placed.type, placed.id, placed.title, placed.slug, placed.image, placed.score, placed.created_at, placed.start,
               substr(placed.body, placed.start, 900) as piece
        from placed
      ),
      trimmed as (
        select cut.*,
               case when cut.start = 1 then cut.piece
                    -- Begun inside a tag: up to its '>' (text has no bare '>': the sanitizer escapes it).
                    when cut.type in ('news', 'blog') and cut.piece ~ '^[^<]*>' then regexp_replace(cut.piece, '^[^<]*>', '')
                    -- Begun inside a word: up to the next space.
                    else regexp_replace(cut.piece, '^\\S*\\s+', '') end as lead
        from cut
      )
      select trimmed.type, trimmed.id, trimmed.title, trimmed.slug, trimmed.image,
             ts_headline('english',
               -- HTML loses its tags, also one cut off at the end.
               case when trimmed.type in ('news', 'blog') then regexp_replace(trimmed.lead, '<[^>]*(>|$)', ' ', 'g') else trimmed.lead end,
               tsq,
               'MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=1, FragmentDelimiter=" … ", StartSel="", StopSel=""')
      from trimmed
      order by trimmed.score desc, trimmed.created_at desc, trimmed.id desc;
    end
    $fn$;

    alter function sjg_search_query(text) set plan_cache_mode = force_generic_plan;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter function sjg_search_query(text) reset plan_cache_mode;
    drop function sjg_search_results;
  `.execute(db);
}
