// The title and description of each page that is not an item (SPEC §2's static routes, whose texts
// are in the route table, common/site-routes.ts), shared by the server (it writes them into
// index.html for crawlers and link previews) and the SPA (it keeps document.title and the meta
// description in step on client-side navigation).
import { SITE_DESCRIPTION, isStaticHead, siteRouteList, type StaticPage } from './site-routes.js';

export { SITE_DESCRIPTION, type StaticPage };

export const SITE_NAME = 'SJG Group';

/** Descriptions of items (news, blogs, ventures) are their plain text cut to this many characters. */
export const META_DESCRIPTION_LENGTH = 155;

/** Keyed by the path under /sjg, exactly as SPEC §2's route table writes it. */
export const staticPages: Readonly<Record<string, StaticPage>> = Object.fromEntries(
  siteRouteList.flatMap((route) => (isStaticHead(route.head) ? [[route.pattern, route.head]] : [])),
);

/** The static page at `path` (under /sjg; a trailing slash is ignored), if there is one. */
export function findStaticPage(path: string): StaticPage | undefined {
  const key = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return Object.hasOwn(staticPages, key) ? staticPages[key] : undefined;
}

/** "<page> | SJG Group", or the site name alone (Home). */
export function documentTitle(title: string | null | undefined, siteTitle: string = SITE_NAME): string {
  return title ? `${title} | ${siteTitle}` : siteTitle;
}
