// The SPA's index.html for a page route, with that page's head tags (page-meta.ts), early fetches
// and inlined styles, and for a public page its server-rendered markup and the loader that starts
// the app once the page has loaded (reading again the data that markup was rendered with). The
// built file is read once and cut around those places, then filled per request; a rendered page
// is then kept as sent (with its ETag and compressed copies) until the data or the build changes.
// Also the 301 of an earlier slug and the 404 of an unknown route (still the SPA, which renders
// its not-found page).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { SITE_SETTINGS_URL } from '../../../common/backend-urls.js';
import { BASE_PATH } from '../../../common/constants.js';
import type { SiteSettings } from '../../../common/site-settings.js';
import { matchSiteRoute, siteRouteArea } from '../../../common/site-routes.js';
import { pathInLanguage, splitLanguagePath, withLanguage } from '../../../common/language-paths.js';
import { DEFAULT_LANGUAGE, languageOf, type LanguageCode } from '../../../common/languages.js';
import { cachedReply, sendCachedReply, type CachedReply } from '../http/cached-reply.js';
import { hasCookie, SITE_TAG, tagsOfBackendUrl, unionOfTags, type CdnHeaders } from '../http/cdn-headers.js';
import type { PublicReply } from '../http/public-read.js';
import type { PageLanguageLinks } from '../../../common/page-languages.js';
import type { Logger } from '../logger.js';
import { appLoaderTag, FONTS_COOKIE } from './app-loader.js';
import { escapeHtml, renderHeadTags } from './head-tags.js';
import { publicReplyReader } from './initial-data.js';
import { isServerRendered, pageRenderer, type RenderedPage } from './page-renderer.js';
import { resolvePage } from './page-meta.js';
import { isOnSite, type SiteLanguages } from '../site-languages.js';
import { languageLinksOf, languageReadsFor, offeredAlternates, offeredLanguages, pageLanguagesOf } from './page-languages.js';
import { styleInliner } from './inline-styles.js';
import { firstReadsFor, staticReadsFor, ISLANDS_ENTRY, manifestReader, pageChunkFiles, pageModulesFor, pageStylesheets, preloadTags, type ViteManifest } from './route-preloads.js';
import { siteOrigin } from './site-origin.js';

/**
 * The built page cut where the head tags go, the stylesheets its head linked (now inlined) and
 * its entry script (now started by the page, at once or once loaded: app-loader.ts).
 */
type Template = {
  before: string;
  after: string;
  stylesheets: string[];
  entryScript: string | undefined;
  /** The entry's own imports, which the build named as <link rel=modulepreload>; preloaded with the page's chunks. */
  entryImports: string[];
  mtimeMs: number;
};

export type PageHtmlOptions = {
  webDistDir: string;
  publicBaseUrl: string | undefined;
  logger: Logger;
  /** The public cache's version (public-cache.ts), which keeps rendered pages in step with the data. */
  dataVersion(): number | undefined;
  /** Cache-Control, Vary and CDN tags of a kept page. */
  cdn: CdnHeaders;
  /** The one public read (http/public-read.ts), which gives a page the replies it reads first. */
  readPublic(url: string): Promise<PublicReply>;
  /** The languages the site is in (SITE_LANGUAGES): /sjg/<lang>/ of another matches no page, and the switcher leaves it out. */
  siteLanguages: SiteLanguages;
};

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * What the sign-in and admin pages show until the app has rendered them (they are never rendered
 * on the server): a "Loading…" rather than a blank screen, and without JavaScript why nothing
 * comes. The app replaces it (web/src/main.tsx renders over it, knowing it by data-shell).
 */
const ADMIN_SHELL_ROOT =
  '<div id="root"><p class="page-loading" role="status" data-shell>Loading…</p>' +
  '<noscript><p>The admin needs JavaScript: turn it on in this browser, then reload the page.</p></noscript></div>';

/**
 * A rendered page as sent, kept with what it was made from: the data's version and the template.
 * Made again when either changes, or after a minute (a rebuilt renderer, a write that sent no
 * notice).
 */
type ComposedPage = CachedReply & { dataVersion: number; templateMtimeMs: number; tags: string[] };

/**
 * The popular pages with their compressed copies (a page is 20–100 KB, its copies a fifth of
 * that), within the server's memory target; the least recently served go first.
 */
const COMPOSED_PAGE_LIMITS = { maxSize: 8 * 1024 * 1024, ttl: 60_000 };

const HTML = 'text/html; charset=utf-8';

