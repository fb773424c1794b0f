// Early fetches for the page being served, as <head> tags: the page's own JavaScript chunks and
// their imports (<link rel=modulepreload>), read from Vite's manifest, the /backend reads the page
// makes first when the server could not embed them (<link rel=preload as=fetch>, which the SPA's
// own fetch() then reuses), and the home banner's first picture. Without them the browser learns
// of a page chunk only after the entry has run, of its imports only after the chunk has arrived,
// and of its data only after the page has rendered: round trips that these tags turn into
// parallel downloads. The manifest also names the page's stylesheets, which the page inlines
// (inline-styles.ts).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { backendPaths, backendUrl, ventureSummariesQuery } from '../../../common/backend-urls.js';
import { BASE_PATH } from '../../../common/constants.js';
import { hasNulCharacter } from '../../../common/nul-character.js';
import { isRecordId } from '../../../common/record-id.js';
import { escapeHtml } from './head-tags.js';
import { imagePreloadTags } from './image-preloads.js';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** The lazy page modules each public route renders (web/src/app/public-routes.tsx). */
const routeModules: Array<[RegExp, string[]]> = [
  [/^\/$/, ['src/features/home/home-page.tsx', 'src/features/contact/contact-section.tsx']],
  [/^\/ventures$/, ['src/features/ventures/ventures-page.tsx']],
  [/^\/singleventure\/[^/]+$/, ['src/features/ventures/venture-page.tsx']],
  [/^\/ventures\/ventures_details\/[^/]+$/, ['src/features/ventures/venture-details-page.tsx']],
  [/^\/about-us$/, ['src/features/about/about-page.tsx']],
  [/^\/(privacy-policy|terms|legal-disclaimer|credits)$/, ['src/features/legal/policy-page.tsx']],
  [/^\/blogs$/, ['src/features/blogs/blogs-page.tsx']],
  [/^\/single-blog\/[^/]+$/, ['src/features/blogs/blog-page.tsx']],
  [/^\/news$/, ['src/features/news/news-page.tsx']],
  [/^\/single-news\/[^/]+$/, ['src/features/news/news-item-page.tsx']],
  [/^\/team$/, ['src/features/team/team-page.tsx']],
  [/^\/investors$/, ['src/features/investors/investors-page.tsx']],
];
const notFoundModules = ['src/features/not-found/not-found-page.tsx'];

/**
 * The /backend reads each route makes as it first renders, as the SPA's api/*.ts modules make them:
 * both build the URLs with common/backend-urls.ts, since a preload or an embedded reply is reused
 * only when the URL is the same.
 */
const firstReads: Array<[RegExp, (param: string) => string[]]> = [
  // Home: news page 1, and ventures page 1 (summaries) for the cards beside it (features/home/api).
  [/^\/$/i, () => [backendUrl(backendPaths.news, { page: 1 }), backendUrl(backendPaths.ventures, ventureSummariesQuery)]],
  [/^\/news$/i, () => [backendUrl(backendPaths.news, { page: 1 })]],
  [/^\/single-news\/([^/]+)$/i, (slug) => [backendUrl(backendPaths.news, { slug })]],
  [/^\/blogs$/i, () => [backendUrl(backendPaths.blogs, { page: 1 })]],
  [/^\/single-blog\/([^/]+)$/i, (slug) => [backendUrl(backendPaths.blogs, { slug })]],
  [/^\/ventures$/i, () => [backendUrl(backendPaths.ventures, ventureSummariesQuery)]],
  [/^\/singleventure\/([^/]+)$/i, (slug) => [backendUrl(backendPaths.ventures, { slug })]],
  // An id that cannot exist reads nothing: the page renders its not-found view without it.
  [/^\/ventures\/ventures_details\/([^/]+)$/i, (id) => (isRecordId(id) ? [backendUrl(backendPaths.ventureDetails, { id })] : [])],
  [/^\/investors$/i, () => [backendUrl(backendPaths.investors, { page: 1 })]],
  [/^\/about-us$/i, () => [backendUrl(backendPaths.testimonials, { page: 1 })]],
];

