// Public pages rendered to HTML by the SPA's own components (web/dist-ssr/entry-server.js, built
// from web/src/entry-server.tsx) with the /backend replies they read first, so the first paint
// shows the content and needs no JavaScript. The markup depends on the code, the URL and those
// replies, so a page is rendered once and then served from memory until the public cache's
// version changes (a write), the renderer is rebuilt, or a minute has passed (a write that sent
// no notice). Without the renderer, or when it fails, the page is the empty shell the browser
// renders by itself, still with its data: slower, never broken.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { BASE_PATH } from '../../../common/constants.js';
import type { EmbeddedReplies, ReplyReader } from './initial-data.js';

type RendererModule = { renderPage(url: string, replies: Record<string, unknown>): Promise<string> };

/**
 * A page as served: the markup of #root (undefined: not rendered), the text of the script that
 * embeds its replies ('' for none) and which /backend URLs those are.
 */
export type RenderedPage = { markup: string | undefined; dataScript: string; embeddedUrls: string[] };

type CachedPage = RenderedPage & { dataVersion: number };

/** The admin area's routes (web/src/app/admin-routes.tsx): never rendered on the server. */
const adminPath = /^\/(login|admin|blogsection|blogs\/addblog|blogs\/editblog)\/?$/i;

/**
 * Enough for the site's popular pages (a page with its data is 20–100 KB) within the server's
 * memory target; the least recently served go first. A minute, as the public cache's replies.
 */
const CACHE_LIMITS = { maxSize: 8 * 1024 * 1024, ttl: 60_000 };

export type PageRendererOptions = {
  webDistDir: string;
  logger: Logger;
  /** The public cache's version (public-cache.ts): undefined while pages must not be kept. */
  dataVersion(): number | undefined;
};

/**
 * Renders `pagePath` (below /sjg, as Express's req.path) with `search` ('?…' or ''), embedding
 * the replies of `reads` (/backend URLs) that `readReplies` gets.
 */
export type PageRenderer = (pagePath: string, search: string, reads: string[], readReplies: ReplyReader) => Promise<RenderedPage>;

export function pageRenderer(options: PageRendererOptions): PageRenderer {
  const file = path.join(path.dirname(options.webDistDir), 'dist-ssr', 'entry-server.js');
  let loaded: { mtimeMs: number; module: RendererModule; pages: LRUCache<string, CachedPage> } | undefined;
  let warned = false;

  async function current(): Promise<typeof loaded> {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      // The mtime in the URL loads a rebuilt renderer as a new module (Node caches by URL).
      const module = (await import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`)) as RendererModule;
      const pages = new LRUCache<string, CachedPage>({ ...CACHE_LIMITS, sizeCalculation: pageSize });
      loaded = { mtimeMs: info.mtimeMs, module, pages };
    }
    return loaded;
  }

  async function render(renderer: NonNullable<typeof loaded> | undefined, url: string, embedded: EmbeddedReplies) {
    if (!renderer) return undefined;
    try {
      return await renderer.module.renderPage(url, embedded.replies);
    } catch (error) {
      if (!warned) options.logger.warn({ err: error }, 'server rendering failed: serving the page unrendered');
      warned = true;
      return undefined;
    }
  }

  return async (pagePath, search, reads, readReplies) => {
    if (adminPath.test(pagePath)) return { markup: undefined, dataScript: '', embeddedUrls: [] };
    const renderer = await current().catch(() => undefined);
    const url = BASE_PATH + pagePath + search;
    // Read before the replies: a write meanwhile then makes this page stale, never the reverse.
    const dataVersion = options.dataVersion();
    const cached = renderer?.pages.get(url);
    if (cached && cached.dataVersion === dataVersion) return cached;
    const embedded = await readReplies(reads);
    const page = { markup: await render(renderer, url, embedded), dataScript: embedded.scriptText, embeddedUrls: Object.keys(embedded.replies) };
    // A page rendered without a reply (a read failed: it shows that part loading) is not kept.
    const complete = reads.every((read) => read in embedded.replies);
    if (renderer && page.markup !== undefined && dataVersion !== undefined && complete) renderer.pages.set(url, { ...page, dataVersion });
    return page;
  };
}

/** Roughly its bytes in memory (a string takes one or two a character). */
function pageSize(page: CachedPage): number {
  return Math.max(1, 2 * ((page.markup?.length ?? 0) + page.dataScript.length));
}