/** Answers GET/HEAD of a page route; a missing build is a 503 that says how to make it. */
export function pageHtml(options: PageHtmlOptions): RequestHandler {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const readManifest = manifestReader(options.webDistDir);
  const render = pageRenderer(options);
  const inlineStyles = styleInliner(options.webDistDir);
  const readReplies = publicReplyReader(options.readPublic, options.logger);
  let template: Template | undefined;

  /**
   * The language of the address typed and the page within it: /sjg/hi/news is the news page in
   * Hindi (the route table's /news, its reads with ?lang=hi). Under a language whose site texts are
   * not published, or before a page that exists only in English (sign-in, admin), the address is
   * English's, and matches no page.
   */
  async function pageAddress(typed: string): Promise<{ language: LanguageCode; path: string }> {
    const split = splitLanguagePath(typed);
    if (split.language === DEFAULT_LANGUAGE) return split;
    const english = { language: DEFAULT_LANGUAGE as LanguageCode, path: typed };
    if (!isServerRendered(split.path) || !isOnSite(options.siteLanguages, split.language)) return english;
    const settingsUrl = withLanguage(SITE_SETTINGS_URL, split.language);
    const { replies } = await readReplies([settingsUrl]);
    return replies[settingsUrl] === null ? english : split;
  }
  // By origin and URL as requested (canonical URLs name the origin, and the query reaches the app),
  // and whether the page starts in the brand font.
  const composedPages = new LRUCache<string, ComposedPage>({ ...COMPOSED_PAGE_LIMITS, sizeCalculation: composedPageSize });

  function sendComposed(req: Request, res: Response, key: string, composed: ComposedPage): void {
    res.status(200);
    // Public (a CDN may keep it) only for a page kept here: it has all its data and its tags.
    options.cdn.pageHeaders(req, res, composed.tags);
    sendCachedReply(req, res, composed, HTML, {
      // Stored again so the cache counts the copies' bytes (lru-cache sizes a value when it is set,
      // and only a different value), unless a newer page has taken its place meanwhile.
      whenCompressed: () => {
        if (composedPages.peek(key) === composed) composedPages.set(key, { ...composed }, { noUpdateTTL: true });
      },
      whenFailed: (error) => options.logger.warn({ err: error }, 'compressing a page failed'),
    });
  }

  // Read on first use, and again only when the file changes (a rebuild under a running server
  // would otherwise serve an index.html whose hashed assets are gone).
  async function currentTemplate(): Promise<Template | undefined> {
    const info = await stat(indexFile).catch(() => undefined);
    if (!info) return undefined;
    if (template?.mtimeMs !== info.mtimeMs) {
      const { html, hrefs: stylesheets } = takeLinks(await readFile(indexFile, 'utf8'), 'stylesheet');
      const { html: withoutEntry, entryScript } = takeEntryScript(html);
      const { html: rest, hrefs: entryImports } = takeLinks(withoutEntry, 'modulepreload');
      template = { ...splitTemplate(rest), stylesheets, entryScript, entryImports, mtimeMs: info.mtimeMs };
    }
    return template;
  }

  return async (req, res) => {
    const page = await currentTemplate();
    if (!page) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    const typed = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const { language, path: asTyped } = await pageAddress(typed);
    const publicPage = isServerRendered(asTyped);
    if (publicPage) {
      withoutProcessIsolation(res);
      res.setHeader('Content-Language', languageOf(language).tag);
    }
    const origin = siteOrigin(req, options.publicBaseUrl);
    // A visitor whose browser has fetched the brand font gets the page in it from the start.
    const withFonts = hasCookie(req, FONTS_COOKIE);
    const key = origin + req.originalUrl + (withFonts ? ' with fonts' : '');
    // Read before anything the page is made of: a write meanwhile then makes this copy stale,
    // never the reverse. Undefined while nothing may be kept (public-cache.ts).
    const dataVersion = options.dataVersion();
    const kept = dataVersion === undefined ? undefined : composedPages.get(key);
    if (kept && kept.dataVersion === dataVersion && kept.templateMtimeMs === page.mtimeMs) {
      sendComposed(req, res, key, kept);
      return;
    }
    const queryAt = req.originalUrl.indexOf('?');
    // The request's query string ('?from=mail'), kept by a redirect and given to the render.
    const search = queryAt >= 0 ? req.originalUrl.slice(queryAt) : '';
    const reads = firstReadsFor(asTyped, search).map((read) => withLanguage(read, language));
    const staticReads = staticReadsFor(asTyped).map((read) => withLanguage(read, language));
    const settingsUrl = withLanguage(SITE_SETTINGS_URL, language);
    // The page's first reads give both its data and, for an item's page, its head tags and status.
    // The site's texts and settings, which the header, the footer and several pages show, are read
    // like a page's own first reads, from the public cache (no query while it holds them); the
    // browser keeps them for the whole visit (web/src/lib/site-settings.tsx). The languages the
    // page is published in come with them (for English, from the same reads naming ?lang=en).
    const [first, settingsRead, languagesRead] = await Promise.all([
      readReplies([...reads, ...staticReads]),
      publicPage ? readReplies([settingsUrl]) : undefined,
      publicPage ? readReplies(languageReadsFor(asTyped, language).filter((read) => read !== settingsUrl && !reads.includes(read))) : undefined,
    ]);
    const siteSettings = settingsRead?.replies[settingsUrl] ?? undefined;
    const languages = pageLanguagesOf(asTyped, language, { ...languagesRead?.replies, ...settingsRead?.replies, ...first.replies });
    const answer = resolvePage(asTyped, origin, first.replies, first.gone, siteSettings as SiteSettings | undefined, languages);
    if (answer.status === 301) {
      res.redirect(301, answer.location + search);
      return;
    }
    // Not found here, maybe published in another language: the switcher offers those.
    const elsewhere = answer.status === 404 && publicPage ? await offeredLanguages(asTyped, language, readReplies, options.siteLanguages) : { alternates: [] };
    const offered = offeredAlternates(origin, asTyped, elsewhere.alternates);
    // Named by its English address (as the Home banner names ventures) under a language it is
    // published in: its page in that language. Only English's: a translation's address, current
    // or earlier, stays an address in its own language alone.
    const here = elsewhere.foundIn === 'en' ? offered.find((alternate) => alternate.language === language) : undefined;
    if (here) {
      res.redirect(301, new URL(here.url).pathname + search);
      return;
    }
    res.status(answer.status);
    res.setHeader('Cache-Control', 'no-cache');
    const manifest = await readManifest();
    const pagePath = asTyped.toLowerCase();
    // A page made from its query: any address makes one, so it is never kept, and in another
    // language it is made from the same query (the search's words).
    const fromQuery = matchSiteRoute(asTyped)?.route.fromQuery === true;
    const switcher = languageLinksOf(language, answer.status === 200 ? answer.meta.alternates : offered, offered.length > 0, options.siteLanguages, fromQuery ? search : '');
    const canonical = answer.status === 200 ? answer.meta.canonical : undefined;
    const rendered = await render(pathInLanguage(language, asTyped), search, first, siteSettings, { language, switcher }, canonical);
    if (rendered.markup !== undefined && siteSettings !== undefined) rendered.renderedWith.push(settingsUrl);
    const modules = pageModulesFor(pagePath, answer.status);
    // The site's styles, then the page's: the order in which the SPA adds them as it navigates.
    const styles = await inlineStyles([...page.stylesheets, ...(manifest ? pageStylesheets(manifest, modules) : [])]);
    const chunks = manifest ? pageChunkFiles(manifest, modules) : [];
    // The loader reads again only what an island may hydrate with.
    const islandRead = (read: string) => !staticReads.includes(read);
    const forIslands = { ...rendered, renderedWith: rendered.renderedWith.filter(islandRead), notFound: rendered.notFound.filter(islandRead) };
    const html = composePage({ page, headTags: renderHeadTags(answer.meta), pagePath, reads, rendered: forIslands, chunks, styles, islands: manifest && islandsEntry(manifest), language, withFonts });
    // Kept: rendered pages found with all their replies. Not kept: not-found pages and pages made
    // from their query (any URL makes one), the shell, and a page missing a reply that failed (it
    // shows that part loading).
    const complete = [...reads, ...staticReads].every((read) => wasRead(rendered, read)) && siteSettings !== undefined;
    if (answer.status !== 200 || rendered.markup === undefined || dataVersion === undefined || !complete || fromQuery) {
      res.type('html').send(html);
      return;
    }
    // Named by what it shows, so a CDN purging `news` after a news write drops the pages showing news.
    const tags = unionOfTags([[SITE_TAG, 'pages'], ...[...reads, ...staticReads, settingsUrl, ...languageReadsFor(asTyped, language)].map(tagsOfBackendUrl)]);
    const composed: ComposedPage = { ...cachedReply(Buffer.from(html)), dataVersion, templateMtimeMs: page.mtimeMs, tags };
    composedPages.set(key, composed);
    sendComposed(req, res, key, composed);
  };
}

