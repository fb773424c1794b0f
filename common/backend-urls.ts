// The public /backend reads, spelled once. The SPA fetches them; the server caches their replies
// and reads or preloads the ones a page makes first (server/src/site/route-preloads.ts): the
// browser reuses a preload, and the page the reply it was rendered with, only when the URL is the
// same, so both build it here.

/**
 * Paths under /backend (SPEC §7) of the reads whose replies are the same for every visitor, so the
 * server caches them (server/src/http/public-cache.ts). ventures_api.php is the admin's list, but
 * unguarded and made of public data only.
 */
export const backendPaths = {
  news: 'news/news_api.php',
  blogs: 'blogs/blogs_api.php',
  ventures: 'ventures/get_venture.php',
  ventureDetails: 'ventures/ventures_details_api.php',
  /** Where the Home banner's fixed ventures have their pages, in the language asked. */
  bannerVentures: 'ventures/banner_api.php',
  investors: 'investors/investors_api.php',
  testimonials: 'testimonials/testimonials_api.php',
  team: 'team/team_api.php',
  search: 'search/search.php',
  adminVentures: 'ventures/ventures_api.php',
  /** The site's pages and settings (issue 24), every section in one reply: every page is rendered with it. */
  siteSettings: 'site/settings.php',
} as const;

/** The public ventures list as the grid and Home's cards read it: page 1, summaries only. */
export const ventureSummariesQuery = { page: 1, view: 'summary' } as const;
/** Page 2 of the summaries: the ventures page names those its grid (page 1, at most 17) has no room for. */
export const moreVentureSummariesQuery = { page: 2, view: 'summary' } as const;

export type Query = Record<string, string | number | boolean | undefined | null>;

/** The path and query of a /backend call: `/backend/{path}?{query}`, absent values left out. */
export function backendUrl(path: string, query?: Query): string {
  // Any origin will do: only the path and query are kept.
  const url = new URL(`/backend/${path.replace(/^\/+/, '')}`, 'http://localhost');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/**
 * The site's texts and settings (issue 24): every server-rendered page is rendered with them, and
 * the browser reads them again with its other first replies (server/src/site/page-html.ts).
 */
export const SITE_SETTINGS_URL = backendUrl(backendPaths.siteSettings);
