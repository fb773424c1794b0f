// Turns a visitor's query into ranked results with public URLs (SPEC §2 routes) and image URLs.
import type pg from 'pg';
import type { SearchResult } from '../../../common/api-types.js';
import { BASE_PATH } from '../../../common/constants.js';
import { routePath } from '../../../common/site-routes.js';
import { searchedKinds } from '../../../common/content-kinds.js';
import { uploadUrl } from '../../../common/upload-areas.js';
import type { FocalPointOf } from '../media/focal-points.js';
import { cutExcerpt } from './excerpt.js';
import { searchSite } from './search.repository.js';

export const SEARCH_RESULTS_MAX = 20;
/** Longer queries are cut: nobody types more, and it bounds the work of one request. */
export const SEARCH_QUERY_MAX = 200;

/** Each document type's result page (under /sjg, in English) and picture area, from the kinds' declarations. */
export const resultShapes = new Map(
  searchedKinds().map(({ type, route, picture }) => [
    type,
    { url: (slug: string) => BASE_PATH + (route.bySlug ? routePath(route.name, slug) : routePath(route.name)), area: picture.area },
  ]),
);

export async function searchContent(pool: pg.Pool, rawQuery: string): Promise<SearchResult[]> {
  const query = rawQuery.trim().slice(0, SEARCH_QUERY_MAX);
  if (query === '') return [];
  const rows = await searchSite(pool, query, SEARCH_RESULTS_MAX);
  return rows.map((row) => {
    const shape = resultShapes.get(row.type)!;
    return {
      type: row.type,
      id: row.id,
      title: row.title,
      slug: row.slug,
      url: shape.url(row.slug),
      excerpt: cutExcerpt({ lead: row.lead, rest: row.rest, matched: row.matched, cutBefore: row.cut_before, cutAfter: row.cut_after }),
      image: uploadUrl(shape.area, row.image),
    };
  });
}

/**
 * `image_focus` beside each picture with a focal point in the media library; none for the centre,
 * which most pictures keep (every search reply is made afresh, so its bytes are kept few).
 */
export function withFocalPoints(results: SearchResult[], focusOf: FocalPointOf): SearchResult[] {
  return results.map((result) => {
    const focus = focusOf(result.image);
    return focus === null ? result : { ...result, image_focus: focus };
  });
}
