// Turns a visitor's query into ranked results with public URLs (SPEC §2 routes) and image URLs.
import type pg from 'pg';
import type { SearchResult } from '../../../common/api-types.js';
import { BASE_PATH } from '../../../common/constants.js';
import { routePath } from '../../../common/site-routes.js';
import { uploadUrl, type UploadArea } from '../../../common/upload-areas.js';
import { cutExcerpt } from './excerpt.js';
import { searchSite, type SearchRow } from './search.repository.js';

export const SEARCH_RESULTS_MAX = 20;
/** Longer queries are cut: nobody types more, and it bounds the work of one request. */
export const SEARCH_QUERY_MAX = 200;

const routes: Record<SearchRow['type'], (slug: string) => string> = {
  news: (slug) => BASE_PATH + routePath('newsItem', slug),
  blog: (slug) => BASE_PATH + routePath('blog', slug),
  venture: (slug) => BASE_PATH + routePath('venture', slug),
  investor: () => BASE_PATH + routePath('investors'),
};

const imageAreas: Record<SearchRow['type'], UploadArea> = {
  news: 'news',
  blog: 'blogs',
  venture: 'ventureLogos',
  investor: 'investors',
};

export async function searchContent(pool: pg.Pool, rawQuery: string): Promise<SearchResult[]> {
  const query = rawQuery.trim().slice(0, SEARCH_QUERY_MAX);
  if (query === '') return [];
  const rows = await searchSite(pool, query, SEARCH_RESULTS_MAX);
  return rows.map((row) => ({
    type: row.type,
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: routes[row.type](row.slug),
    excerpt: cutExcerpt({ lead: row.lead, rest: row.rest, matched: row.matched, cutBefore: row.cut_before, cutAfter: row.cut_after }),
    image: uploadUrl(imageAreas[row.type], row.image),
  }));
}