/**
 * A public page holds no visitor's state, so it asks for no window or process of its own: with
 * Cross-Origin-Opener-Policy or Origin-Agent-Cluster, Chrome opens it in a fresh renderer process
 * (on Android, a site sending COOP is isolated in its own), whose cold start cost a phone's main
 * thread about a third of the page's load (bench/RESULTS.md, 2026-12-03). The sign-in and admin
 * pages, and previews, keep both.
 */
function withoutProcessIsolation(res: Response): void {
  res.removeHeader('Cross-Origin-Opener-Policy');
  res.removeHeader('Origin-Agent-Cluster');
}

/** The markup of a preview's bar: fixed on top, so the page under it is laid out as a visitor's. */
const PREVIEW_BAR =
  '<div role="status" data-preview-bar style="position:sticky;top:0;z-index:1000;padding:.6em 1em;background:#7a1f1f;color:#fff;font:700 1rem/1.4 system-ui,sans-serif;text-align:center">Preview — not published</div>';

/**
 * A preview in a language other than English: that language's site texts as saved (published or
 * not) and the switcher's links, which the page renders with as a visitor's page in it would.
 */
export type PreviewLanguage = { language: LanguageCode; siteSettings: SiteSettings; switcher: PageLanguageLinks };

/**
 * A preview: the public page at `pagePath` rendered with `replies` instead of the API's (an item
 * in any state, with an admin's unsaved changes), as static HTML with the site's styles and no
 * script (the app would fetch the published item again), never indexed nor kept. With `inLanguage`,
 * the page in that language (its replies keyed by the URLs that page reads, withLanguage).
 */
