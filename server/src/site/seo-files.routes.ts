// GET /sjg/sitemap.xml and GET /robots.txt (also /sjg/robots.txt): what crawlers may visit and the
// list of every public page, with absolute URLs from PUBLIC_BASE_URL or the request's origin.
import { type RequestHandler, Router } from 'express';
import { BASE_PATH } from '../../../common/constants.js';
import { staticPages } from '../../../common/site-pages.js';
import { isStaticHead, routePath, siteRouteList } from '../../../common/site-routes.js';
import type { Db } from '../db/database.js';
import { publishedSiteLanguages } from '../site-settings/site-translations.service.js';
import type { SiteLanguages } from '../site-languages.js';
import { siteOrigin } from './site-origin.js';
import { escapeXml } from './xml-text.js';
import { listSitemapItems, listSitemapTranslations } from './sitemap.repository.js';
import { contentKinds, type PageDeclaration } from '../../../common/content-kinds.js';
import { pathInLanguage } from '../../../common/language-paths.js';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOf, type LanguageCode } from '../../../common/languages.js';

export type SeoFilesOptions = { db: Db; publicBaseUrl: string | undefined; siteLanguages: SiteLanguages };

export function seoFilesRoutes(options: SeoFilesOptions): Router {
  const router = Router();

  const robots: RequestHandler = (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(siteOrigin(req, options.publicBaseUrl)));
  };
  router.get('/robots.txt', robots);
  router.get(`${BASE_PATH}/robots.txt`, robots);

  router.get(`${BASE_PATH}/sitemap.xml`, async (req, res) => {
    const origin = siteOrigin(req, options.publicBaseUrl);
    const [items, siteLanguages] = await Promise.all([listSitemapItems(options.db), publishedSiteLanguages(options.db, options.siteLanguages)]);
    const url = (language: LanguageCode, path: string) => `${origin}${BASE_PATH}${pathInLanguage(language, path)}`;
    const staticPaths = Object.entries(staticPages)
      .filter(([, page]) => !page.noindex)
      .map(([path]) => path);
    // Each page in each language it is published in, naming its versions in the others, as its head does.
    const versionsOf = (paths: Map<LanguageCode, string>): Version[] => LANGUAGES.filter(({ code }) => paths.has(code)).map(({ code }) => ({ language: code, url: url(code, paths.get(code)!) }));
    const staticEntries = (language: LanguageCode) =>
      staticPaths.map((path) => ({ loc: url(language, path), alternates: versionsOf(new Map(siteLanguages.map((code) => [code, path]))) }));
    const itemEntries = await Promise.all(
      items.map(async ({ kind, items: rows }) => {
        const page: PageDeclaration = contentKinds[kind].page;
        const translations = (await listSitemapTranslations(options.db, kind)).filter((row) => siteLanguages.includes(row.lang));
        const byItem = new Map<number, { lang: LanguageCode; slug: string; updated_at: Date }[]>();
        for (const item of rows) byItem.set(item.id, [{ lang: DEFAULT_LANGUAGE, slug: item.slug, updated_at: item.updated_at }]);
        for (const row of translations) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row]);
        return [...byItem].flatMap(([id, versions]) => {
          const pages = [(slug: string) => routePath(page.route, slug), ...(page.byId ? [() => routePath(page.byId!, id)] : [])];
          return pages.flatMap((pathOf) => {
            const alternates = versionsOf(new Map(versions.map((version) => [version.lang, pathOf(version.slug)])));
            return versions.map((version) => ({ loc: url(version.lang, pathOf(version.slug)), lastmod: version.updated_at, alternates, language: version.lang }));
          });
        });
      }),
    );
    // English first, in today's order; then each other language's pages.
    const entries: SitemapEntry[] = LANGUAGES.filter(({ code }) => siteLanguages.includes(code) || code === DEFAULT_LANGUAGE).flatMap(({ code }) => [
      ...(siteLanguages.includes(code) ? staticEntries(code) : []),
      ...itemEntries.flat().filter((entry) => entry.language === code),
    ]);
    // Short: a new item should reach crawlers soon, and the query is cheap.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/xml').send(sitemapXml(entries));
  });
  return router;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Allow: ${BASE_PATH}/`,
    ...unlistedPagePrefixes().map((prefix) => `Disallow: ${BASE_PATH}${prefix}`),
    'Disallow: /backend',
    '',
    `Sitemap: ${origin}${BASE_PATH}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The pages kept out of search results (the route table's noindex: sign-in and admin screens), as
 * the path before their first parameter, without those another one already covers (/admin covers
 * /admin/trash).
 */
function unlistedPagePrefixes(): string[] {
  const prefixes = siteRouteList
    .filter((route) => isStaticHead(route.head) && route.head.noindex)
    .map((route) => route.pattern.split('/:')[0]!);
  const covers = (shorter: string, prefix: string) => prefix === shorter || prefix.startsWith(`${shorter}/`);
  return [...new Set(prefixes)].filter((prefix, _index, all) => !all.some((other) => other !== prefix && covers(other, prefix)));
}

type Version = { language: LanguageCode; url: string };
type SitemapEntry = { loc: string; lastmod?: Date; alternates?: Version[] };

/**
 * The sitemaps.org 0.9 format: one urlset, absolute locs, W3C datetimes (UTC, second precision);
 * a page in more than one language names each version (itself too) and English as x-default, as
 * Google's sitemap format for localized pages asks.
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternateLinks(entry.alternates ?? [])}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function alternateLinks(versions: Version[]): string {
  if (versions.length < 2) return '';
  const english = versions.find((version) => version.language === DEFAULT_LANGUAGE);
  const links = [...versions.map((version) => [languageOf(version.language).tag, version.url] as const), ...(english ? [['x-default', english.url] as const] : [])];
  return links.map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`).join('');
}
