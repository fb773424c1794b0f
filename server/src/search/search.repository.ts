// The site search over search_documents (kept current by triggers, see the search-documents
// migration): a full-text match on the stored vectors (title weighted over body) for the visitor's
// query, its words found in no title widened to their prefix and closest title word
// (sjg_search_query, search-title-words migration); only the best 20 are joined back to their
// tables for slug, image and an excerpt around the first matched word (sjg_search_results,
// search-plans-made-once migration).
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { excerptPattern } from './excerpt-pattern.js';
import { rankingQuery } from './ranking-query.js';

export type SearchRow = {
  type: 'news' | 'blog' | 'venture' | 'investor';
  id: number;
  title: string;
  slug: string;
  image: string | null;
  excerpt: string;
};

export async function searchSite(db: Db, query: string, limit: number): Promise<SearchRow[]> {
  // The tsquery first, on its own: what the matches are ranked by and where excerpts start are
  // made from its lexemes.
  const { rows } = await sql<{ tsq: string }>`select sjg_search_query(${query})::text as tsq`.execute(db);
  const tsq = rows[0]!.tsq;
  if (tsq === '') return []; // only stop words and punctuation
  const hitPattern = excerptPattern(tsq);
  // The rest is sjg_search_results (search-plans-made-once migration), whose plan each
  // connection makes once: planning the statement anew cost more than running it.
  const result = await sql<SearchRow>`
      select type, id, title, slug, image, excerpt
      from sjg_search_results(${tsq}::tsquery, ${rankingQuery(tsq)}::tsquery, ${limit}::integer, ${hitPattern}::text)
  `.execute(db);
  return result.rows;
}
