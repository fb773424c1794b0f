// Public pages rendered to HTML by the SPA's own components (web/dist-ssr/entry-server.js, built
// from web/src/entry-server.tsx) with the /backend replies they read first, so the first paint
// shows the content and needs no JavaScript. Rendering happens per call: page-html.ts keeps the
// pages it sends. Without the renderer, or when it fails, the page is the empty shell the browser
// renders by itself, fetching its data: slower, never broken.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { BASE_PATH } from '../../../common/constants.js';
import { siteRouteArea } from '../../../common/site-routes.js';
import type { LanguageCode } from '../../../common/languages.js';
import type { PageLanguageLinks } from '../../../common/page-languages.js';
import type { FirstReplies } from './initial-data.js';

/** The page's language and its switcher's links. */
export type PageLanguage = { language: LanguageCode; switcher: PageLanguageLinks };

type RendererModule = {
  renderPage(
    url: string,
    replies: Record<string, unknown>,
    siteSettings?: unknown,
    gone?: string[],
    language?: LanguageCode,
    switcher?: PageLanguageLinks,
    canonical?: string,
  ): Promise<string>;
};

/**
 * A page as served: the markup of #root (undefined: not rendered) and the /backend URLs of the
 * replies it was rendered with, which the browser reads again to hydrate it (app-loader.ts), apart
 * from those the server's read found nothing at (404: it renders their not-found view).
 */
export type RenderedPage = {
  markup: string | undefined;
  renderedWith: string[];
  notFound: string[];
};

/** The sign-in and admin pages (their area in the route table, common/site-routes.ts) are never rendered on the server. */
export function isServerRendered(pagePath: string): boolean {
  const area = siteRouteArea(pagePath);
  return area === undefined || area === 'public';
}

/**
 * React loads its development or its production build by NODE_ENV, once, when first imported (by
 * the renderer, the server's only user of React). `npm start` runs without NODE_ENV, since
 * production mode asks for secrets, and its visitors should still get pages from the faster,
 * quiet production build. A NODE_ENV that is set (vitest's 'test', 'development') is kept.
 */
function chooseReactProductionBuild(): void {
  process.env.NODE_ENV ??= 'production';
}

export type PageRendererOptions = { webDistDir: string; logger: Logger };

/**
 * Renders `pagePath` (below /sjg, as Express's req.path) with `search` ('?…' or '') and the
 * replies it read first (initial-data.ts); `canonical`: the page's absolute address in its head,
 * which its share links share (none given: no share links, as in a preview).
 */
export type PageRenderer = (
  pagePath: string,
  search: string,
  first: FirstReplies,
  siteSettings?: unknown,
  language?: PageLanguage,
  canonical?: string,
) => Promise<RenderedPage>;

export function pageRenderer(options: PageRendererOptions): PageRenderer {
  const file = path.join(path.dirname(options.webDistDir), 'dist-ssr', 'entry-server.js');
  let loaded: { mtimeMs: number; module: RendererModule } | undefined;
  let warned = false;

  async function current(): Promise<typeof loaded> {
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      chooseReactProductionBuild();
      // The mtime in the URL loads a rebuilt renderer as a new module (Node caches by URL).
      const module = (await import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`)) as RendererModule;
      loaded = { mtimeMs: info.mtimeMs, module };
    }
    return loaded;
  }

  async function render(renderer: NonNullable<typeof loaded> | undefined, url: string, first: FirstReplies, siteSettings: unknown, language: PageLanguage | undefined, canonical: string | undefined) {
    if (!renderer) return undefined;
    try {
      return await renderer.module.renderPage(url, first.replies, siteSettings, first.gone, language?.language, language?.switcher, canonical);
    } catch (error) {
      if (!warned) options.logger.warn({ err: error }, 'server rendering failed: serving the page unrendered');
      warned = true;
      return undefined;
    }
  }

  return async (pagePath, search, first, siteSettings, language, canonical) => {
    if (!isServerRendered(pagePath)) return { markup: undefined, renderedWith: [], notFound: [] };
    const renderer = await current().catch(() => undefined);
    const url = BASE_PATH + pagePath + search;
    const urls = Object.keys(first.replies);
    return {
      markup: await render(renderer, url, first, siteSettings, language, canonical),
      // A 410 is read again by the browser too: its answer tells the removed view from the not-found one.
      renderedWith: urls.filter((read) => first.replies[read] !== null || first.gone.includes(read)),
      notFound: urls.filter((read) => first.replies[read] === null && !first.gone.includes(read)),
    };
  };
}
