// Public pages rendered to HTML by the SPA's own components (web/dist-ssr/entry-server.js, built
// from web/src/entry-server.tsx), so the first paint needs no JavaScript. The markup depends only
// on the code and the URL (data loads in the browser), so each URL is rendered once per build and
// then served from memory. Without the renderer, or when it fails, the page is the empty shell
// the browser renders by itself: slower, never broken.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { BASE_PATH } from '../../../common/constants.js';

type RendererModule = { renderPage(url: string): Promise<string> };

/** The admin area's routes (web/src/app/admin-routes.tsx): never rendered on the server. */
const adminPath = /^\/(login|admin|blogsection|blogs\/addblog|blogs\/editblog)\/?$/i;

/** Enough for every page of the site and its items; the oldest entry goes first. */
const MAX_CACHED_PAGES = 500;

/** The markup of #root for `pagePath` (below /sjg, as Express's req.path) and `search` ('?…' or ''). */
export type PageRenderer = (pagePath: string, search: string) => Promise<string | undefined>;

export function pageRenderer(webDistDir: string, logger: Logger): PageRenderer {
  const file = path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
  let loaded: { mtimeMs: number; module: RendererModule; pages: Map<string, string> } | undefined;
  let warned = false;

  async function current(): Promise<typeof loaded> {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      // The mtime in the URL loads a rebuilt renderer as a new module (Node caches by URL).
      const module = (await import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`)) as RendererModule;
      loaded = { mtimeMs: info.mtimeMs, module, pages: new Map() };
    }
    return loaded;
  }

  return async (pagePath, search) => {
    if (adminPath.test(pagePath)) return undefined;
    try {
      const renderer = await current();
      if (!renderer) return undefined;
      const url = BASE_PATH + pagePath + search;
      const cached = renderer.pages.get(url);
      if (cached !== undefined) return cached;
      const markup = await renderer.module.renderPage(url);
      if (renderer.pages.size >= MAX_CACHED_PAGES) renderer.pages.delete(renderer.pages.keys().next().value!);
      renderer.pages.set(url, markup);
      return markup;
    } catch (error) {
      if (!warned) logger.warn({ err: error }, 'server rendering failed: serving the page unrendered');
      warned = true;
      return undefined;
    }
  };
}
