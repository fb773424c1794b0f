// The site search in one statement: full-text matches (title weighted over body, via the
// expression indexes of the search migration) and trigram matches on titles, ranked together.
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
    // `<%` uses this threshold and can use the trigram indexes; set for this transaction only.
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true)`.execute(trx);
    const result = await sql<SearchRow>`
      with q as (select websearch_to_tsquery('english', ${query}) as tsq, ${query}::text as raw),
      hits as (
        select 'news' as type, n.id, n.title, n.slug, n.image_url as image,
               regexp_replace(n.content, '<[^>]*>', ' ', 'g') as body, n.created_at as at,
               ts_rank(sjg_html_search_vector(n.title, n.content), q.tsq) + word_similarity(q.raw, n.title) as score
        from news n, q
        where sjg_html_search_vector(n.title, n.content) @@ q.tsq or q.raw <% n.title
        union all
        select 'blog', b.id, b.title, b.slug, b.image_url,
               regexp_replace(b.content, '<[^>]*>', ' ', 'g'), b.created_at,
               ts_rank(sjg_html_search_vector(b.title, b.content), q.tsq) + word_similarity(q.raw, b.title)
        from blogs b, q
        where sjg_html_search_vector(b.title, b.content) @@ q.tsq or q.raw <% b.title
        union all
        select 'venture', v.id, v.title, v.slug, v.logo_url, v.about_desc, v.created_at,
               ts_rank(sjg_text_search_vector(v.title, v.about_desc), q.tsq) + word_similarity(q.raw, v.title)
        from ventures v, q
        where sjg_text_search_vector(v.title, v.about_desc) @@ q.tsq or q.raw <% v.title
        union all
        select 'investor', i.id, i.investor_name, i.slug, i.investor_image, i.investor_name, i.created_at,
               ts_rank(sjg_text_search_vector(i.investor_name, ''), q.tsq) + word_similarity(q.raw, i.investor_name)
        from investors i, q
        where sjg_text_search_vector(i.investor_name, '') @@ q.tsq or q.raw <% i.investor_name
      ),
      top as (select * from hits order by score desc, at desc limit ${limit})
      select top.type, top.id, top.title, top.slug, top.image,
             ts_headline('english', top.body, q.tsq,
               'MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=1, FragmentDelimiter=" … ", StartSel="", StopSel=""') as excerpt
      from top, q
      order by top.score desc, top.at desc
    `.execute(trx);
    return result.rows;
  });
}
