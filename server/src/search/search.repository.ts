// The site search over search_documents (kept current by triggers, see the search-documents
// migration), in one call of sjg_search (search-from-stored-scores migration): a full-text match
// on the stored vectors (title weighted over body) for the visitor's query, its words found in no
// title widened to their prefix and closest title word (sjg_search_query, search-title-words
// migration), ranked by the OR of its words. A query of words joined by OR takes its best matches
// from the stored word scores without ranking every match. Each result comes with the slug and
// picture its document keeps, and the plain text around its first matched word.
import type pg from 'pg';
import { namedStatement } from '../db/named-statement.js';

export type SearchRow = {
  type: 'news' | 'blog' | 'venture' | 'investor';
  id: number;
  title: string;
  slug: string;
  image: string | null;
  /** The body's text before and from the first word like a query word (search/excerpt.ts). */
  lead: string;
  rest: string;
  /** Whether a body word starts like a query word (else rest is the body's beginning). */
  matched: boolean;
  cut_before: boolean;
  cut_after: boolean;
};

// A function, not a statement sent as text: its plans are made once per connection
// (search-plans-made-once migration), and the tsquery is made and used in the same round trip. The
// call itself is a named statement, parsed and planned once per connection too.
const search = namedStatement<SearchRow>(
  'sjg_search',
  'select type, id, title, slug, image, lead, rest, matched, cut_before, cut_after from sjg_search($1, $2::integer)',
);

export function searchSite(pool: pg.Pool, query: string, limit: number): Promise<SearchRow[]> {
  return search(pool, [query, limit]);
}
