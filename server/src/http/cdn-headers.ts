// What a CDN (or any shared cache) needs to keep the public pages and /backend reads: Cache-Control
// with s-maxage and stale-while-revalidate, Vary, and Surrogate-Key / Cache-Tag naming what a reply
// shows, so a purge by tag after a write reaches every reply that showed it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import vary from 'vary';
import { backendPaths } from '../../../common/backend-urls.js';
import { contentKinds, LISTED_KINDS } from '../../../common/content-kinds.js';

/** Browsers keep a /backend read for a minute as they always have (public-cache.ts says why). */
const BROWSER_READ_MAX_AGE = 60;
/** Browsers (and CDNs once s-maxage is up) may show a read this long while fetching it again. */
const READ_STALE_SECONDS = 300;
/**
 * A page: browsers revalidate every time (a cheap 304), as before; a CDN keeps it s-maxage and
 * may show it a further minute while it refetches. A page embeds the reads above, so it is never
 * staler than they are allowed to be.
 */
const PAGE_STALE_SECONDS = 60;

/** For signed-in admins: the same ETag, but always revalidated and never kept by a shared cache. */
export const SESSION_CACHE_CONTROL = 'private, no-cache';

/** Every reply tagged here carries this tag too: purging it empties the CDN of everything the app made. */
export const SITE_TAG = 'site';

export type CdnHeaders = {
  /** Cache-Control, Vary and tags of a public /backend read (`key`: its path below /backend and sorted query). */
  readHeaders(req: IncomingMessage, res: ServerResponse, tags: readonly string[]): void;
  /** The same for a public page made of the /backend reads it embeds. */
  pageHeaders(req: IncomingMessage, res: ServerResponse, tags: readonly string[]): void;
  /** The Cache-Control of a public read for a visitor without a session (what the fast path sends). */
  readonly publicReadCacheControl: string;
  /** Whether the request carries the session cookie (an admin's browser). */
  hasSession(req: IncomingMessage): boolean;
};

export type CdnOptions = {
  /** The session cookie's name: its presence marks an admin, whose replies no shared cache may keep. */
  sessionCookieName: string;
  /** How long a CDN may serve a public reply without asking (CDN_MAX_AGE_SECONDS). */
  sharedMaxAgeSeconds: number;
};

export function cdnHeaders(options: CdnOptions): CdnHeaders {
  const shared = options.sharedMaxAgeSeconds;
  const publicReadCacheControl = `public, max-age=${BROWSER_READ_MAX_AGE}, s-maxage=${shared}, stale-while-revalidate=${READ_STALE_SECONDS}`;
  const publicPageCacheControl = `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
  const hasSession = (req: IncomingMessage) => hasCookie(req, options.sessionCookieName);

  function set(req: IncomingMessage, res: ServerResponse, cacheControl: string, tags: readonly string[]): void {
    const session = hasSession(req);
    res.setHeader('Cache-Control', session ? SESSION_CACHE_CONTROL : cacheControl);
    // The body differs by Accept-Encoding. By Cookie differ the Cache-Control (a session's is
    // private) and whether a page starts in the brand font (FONTS_COOKIE, site/app-loader.ts); and a
    // browser must not reuse for the admin a reply it stored before sign-in.
    vary(res, ['Accept-Encoding', 'Cookie']);
    if (session) return;
    setTagHeaders(res, tags);
  }

  return {
    readHeaders: (req, res, tags) => set(req, res, publicReadCacheControl, tags),
    pageHeaders: (req, res, tags) => set(req, res, publicPageCacheControl, tags),
    publicReadCacheControl,
    hasSession,
  };
}

/** Surrogate-Key (Fastly, Varnish, Bunny: space-separated) and Cache-Tag (Cloudflare, Akamai: comma-separated). */
export function setTagHeaders(res: ServerResponse, tags: readonly string[]): void {
  if (tags.length === 0) return;
  res.setHeader('Surrogate-Key', tags.join(' '));
  res.setHeader('Cache-Tag', tags.join(','));
}

/** The area tag of each public /backend path (without the leading slash), and the tag prefix of one of its items. */
const areaOfPath: Record<string, { area: string; item?: string }> = {
  // A listed kind's path: its kind names the area and its items.
  ...Object.fromEntries(LISTED_KINDS.map((kind) => [contentKinds[kind].listed.api.path, { area: kind, item: kind }])),
  [backendPaths.ventures]: { area: 'ventures', item: 'venture' },
  [backendPaths.ventureDetails]: { area: 'ventures', item: 'venture' },
  [backendPaths.bannerVentures]: { area: 'ventures' },
  [backendPaths.adminVentures]: { area: 'ventures' },
  [backendPaths.team]: { area: 'team', item: 'team' },
  [backendPaths.search]: { area: 'search' },
  [backendPaths.siteSettings]: { area: 'site-settings' },
};

/** A slug or an id as it may appear in a tag: tags are space- and comma-separated tokens. */
const TAG_VALUE = /^[\w-]{1,100}$/;

/**
 * The tags of a public /backend read: `site`, its area (`news`) and, for one item, the item
 * (`news/<slug>`, `venture/<id>`). `path` is below /backend, with or without its leading slash.
 */
export function tagsOfRead(path: string, query: URLSearchParams): string[] {
  const known = areaOfPath[path.replace(/^\/+/, '')];
  if (!known) return [SITE_TAG];
  const tags = [SITE_TAG, known.area];
  if (known.item) {
    for (const name of ['slug', 'id']) {
      const value = query.get(name);
      if (value !== null && TAG_VALUE.test(value)) tags.push(`${known.item}/${value}`);
    }
  }
  return tags;
}

/** The tags of a /backend URL (`/backend/news/news_api.php?slug=x`), as a page's embedded reads are named. */
export function tagsOfBackendUrl(url: string): string[] {
  const parsed = new URL(url, 'http://localhost');
  return tagsOfRead(parsed.pathname.replace(/^\/backend\//, ''), parsed.searchParams);
}

/** The union of several replies' tags, in first-seen order. */
export function unionOfTags(lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())];
}

export function hasCookie(req: IncomingMessage, name: string): boolean {
  const header = req.headers.cookie;
  return header !== undefined && header.split(';').some((part) => part.trimStart().startsWith(`${name}=`));
}