/**
 * The /backend URLs `pagePath` (as requested, no trailing slash) reads first; none for a parameter
 * that is not valid percent-encoding or holds NUL. A detail page answered 404 reads them too: their 404 is what
 * the page shows (an unknown route matches no pattern and reads nothing).
 */
export function firstReadsFor(pagePath: string, status: number): string[] {
  if (status !== 200 && status !== 404) return [];
  for (const [pattern, reads] of firstReads) {
    // As react-router matches: any letter case; the parameter as it was typed.
    const match = pattern.exec(pagePath);
    if (!match) continue;
    try {
      const param = match[1] ? decodeURIComponent(match[1]) : '';
      // A parameter no item can have (NUL) reads nothing, as the SPA does not (web/src/features/*/api).
      return hasNulCharacter(param) ? [] : reads(param);
    } catch {
      return [];
    }
  }
  return [];
}

/** The home banner's first slide (web/src/content/banner-ventures.ts), the page's largest paint. */
export const HOME_HERO_IMAGE = 'images/banner/venture-01.svg';

/**
 * The page modules for a public path (lower case, no trailing slash) answered with `status`: a
 * detail page that found nothing is still its route's page (showing its not-found view); a path
 * no route matches is the not-found page.
 */
export function pageModulesFor(pagePath: string, status: number): string[] {
  const route = routeModules.find(([pattern]) => pattern.test(pagePath))?.[1];
  if (route) return route;
  return status === 404 ? notFoundModules : [];
}

/** The manifest keys of `modules` and everything they import, leaving out what the entry loads itself. */
function pageChunks(manifest: ViteManifest, modules: string[]): string[] {
  const entryKeys = new Set<string>();
  const pageKeys = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) visit(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, entryKeys);
  for (const key of modules) visit(key, pageKeys);
  return [...pageKeys].filter((key) => !entryKeys.has(key));
}

/** The stylesheets (hrefs under /sjg/) of `modules` and their imports, beyond the entry's own. */
export function pageStylesheets(manifest: ViteManifest, modules: string[]): string[] {
  const styles = new Set<string>();
  for (const key of pageChunks(manifest, modules)) for (const css of manifest[key]!.css ?? []) styles.add(`${BASE_PATH}/${css}`);
  return [...styles];
}

/** The files (hrefs under /sjg/) of `modules` and their imports, beyond what the entry loads itself. */
export function pageChunkFiles(manifest: ViteManifest, modules: string[]): string[] {
  return pageChunks(manifest, modules).map((key) => `${BASE_PATH}/${manifest[key]!.file}`);
}

/**
 * The early-fetch tags of the page at `pagePath`: Home's banner picture (named even when the page
 * could not be rendered), the eager pictures of its rendered `markup`, the `reads` (/backend
 * URLs) it could not embed, and the `chunks` (hrefs) it needs. Stylesheets are not among them:
 * the page inlines those (inline-styles.ts).
 */
export function preloadTags(pagePath: string, reads: string[], chunks: string[], markup?: string): string {
  const tags: string[] = [];
  const hero = pagePath === '/' ? `${BASE_PATH}/${HOME_HERO_IMAGE}` : undefined;
  if (hero) tags.push(`<link rel="preload" as="image" href="${escapeHtml(hero)}" fetchpriority="high" />`);
  if (markup) tags.push(...imagePreloadTags(markup, hero ? [hero] : []));
  // crossorigin: fetch() requests in CORS mode, and a preload is reused only by a request like it.
  for (const read of reads) tags.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(read)}" />`);
  for (const chunk of chunks) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(chunk)}" />`);
  return tags.join('\n    ');
}

/** Vite's manifest under `webDistDir`, read again when a rebuild changes it; undefined without one. */
export function manifestReader(webDistDir: string): () => Promise<ViteManifest | undefined> {
  const file = path.join(webDistDir, '.vite/manifest.json');
  let cached: { mtimeMs: number; manifest: ViteManifest } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (cached?.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) as ViteManifest };
    }
    return cached.manifest;
  };
}
