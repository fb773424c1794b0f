// Early fetches for the page being served, as <head> tags: the page's own JavaScript chunks and
// their imports (<link rel=modulepreload>), read from Vite's manifest, the /backend reads the page
// makes first when the server could not read them (<link rel=preload as=fetch>, which the SPA's
// own fetch() then reuses), and the home banner's first picture. Without them the browser learns
// of a page chunk only after the entry has run, of its imports only after the chunk has arrived,
// and of its data only after the page has rendered: round trips that these tags turn into
// parallel downloads. The manifest also names the page's stylesheets, which the page inlines
// (inline-styles.ts).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BASE_PATH } from '../../../common/constants.js';
import { matchSiteRoute, pageModules, type SiteRoute } from '../../../common/site-routes.js';
import { escapeHtml } from './head-tags.js';
import { imagePreloadTags } from './image-preloads.js';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The /backend URLs `pagePath` (as requested, no trailing slash) reads first, from the route table
 * (common/site-routes.ts); none for a parameter that is not valid percent-encoding or holds NUL,
 * as the SPA reads none (its features' api modules). A detail page whose item is not found reads
 * them too: their 404 is what the page shows (an unknown route matches no pattern and reads nothing).
 * `search`: the address's query ('?q=lamps'), which the search's page reads by.
 */
export function firstReadsFor(pagePath: string, search = ''): string[] {
  const match = readableMatch(pagePath);
  return match?.route.reads?.(match.param, new URLSearchParams(search)) ?? [];
}

/**
 * The /backend URLs only the static markup of the page at `pagePath` shows (the route's
 * `staticReads`): read and rendered with by the server, never read again by the browser.
 */
export function staticReadsFor(pagePath: string): string[] {
  return readableMatch(pagePath)?.route.staticReads?.() ?? [];
}

/** The route at `pagePath` with a parameter an item can have (as firstReadsFor says), or undefined. */
function readableMatch(pagePath: string): { route: SiteRoute; param: string } | undefined {
  const match = matchSiteRoute(pagePath);
  return match?.param === undefined ? undefined : { route: match.route, param: match.param };
}

/** The islands' entry in Vite's manifest: what a server-rendered public page starts (web/src/islands/start.ts). */
export const ISLANDS_ENTRY = 'src/islands/start.ts';

/** The home banner's first slide (web/src/content/banner-ventures.ts), the page's largest paint. */
export const HOME_HERO_IMAGE = 'images/banner/venture-01.svg';

/**
 * The page modules for a public path (no trailing slash) answered with `status`: a detail page
 * that found nothing is still its route's page (showing its not-found view); a path no route
 * matches is the not-found page.
 */
export function pageModulesFor(pagePath: string, status: number): readonly string[] {
  const route = matchSiteRoute(pagePath)?.route;
  if (route?.area === 'public') return pageModules[route.page];
  return status === 404 ? pageModules.notFound : [];
}

/** The manifest keys of `modules` and everything they import, leaving out what the entry loads itself. */
function pageChunks(manifest: ViteManifest, modules: readonly string[]): string[] {
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
export function pageStylesheets(manifest: ViteManifest, modules: readonly string[]): string[] {
  const styles = new Set<string>();
  for (const key of pageChunks(manifest, modules)) for (const css of manifest[key]!.css ?? []) styles.add(`${BASE_PATH}/${css}`);
  return [...styles];
}

/** The files (hrefs under /sjg/) of `modules` and their imports, beyond what the entry loads itself. */
export function pageChunkFiles(manifest: ViteManifest, modules: readonly string[]): string[] {
  return pageChunks(manifest, modules).map((key) => `${BASE_PATH}/${manifest[key]!.file}`);
}

/**
 * The early-fetch tags of the page at `pagePath`: Home's banner picture (named even when the page
 * could not be rendered), the eager pictures of its rendered `markup`, the `reads` (/backend
 * URLs) it could not read, and the `chunks` (hrefs) it needs. Stylesheets are not among them:
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
