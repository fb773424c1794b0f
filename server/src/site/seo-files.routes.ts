// GET /sjg/sitemap.xml and GET /robots.txt (also /sjg/robots.txt): what crawlers may visit and the
// list of every public page, with absolute URLs from PUBLIC_BASE_URL or the request's origin.
import { type RequestHandler, Router } from 'express';
import { BASE_PATH } from '../../../common/constants.js';
import { staticPages } from '../../../common/site-pages.js';
import { isStaticHead, routePath, siteRouteList } from '../../../common/site-routes.js';
import type { Db } from '../db/database.js';
import { siteOrigin } from './site-origin.js';
import { listSitemapItems } from './sitemap.repository.js';
import { contentKinds, type PageDeclaration } from '../../../common/content-kinds.js';

export type SeoFilesOptions = { db: Db; publicBaseUrl: string | undefined };

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
    const items = await listSitemapItems(options.db);
    const url = (path: string) => `${origin}${BASE_PATH}${path}`;
    const entries: SitemapEntry[] = [
      ...Object.entries(staticPages)
        .filter(([, page]) => !page.noindex)
        .map(([path]) => ({ loc: url(path) })),
      ...items.flatMap(({ kind, items: rows }) => {
        const page: PageDeclaration = contentKinds[kind].page;
        return rows.flatMap((item) => [
          { loc: url(routePath(page.route, item.slug)), lastmod: item.updated_at },
          ...(page.byId ? [{ loc: url(routePath(page.byId, item.id)), lastmod: item.updated_at }] : []),
        ]);
      }),
    ];
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

type SitemapEntry = { loc: string; lastmod?: Date };

/** The sitemaps.org 0.9 format: one urlset, absolute locs, W3C datetimes (UTC, second precision). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);
}