export function previewHtml(options: Omit<PageHtmlOptions, 'dataVersion' | 'cdn' | 'readPublic' | 'siteLanguages'>) {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const readManifest = manifestReader(options.webDistDir);
  const render = pageRenderer(options);
  const inlineStyles = styleInliner(options.webDistDir);
  return async (req: Request, res: Response, pagePath: string, replies: Record<string, unknown>, inLanguage?: PreviewLanguage): Promise<void> => {
    const language = inLanguage?.language ?? DEFAULT_LANGUAGE;
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (inLanguage) res.setHeader('Content-Language', languageOf(language).tag);
    const built = await readFile(indexFile, 'utf8').catch(() => undefined);
    if (!built) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    const { html: withoutStyles, hrefs: stylesheets } = takeLinks(built, 'stylesheet');
    const { html: withoutEntry } = takeEntryScript(withoutStyles);
    const { html: rest } = takeLinks(withoutEntry, 'modulepreload');
    const { before, after } = splitTemplate(rest);
    const page: Template = { before, after, stylesheets, entryScript: undefined, entryImports: [], mtimeMs: 0 };
    const languages = inLanguage && { language, site: undefined, item: undefined };
    const answer = resolvePage(pagePath, siteOrigin(req, options.publicBaseUrl), replies, [], inLanguage?.siteSettings, languages);
    if (answer.status === 301) throw new Error('previewHtml: a preview never redirects');
    const rendered = await render(pathInLanguage(language, pagePath), '', { replies, gone: [] }, inLanguage?.siteSettings, inLanguage && { language, switcher: inLanguage.switcher });
    const manifest = await readManifest();
    const modules = pageModulesFor(pagePath.toLowerCase(), 200);
    const styles = await inlineStyles([...page.stylesheets, ...(manifest ? pageStylesheets(manifest, modules) : [])]);
    // No hreflang: a preview is no version of the page for a search engine to pair with the others.
    const meta = { ...answer.meta, title: `Preview: ${answer.meta.title}`, noindex: true, jsonLd: [], alternates: [] };
    const markup = rendered.markup === undefined ? undefined : PREVIEW_BAR + rendered.markup;
    // No loader to bring the brand font in after the first paint (tokens.css): it is there at once.
    const html = composePage({ page, headTags: renderHeadTags(meta), pagePath, reads: [], rendered: { markup, renderedWith: [], notFound: [] }, chunks: [], styles, islands: undefined, language, withFonts: true });
    res.status(200).type('html').send(html);
  };
}

function composedPageSize(page: ComposedPage): number {
  return Math.max(1, page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0));
}

type PageParts = {
  page: Template;
  headTags: string;
  pagePath: string;
  /** The /backend URLs the page reads first. */
  reads: string[];
  rendered: RenderedPage;
  /** The page's own chunks (hrefs). */
  chunks: string[];
  /** Its inlined stylesheets. */
  styles: string;
  /** What a rendered page starts: the islands' entry (href), if built. */
  islands: string | undefined;
  /** The page's language (its <html lang>); English when not given. */
  language?: LanguageCode;
  /** Whether the page starts in the brand font (<html data-fonts>, web/src/styles/tokens.css). */
  withFonts?: boolean;
};

