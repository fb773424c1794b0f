// The site search in one statement over search_documents (kept current by triggers, see the
// search-documents migration): a full-text match on the stored vectors (title weighted over body)
// for the visitor's query, its words found in no title widened to their prefix and closest title
// word (sjg_search_query, search-title-words migration); only the best 20 are joined back to their
// tables for slug, image and a highlighted excerpt.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

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
               coalesce(regexp_replace(coalesce(n.content, b.content), '<[^>]*>', ' ', 'g'), v.about_desc, i.investor_name, '') as body
        from top
        left join news n on top.kind = 'news' and n.id = top.ref_id
        left join blogs b on top.kind = 'blog' and b.id = top.ref_id
        left join ventures v on top.kind = 'venture' and v.id = top.ref_id
        left join investors i on top.kind = 'investor' and i.id = top.ref_id
      )
      select found.type, found.id, found.title, found.slug, found.image,
             ts_headline('english', found.body, ${tsq}::tsquery,
               'MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=1, FragmentDelimiter=" … ", StartSel="", StopSel=""') as excerpt
      from found
      order by found.score desc, found.created_at desc, found.id desc
  `.execute(db);
  return result.rows;
}
