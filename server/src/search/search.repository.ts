// The site search in one statement over search_documents (kept current by triggers, see the
// search-documents migration): full-text matches on stored vectors (title weighted over body) and
// trigram matches on titles, ranked together; only the best 20 are joined back to their tables
// for slug, image and a highlighted excerpt.
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

/** Word similarity a title needs to match without a full-text hit: admits 'casin' and 'helthcare'. */
const TRIGRAM_THRESHOLD = 0.4;

export async function searchSite(db: Db, query: string, limit: number): Promise<SearchRow[]> {
  return db.transaction().execute(async (trx) => {
    // For this transaction only: `<%` uses this threshold. And the planner prices `<%` like a cheap
    // operator, so left alone it scans every document, computing each title's word similarity
    // (about 200 ms at 22,000 documents) instead of the two GIN indexes (3 to 20 ms).
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true),
                     set_config('enable_seqscan', 'off', true)`.execute(trx);
    // A title's full-text hit weighs 1.0 against a body's 0.4 (ts_rank's A and B), and a title
    // also scores its word similarity: a title hit always ranks above a hit in the body alone.
    const result = await sql<SearchRow>`
      with q as (select websearch_to_tsquery('english', ${query}) as tsq, ${query}::text as raw),
      top as (
        select d.kind, d.ref_id, d.created_at,
               ts_rank(d.vector, q.tsq) + word_similarity(q.raw, d.title) as score
        from search_documents d, q
        where d.vector @@ q.tsq or q.raw <% d.title
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
             ts_headline('english', found.body, q.tsq,
               'MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=1, FragmentDelimiter=" … ", StartSel="", StopSel=""') as excerpt
      from found, q
      order by found.score desc, found.created_at desc, found.id desc
    `.execute(trx);
    return result.rows;
  });
}