/** Whether the server's read of `url` answered (with a reply, or that it found nothing). */
function wasRead(rendered: RenderedPage, url: string): boolean {
  return rendered.renderedWith.includes(url) || rendered.notFound.includes(url);
}

/** A sign-in or admin page, which only the browser renders. */
function isBrowserOnly(pagePath: string): boolean {
  const area = siteRouteArea(pagePath);
  return area === 'admin' || area === 'sign-in';
}

/** The page's HTML: the template with its head tags, markup and way to start the app. */
function composePage({ page, headTags, pagePath, reads, rendered, chunks, styles, islands, language = DEFAULT_LANGUAGE, withFonts = false }: PageParts): string {
  // What the page was rendered with is read by the loader after the first paint; a read that failed
  // is still worth starting early.
  const unrendered = reads.filter((read) => !wasRead(rendered, read));
  // A page the browser renders itself starts the app at once, its chunks preloaded; a rendered
  // page starts its islands once loaded (each fetches its own code as it wakes).
  const rendersItself = rendered.markup === undefined;
  const code = rendersItself ? [...new Set([...page.entryImports, ...chunks])] : [];
  const preloads = preloadTags(pagePath, unrendered, code, rendered.markup);
  const entry = rendersItself && page.entryScript ? `<script type="module" crossorigin src="${escapeHtml(page.entryScript)}"></script>` : '';
  const root = rendered.markup ? `<div id="root">${rendered.markup}</div>` : isBrowserOnly(pagePath) ? ADMIN_SHELL_ROOT : EMPTY_ROOT;
  // In the head, after the styles: it holds the lazy pictures as the parser reaches them.
  const loader = !rendersItself && islands ? appLoaderTag(islands, rendered) : '';
  const body = page.after.replace(EMPTY_ROOT, () => root);
  const head = [headTags, preloads, entry, styles, loader].filter(Boolean).join('\n    ');
  // The built page says lang="en"; the islands read the page's language from it again.
  const inLanguage = language === DEFAULT_LANGUAGE ? page.before : page.before.replace(/(<html\b[^>]*\blang=)["']?en["']?/i, `$1"${languageOf(language).tag}"`);
  const before = withFonts ? inLanguage.replace(/<html\b/i, '<html data-fonts') : inLanguage;
  return `${before}${head}${body}`;
}

/** The islands' entry (web/src/islands/start.ts) as an href under /sjg/, from Vite's manifest. */
function islandsEntry(manifest: ViteManifest): string | undefined {
  const file = manifest[ISLANDS_ENTRY]?.file;
  return file === undefined ? undefined : `${BASE_PATH}/${file}`;
}

/** The built page without its module <script src> (Vite's entry), and that src. */
function takeEntryScript(html: string): { html: string; entryScript: string | undefined } {
  let entryScript: string | undefined;
  const rest = html.replace(/[^\S\n]*<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']?([^"'\s>]+)["']?[^>]*>\s*<\/script>[^\S\n]*\n?/i, (_tag, src: string) => {
    entryScript = src;
    return '';
  });
  return { html: rest, entryScript };
}

/**
 * The built page without its <link rel=`rel`> tags that have an href, and those hrefs in order.
 * A rendered page asks for code only once it has painted (app-loader.ts), so its modulepreload
 * links may not stay in its head.
 */
function takeLinks(html: string, rel: 'modulepreload' | 'stylesheet'): { html: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const tags = new RegExp(`[^\\S\\n]*<link\\b[^>]*\\brel=["']?${rel}["']?[^>]*>[^\\S\\n]*\\n?`, 'gi');
  const rest = html.replace(tags, (tag) => {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (!href) return tag;
    hrefs.push(href);
    return '';
  });
  return { html: rest, hrefs };
}

/**
 * Cuts the built page where the tags go: the build's own <title> and meta description are taken
 * out (the page's replace them) and the tags go where the title was, early in the head (else
 * just before </head>, else after the doctype).
 */
export function splitTemplate(html: string): { before: string; after: string } {
  const withoutDescription = html.replace(/[^\S\n]*<meta\b[^>]*\bname=["']?description["']?[^>]*>[^\S\n]*\n?/i, '');
  const title = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i.exec(withoutDescription);
  if (title) {
    return {
      before: withoutDescription.slice(0, title.index),
      after: withoutDescription.slice(title.index + title[0].length),
    };
  }
  const headEnd = withoutDescription.search(/<\/head\s*>/i);
  const at = headEnd >= 0 ? headEnd : afterDoctype(withoutDescription);
  return { before: withoutDescription.slice(0, at), after: `\n${withoutDescription.slice(at)}` };
}

function afterDoctype(html: string): number {
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0].length : 0;
}
