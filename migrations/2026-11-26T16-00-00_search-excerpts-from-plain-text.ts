// A search in one statement, with excerpts cut from stored plain text instead of ts_headline. On the
// bench's 20,000 articles a 20-hit search spent most of its Postgres time making excerpts: each
// result's HTML fetched from its table, searched by a regular expression, stripped of tags and
// parsed by ts_headline, which tokenizes and stems every word it is given. Now each document's
// body is kept as plain text in search_documents (tags stripped, entities decoded, white space
// folded: by the trigger that keeps its vector), and sjg_search returns the text just before and
// from the first word starting like a query word; search/excerpt.ts cuts the excerpt from it.
// The body is searched only when its vector holds a query word weighted B (the body's): a title-only
// hit starts at the body's first words without reading it through. The tsquery, the OR query it is
// ranked by and the excerpt's pattern are made here too (sjg_ranking_query, sjg_excerpt_pattern,
// formerly ranking-query.ts and excerpt-pattern.ts), so a search is one round trip.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Filling body_text reads every document once: on the bench's 20,000 it can outlast the
    -- pool's statement timeout on a busy machine (this migration's transaction only).
    set local statement_timeout = 0;

    -- The visible text of a body: for HTML, tags become spaces and the entities the sanitizer
    -- writes are decoded (&amp; last, so '&amp;lt;' stays the text '&lt;').
    create function sjg_plain_text(body text, is_html boolean) returns text
      language sql immutable parallel safe
      as $$ select btrim(regexp_replace(
              case when is_html then
                replace(replace(replace(replace(replace(replace(regexp_replace(body, '<[^>]*>', ' ', 'g'),
                  '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')
              else body end,
              '\\s+', ' ', 'g')) $$;

    alter table search_documents add column body_text text not null default '';
    -- Kept out of line, uncompressed: inline it pushed the vectors out to the TOAST table, and
    -- ranking read several times the pages (bench/RESULTS.md, plain-text excerpts).
    -- Uncompressed, substr reads only the chunks it needs.
    alter table search_documents alter column body_text set storage external;

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
      body := coalesce(fields ->> nullif(tg_argv[2], ''), '');
      insert into search_documents (kind, ref_id, title, vector, body_text, created_at)
      values (
        doc_kind, new.id, doc_title,
        case when tg_argv[3] = 'html' then sjg_html_search_vector(doc_title, body)
             else sjg_text_search_vector(doc_title, body) end,
        sjg_plain_text(body, tg_argv[3] = 'html'),
        coalesce((fields ->> 'created_at')::timestamptz, now())
      )
      on conflict (kind, ref_id) do update
        set title = excluded.title, vector = excluded.vector, body_text = excluded.body_text, created_at = excluded.created_at;
      return null;
    end
    $$;

    update search_documents d set body_text = sjg_plain_text(n.content, true) from news n where d.kind = 'news' and d.ref_id = n.id;
    update search_documents d set body_text = sjg_plain_text(b.content, true) from blogs b where d.kind = 'blog' and d.ref_id = b.id;
    update search_documents d set body_text = sjg_plain_text(coalesce(v.about_desc, ''), false)
      from ventures v where d.kind = 'venture' and d.ref_id = v.id;

    -- The lexemes of a tsquery's text form ("'casino' & !'goa' & ( 'helthcar' | 'helthcar':* )"):
    -- each quoted, a quote inside doubled, a backslash escaping the next character, a negated one
    -- preceded by '!', a prefix one followed by ':*'. quoted is the operand as written.
    create function sjg_tsquery_lexemes(query tsquery)
      returns table (lexeme text, quoted text, suffix text, negated boolean, place bigint)
      language sql immutable parallel safe
      as $$ select regexp_replace(replace(m[2], '''''', ''''), '\\\\(.)', '\\1', 'g'), '''' || m[2] || '''', coalesce(m[3], ''), m[1] = '!', place
            from regexp_matches(query::text, '(!?)''((?:[^''\\\\]|''''|\\\\.)*)''(:[*A-D]+)?', 'g') with ordinality as found (m, place) $$;

    -- What the search ranks its matches by: the query's lexemes joined by OR (the query itself when
    -- all are negated). ts_rank scores an AND query by the distances between all its words'
    -- positions, which grows with the square of how often they occur (bench/RESULTS.md, "Search
    -- ranking"); the OR form scores each word by its own positions. The match keeps the AND.
    create function sjg_ranking_query(query tsquery) returns tsquery
      language sql immutable parallel safe
      as $$ select coalesce(string_agg(operand, ' | ' order by first), query::text)::tsquery
            from (select quoted || suffix as operand, min(place) as first from sjg_tsquery_lexemes(query)
                  where not negated and lexeme <> '' group by 1) as operands $$;

    -- Where an excerpt starts: the first word starting like one of the query's lexemes. A stem may
    -- end where its words differ ('lotteri' is the stem of 'lottery', 'hospit' of 'hospitality'),
    -- so a lexeme longer than four letters drops its last one. \\m: the start of a word.
    create function sjg_excerpt_pattern(query tsquery) returns text
      language sql immutable parallel safe
      as $$ select case when count(*) = 0 then '' else
              '\\m(?:' || string_agg(regexp_replace(start, '([.*+?^$(){}|\\[\\]\\\\])', '\\\\\\1', 'g'), '|' order by first) || ')' end
            from (select case when char_length(lexeme) > 4 then left(lexeme, -1) else lexeme end as start, min(place) as first
                  from sjg_tsquery_lexemes(query) where lexeme <> '' group by 1) as starts $$;

    -- The same query's words restricted to the body (weight B): whether a document's body holds a
    -- match, read from its vector.
    create function sjg_body_query(query tsquery) returns tsquery
      language sql immutable parallel safe
      as $$ select string_agg(operand, ' | ' order by first)::tsquery
            from (select quoted || ':' || case when suffix like '%*%' then '*' else '' end || 'B' as operand, min(place) as first
                  from sjg_tsquery_lexemes(query) where not negated and lexeme <> '' group by 1) as operands $$;

    -- The whole search: the visitor's query widened (sjg_search_query), its best max_results
    -- matches, each with the text of its excerpt: up to 150 characters before the first body word
    -- like a query word (lead) and 400 from it (rest), or the body's first 400 when none is.
    -- Planned once per connection (search-plans-made-once migration).
    create function sjg_search(raw text, max_results integer)
      returns table (type text, id integer, title text, slug text, image text, lead text, rest text, matched boolean, cut_before boolean, cut_after boolean)
      language plpgsql stable
      set plan_cache_mode = force_generic_plan
      as $fn$
    #variable_conflict use_column
    declare
      tsq tsquery := sjg_search_query(raw);
      rank_query tsquery;
      body_query tsquery;
      hit_pattern text;
    begin
      if numnode(tsq) = 0 then
        return; -- only stop words and punctuation
      end if;
      rank_query := sjg_ranking_query(tsq);
      body_query := sjg_body_query(tsq);
      hit_pattern := sjg_excerpt_pattern(tsq);
      return query
      with top as (
        -- ts_rank weighs a title's hit 1.0 against a body's 0.4 (the vectors' A and B), and repeats
        -- in the body add less and less: a title hit ranks above a hit in the body alone.
        select d.kind, d.ref_id, d.created_at, d.body_text,
d.vector, ts_rank(d.vector, rank_query) as score
        from search_documents d
        where d.vector @@ tsq
        order by score desc, d.created_at desc, d.ref_id desc
        limit max_results
      ),
      -- Materialized: a CTE inlined into its readers is re-evaluated at each mention of a column.
      placed as materialized (
        select top.kind, top.ref_id, top.created_at, top.score, top.body_text,
               case when body_query is not null and hit_pattern <> '' and top.vector @@ body_query
                    then regexp_instr(top.body_text, hit_pattern, 1, 1, 0, 'i') else 0 end as hit
        from top
      )
      select placed.kind, placed.ref_id,
             coalesce(n.title, b.title, v.title, i.investor_name),
             coalesce(n.slug, b.slug, v.slug, i.slug),
             case placed.kind when 'news' then n.image_url when 'blog' then b.image_url
                              when 'venture' then v.logo_url else i.investor_image end,
             case when placed.hit > 0 then substr(placed.body_text, greatest(1, placed.hit - 150), placed.hit - greatest(1, placed.hit - 150)) else '' end,
             substr(placed.body_text, greatest(1, placed.hit), 400),
             placed.hit > 0,
             placed.hit > 151,
             char_length(placed.body_text) >= greatest(1, placed.hit) + 400
      from placed
      left join news n on placed.kind = 'news' and n.id = placed.ref_id
      left join blogs b on placed.kind = 'blog' and b.id = placed.ref_id
      left join ventures v on placed.kind = 'venture' and v.id = placed.ref_id
      left join investors i on placed.kind = 'investor' and i.id = placed.ref_id
      order by placed.score desc, placed.created_at desc, placed.ref_id desc;
    end
    $fn$;

    -- Superseded by sjg_search.
    drop function sjg_search_results;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop function sjg_search;
    drop function sjg_body_query;
    drop function sjg_excerpt_pattern;
    drop function sjg_ranking_query;
    drop function sjg_tsquery_lexemes;
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
    alter table search_documents drop column body_text;
    drop function sjg_plain_text;
  `.execute(db);
  // sjg_search_results as the search-plans-made-once migration made it.
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
  `.execute(db);
}
