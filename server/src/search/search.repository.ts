// The site search in one statement over search_documents (kept current by triggers, see the
// search-documents migration): a full-text match on the stored vectors (title weighted over body)
// for the visitor's query, its words found in no title widened to their prefix and closest title
// word (sjg_search_query, search-title-words migration); only the best 20 are joined back to their
// tables for slug, image and an excerpt around the first matched word.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { excerptPattern } from './excerpt-pattern.js';

export type SearchRow = {
  type: 'news' | 'blog' | 'venture' | 'investor';
  id: number;
  title: string;
  slug: string;
  image: string | null;
  excerpt: string;
};

export async function searchSite(db: Db, query: string, limit: number): Promise<SearchRow[]> {
  // The tsquery first, on its own: the search below then hands the planner the actual tsquery,
  // whose matches it estimates from the column's statistics (from a function's result it guessed,
  // and chose a sequential scan).
  const { rows } = await sql<{ tsq: string }>`select sjg_search_query(${query})::text as tsq`.execute(db);
  const tsq = rows[0]!.tsq;
  if (tsq === '') return []; // only stop words and punctuation
  const hitPattern = excerptPattern(tsq);
  // ts_rank weighs a title's hit 1.0 against a body's 0.4 (the vectors' A and B), and repeats in
  // the body add less and less: a title hit ranks above a hit in the body alone.
  const result = await sql<SearchRow>`
      with top as (
        select d.kind, d.ref_id, d.created_at, ts_rank(d.vector, ${tsq}::tsquery) as score
        from search_documents d
        where d.vector @@ ${tsq}::tsquery
        order by score desc, d.created_at desc, d.ref_id desc
        limit ${limit}
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
      -- which fetched, decompressed and searched each body several times (a third of the time).
      placed as materialized (
        select found.type, found.id, found.title, found.slug, found.image, found.score, found.created_at, found.body,
               greatest(1, nullif(regexp_instr(found.body, ${hitPattern}, 1, 1, 0, 'i'), 0) - 300) as start
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
               ${tsq}::tsquery,
               'MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=1, FragmentDelimiter=" … ", StartSel="", StopSel=""') as excerpt
      from trimmed
      order by trimmed.score desc, trimmed.created_at desc, trimmed.id desc
  `.execute(db);
  return result.rows;
}
