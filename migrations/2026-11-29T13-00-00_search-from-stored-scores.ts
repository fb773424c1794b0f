// A search that does not read all its matches. ts_rank of an OR query is the sum of what each of
// its words scores alone, divided by their number (calc_rank_or in Postgres), so each document's
// score for each of its words is kept (search_word_scores, by trigger), and a query that is only
// words joined by OR ('casino', 'casino or 4821') takes its best matches from an index in score
// order instead of reading and ranking every match: for a word in a thousand documents that was
// most of a search's time in Postgres (bench/RESULTS.md, "A search from stored scores"). Other
// queries (AND, NOT, phrases, the prefixes of a corrected word) are ranked as before. The
// document also keeps its item's slug and picture, so the results are not joined back to four
// tables, and the query's parts are read from its text once a search (sjg_query_parts).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Filling the scores reads every document once (this migration's transaction only).
    set local statement_timeout = 0;

    -- The item's slug and picture beside its title: a result needs nothing from the item's table.
    -- The triggers' fifth argument names the picture's column.
    alter table search_documents add column slug text not null default '', add column image text;
${sql.raw(syncSearchDocument(true))}
${sql.raw(rowTriggers(true))}
    update search_documents d set slug = n.slug, image = n.image_url from news n where d.kind = 'news' and d.ref_id = n.id;
    update search_documents d set slug = b.slug, image = b.image_url from blogs b where d.kind = 'blog' and d.ref_id = b.id;
    update search_documents d set slug = v.slug, image = v.logo_url from ventures v where d.kind = 'venture' and d.ref_id = v.id;
    update search_documents d set slug = i.slug, image = i.investor_image from investors i where d.kind = 'investor' and d.ref_id = i.id;

    create table search_word_scores (
      kind text not null,
      ref_id integer not null,
      word text not null,
      -- ts_rank of the document's vector for this word alone.
      score real not null,
      -- The document's, for ties: the newer first, as the search orders them.
      created_at timestamptz not null,
      primary key (kind, ref_id, word) include (score, created_at),
      foreign key (kind, ref_id) references search_documents on delete cascade
    );
    -- A word's documents best first, read in order without visiting the table.
    create index search_word_scores_ranked_idx on search_word_scores (word, score desc, created_at desc, ref_id desc) include (kind);

    -- Each lexeme of a vector with ts_rank for it alone (written as a tsquery operand: quoted, a
    -- quote doubled and a backslash escaped, so no lexeme is parsed again).
    create function sjg_word_scores(vector tsvector) returns table (word text, score real)
      language sql immutable parallel safe
      as $$ select lexeme, ts_rank(vector, ('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery)
            from unnest(vector) $$;

    create function sjg_sync_search_word_scores() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        delete from search_word_scores where kind = old.kind and ref_id = old.ref_id;
      end if;
      insert into search_word_scores (kind, ref_id, word, score, created_at)
      select new.kind, new.ref_id, s.word, s.score, new.created_at from sjg_word_scores(new.vector) s;
      return null;
    end
    $$;
    create trigger search_documents_word_scores after insert on search_documents
      for each row execute function sjg_sync_search_word_scores();
    -- Saving an item writes its document again; its scores only when its words or date changed.
    create trigger search_documents_word_scores_update after update on search_documents
      for each row when (old.vector is distinct from new.vector or old.created_at is distinct from new.created_at)
      execute function sjg_sync_search_word_scores();

    insert into search_word_scores (kind, ref_id, word, score, created_at)
    select d.kind, d.ref_id, s.word, s.score, d.created_at from search_documents d, sjg_word_scores(d.vector) s;

    -- Everything a search makes of the visitor's tsquery, from one reading of its lexemes:
    -- rank_query: its words joined by OR (the query itself when all are negated). ts_rank scores an
    --   AND query by the distances between all its words' positions, which grows with the square
    --   of how often they occur (bench/RESULTS.md, "Search ranking"); the OR form scores each word
    --   by its own positions. The match keeps the AND.
    -- body_query: the same words restricted to the body (weight B): whether a document's body
    --   holds a match, read from its vector.
    -- hit_pattern: where an excerpt starts, the first word starting like one of the lexemes. A stem
    --   may end where its words differ ('lotteri' is the stem of 'lottery', 'hospit' of
    --   'hospitality'), so a lexeme longer than four letters drops its last one. \\m: a word's start.
    -- or_words: its distinct lexemes when the query is only lexemes joined by OR (no prefix, no
    --   weight, no NOT), else null: such a query is ranked from search_word_scores.
    create function sjg_query_parts(query tsquery,
        out rank_query tsquery, out body_query tsquery, out hit_pattern text, out or_words text[])
      language sql immutable parallel safe
      as $$
        with found as materialized (select * from sjg_tsquery_lexemes(query) where lexeme <> '')
        select
          (select coalesce(string_agg(operand, ' | ' order by first), query::text)::tsquery
           from (select quoted || suffix as operand, min(place) as first from found where not negated group by 1) as operands),
          (select string_agg(operand, ' | ' order by first)::tsquery
           from (select quoted || ':' || case when suffix like '%*%' then '*' else '' end || 'B' as operand, min(place) as first
                 from found where not negated group by 1) as operands),
          (select case when count(*) = 0 then '' else
                    '\\m(?:' || string_agg(regexp_replace(start, '([.*+?^$(){}|\\[\\]\\\\])', '\\\\\\1', 'g'), '|' order by first) || ')' end
           from (select case when char_length(lexeme) > 4 then left(lexeme, -1) else lexeme end as start, min(place) as first
                 from found group by 1) as starts),
          (select case when bool_and(not negated and suffix = '') and query::text = string_agg(quoted, ' | ' order by place)
                       then array_agg(distinct lexeme) end
           from found)
      $$;

    create or replace function sjg_ranking_query(query tsquery) returns tsquery
      language sql immutable parallel safe
      as $$ select (sjg_query_parts(query)).rank_query $$;
    create or replace function sjg_excerpt_pattern(query tsquery) returns text
      language sql immutable parallel safe
      as $$ select (sjg_query_parts(query)).hit_pattern $$;
    create or replace function sjg_body_query(query tsquery) returns tsquery
      language sql immutable parallel safe
      as $$ select (sjg_query_parts(query)).body_query $$;

    -- The best max_results documents holding any of words, ranked as ts_rank ranks their OR query,
    -- newer first on a tie. Only the word in the most documents (counted up to 50) is read in
    -- score order, and only its first max_results: a document holding no other word scores what
    -- that word gives it, and each of those first ones scores at least as much (no score is
    -- negative), so it cannot be among the best unless it is among them. The documents of the
    -- other words are all read.
    create function sjg_best_of_words(words text[], max_results integer)
      returns table (kind text, ref_id integer, created_at timestamptz, score real)
      language plpgsql stable
      set plan_cache_mode = force_generic_plan
      as $fn$
    #variable_conflict use_column
    declare
      commonest text;
      others text[];
    begin
      if cardinality(words) = 1 then
        commonest := words[1];
      else
        select w into commonest from unnest(words) as w
        order by (select count(*) from (select 1 from search_word_scores s where s.word = w limit 50) as held) desc, w
        limit 1;
      end if;
      others := array_remove(words, commonest);
      return query
      with candidates as (
        select s.kind, s.ref_id from search_word_scores s where s.word = any(others)
        union
        (select s.kind, s.ref_id from search_word_scores s where s.word = commonest
         order by s.score desc, s.created_at desc, s.ref_id desc
         limit max_results)
      )
      -- Each candidate's own scores, looked up by its key: a join would read every word's list.
      select candidates.kind, candidates.ref_id, total.created_at, total.score
      from candidates cross join lateral (
        select min(s.created_at) as created_at, (sum(s.score) / cardinality(words))::real as score
        from search_word_scores s where s.kind = candidates.kind and s.ref_id = candidates.ref_id and s.word = any(words)
      ) as total
      order by total.score desc, total.created_at desc, candidates.ref_id desc
      limit max_results;
    end
    $fn$;

    -- As before (search-excerpts-from-plain-text migration), but the best matches of an OR query
    -- come from sjg_best_of_words, title, slug and picture from the document, and whether more
    -- text follows an excerpt is read from the text after it rather than from the whole body's
    -- length.
    create or replace function sjg_search(raw text, max_results integer)
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
      or_words text[];
    begin
      if numnode(tsq) = 0 then
        return; -- only stop words and punctuation
      end if;
      select p.rank_query, p.body_query, p.hit_pattern, p.or_words into rank_query, body_query, hit_pattern, or_words
      from sjg_query_parts(tsq) p;
      return query
      -- ts_rank weighs a title's hit 1.0 against a body's 0.4 (the vectors' A and B), and repeats
      -- in the body add less and less: a title hit ranks above a hit in the body alone. Only one
      -- of the two branches runs: the other's condition is false before it reads anything.
      with top as materialized (
        select best.kind, best.ref_id, best.created_at, best.score
        from sjg_best_of_words(or_words, max_results) best
        where or_words is not null
        union all
        (select d.kind, d.ref_id, d.created_at, ts_rank(d.vector, rank_query) as score
         from search_documents d
         where or_words is null and d.vector @@ tsq
         order by score desc, d.created_at desc, d.ref_id desc
         limit max_results)
      ),
      -- Materialized: a CTE inlined into its readers is re-evaluated at each mention of a column.
      placed as materialized (
        select top.kind, top.ref_id, top.created_at, top.score, d.title, d.slug, d.image, d.body_text,
               case when body_query is not null and hit_pattern <> '' and d.vector @@ body_query
                    then regexp_instr(d.body_text, hit_pattern, 1, 1, 0, 'i') else 0 end as hit
        from top join search_documents d on d.kind = top.kind and d.ref_id = top.ref_id
      )
      select placed.kind, placed.ref_id, placed.title, placed.slug, placed.image,
             case when placed.hit > 0 then substr(placed.body_text, greatest(1, placed.hit - 150), placed.hit - greatest(1, placed.hit - 150)) else '' end,
             substr(placed.body_text, greatest(1, placed.hit), 400),
             placed.hit > 0,
             placed.hit > 151,
             char_length(substr(placed.body_text, greatest(1, placed.hit), 401)) > 400
      from placed
      order by placed.score desc, placed.created_at desc, placed.ref_id desc;
    end
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // sjg_search and the three query functions as the search-excerpts-from-plain-text migration made them.
  await sql`
    create or replace function sjg_search(raw text, max_results integer)
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
        select d.kind, d.ref_id, d.created_at, d.body_text,
d.vector, ts_rank(d.vector, rank_query) as score
        from search_documents d
        where d.vector @@ tsq
        order by score desc, d.created_at desc, d.ref_id desc
        limit max_results
      ),
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

    create or replace function sjg_ranking_query(query tsquery) returns tsquery
      language sql immutable parallel safe
      as $$ select coalesce(string_agg(operand, ' | ' order by first), query::text)::tsquery
            from (select quoted || suffix as operand, min(place) as first from sjg_tsquery_lexemes(query)
                  where not negated and lexeme <> '' group by 1) as operands $$;
    create or replace function sjg_excerpt_pattern(query tsquery) returns text
      language sql immutable parallel safe
      as $$ select case when count(*) = 0 then '' else
              '\\m(?:' || string_agg(regexp_replace(start, '([.*+?^$(){}|\\[\\]\\\\])', '\\\\\\1', 'g'), '|' order by first) || ')' end
            from (select case when char_length(lexeme) > 4 then left(lexeme, -1) else lexeme end as start, min(place) as first
                  from sjg_tsquery_lexemes(query) where lexeme <> '' group by 1) as starts $$;
    create or replace function sjg_body_query(query tsquery) returns tsquery
      language sql immutable parallel safe
      as $$ select string_agg(operand, ' | ' order by first)::tsquery
            from (select quoted || ':' || case when suffix like '%*%' then '*' else '' end || 'B' as operand, min(place) as first
                  from sjg_tsquery_lexemes(query) where not negated and lexeme <> '' group by 1) as operands $$;

    drop function sjg_best_of_words;
    drop function sjg_query_parts;
    drop trigger search_documents_word_scores on search_documents;
    drop trigger search_documents_word_scores_update on search_documents;
    drop function sjg_sync_search_word_scores;
    drop table search_word_scores;
    drop function sjg_word_scores;

${sql.raw(syncSearchDocument(false))}
${sql.raw(rowTriggers(false))}
    alter table search_documents drop column slug, drop column image;
  `.execute(db);
}

/** The four items' row triggers, with their picture's column as a fifth argument or without. */
function rowTriggers(withImage: boolean): string {
  const tables = [
    ['news', 'news', 'title', 'content', 'html', 'image_url'],
    ['blogs', 'blog', 'title', 'content', 'html', 'image_url'],
    ['ventures', 'venture', 'title', 'about_desc', 'text', 'logo_url'],
    ['investors', 'investor', 'investor_name', '', 'text', 'investor_image'],
  ];
  return tables
    .map(([table, ...args]) => {
      const used = withImage ? args : args.slice(0, 4);
      return `
    drop trigger ${table}_search_document on ${table};
    create trigger ${table}_search_document after insert or update or delete on ${table}
      for each row execute function sjg_sync_search_document(${used.map((arg) => `'${arg}'`).join(', ')});`;
    })
    .join('\n');
}

/**
 * The trigger function that keeps a search document as its item is written, with the item's slug
 * and picture (the triggers' fifth argument names the picture's column) or, as before this
 * migration, without.
 */
function syncSearchDocument(withSlugAndImage: boolean): string {
  const columns = withSlugAndImage ? 'kind, ref_id, title, slug, image, vector, body_text, created_at' : 'kind, ref_id, title, vector, body_text, created_at';
  const values = withSlugAndImage ? "doc_kind, new.id, doc_title, coalesce(fields ->> 'slug', ''), fields ->> tg_argv[4]," : 'doc_kind, new.id, doc_title,';
  const updates = withSlugAndImage ? 'title = excluded.title, slug = excluded.slug, image = excluded.image,' : 'title = excluded.title,';
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
      body := coalesce(fields ->> nullif(tg_argv[2], ''), '');
      insert into search_documents (${columns})
      values (
        ${values}
        case when tg_argv[3] = 'html' then sjg_html_search_vector(doc_title, body)
             else sjg_text_search_vector(doc_title, body) end,
        sjg_plain_text(body, tg_argv[3] = 'html'),
        coalesce((fields ->> 'created_at')::timestamptz, now())
      )
      on conflict (kind, ref_id) do update
        set ${updates} vector = excluded.vector, body_text = excluded.body_text, created_at = excluded.created_at;
      return null;
    end
    $$;`;
}
