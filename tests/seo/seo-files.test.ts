// GET /sjg/sitemap.xml and /robots.txt: their contents after an item is published and after one
// is deleted, and the sitemap's validity (sitemaps.org 0.9: one urlset, absolute loc, W3C dates,
// well-formed XML, checked by a small structural parser below). No PUBLIC_BASE_URL here, so every
// absolute URL comes from the request's own origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../../common/site-pages.js';
import { isStaticHead, siteRouteList } from '../../common/site-routes.js';
import { insertVenture } from '../../server/src/ventures/ventures.repository.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg } from '../helpers/test-images.js';
import { makeWebDist, readHead } from './seo-harness.js';

const origin = 'http://sjg.localhost'; // the Host that siteAgent sends
const newsApi = '/backend/news/news_api.php';

let t: TestApp;
let admin: AdminAgent;
let dist: Awaited<ReturnType<typeof makeWebDist>>;

beforeAll(async () => {
  dist = await makeWebDist();
  t = await createTestApp({ config: { webDistDir: dist.dir } });
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

const get = (url: string) => siteAgent(t).agent.get(url);

type SitemapUrl = { loc: string; lastmod?: string; alternates?: Record<string, string> };

/**
 * A strict reader of the sitemap's XML: a declaration, then one <urlset> in the sitemap namespace
 * holding only <url> elements of one <loc> and at most one <lastmod>; every tag closed in order;
 * text with no raw `<` and only the five predefined entities. Throws on anything else.
 */
function parseSitemap(xml: string): SitemapUrl[] {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/;
  if (!declaration.test(xml)) throw new Error('no XML declaration first');
  const body = xml.replace(declaration, '');
  const tokens = body.split(/(<[^>]*>)/).filter((token) => token.trim() !== '');
  const stack: string[] = [];
  const urls: SitemapUrl[] = [];
  let roots = 0;
  let current: SitemapUrl | undefined;
  let text = '';
  for (const token of tokens) {
    if (!token.startsWith('<')) {
      if (/[<>]/.test(token) || /&(?!(amp|lt|gt|quot|apos);)/.test(token)) throw new Error(`bad text ${token}`);
      text += token.replace(/&(amp|lt|gt|quot|apos);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);
      continue;
    }
    const open = /^<([a-z]+)(?: xmlns="([^"]*)"(?: xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml")?)?>$/.exec(token);
    const close = /^<\/([a-z]+)>$/.exec(token);
    // A page's version in another language (Google's sitemap format for localized pages).
    const alternate = /^<xhtml:link rel="alternate" hreflang="([a-z-]+)" href="([^"]+)"\/>$/.exec(token);
    if (alternate) {
      if (stack.at(-1) !== 'url') throw new Error(`<xhtml:link> inside <${stack.at(-1)}>`);
      current!.alternates = { ...current!.alternates, [alternate[1]!]: alternate[2]!.replace(/&amp;/g, '&') };
    } else if (open) {
      const [, name, namespace] = open;
      const parent = stack.at(-1);
      const allowed = { urlset: undefined, url: 'urlset', loc: 'url', lastmod: 'url' }[name!];
      if (!(name! in { urlset: 1, url: 1, loc: 1, lastmod: 1 }) || allowed !== parent) throw new Error(`<${name}> inside <${parent}>`);
      if (name === 'urlset') {
        roots += 1;
        if (namespace !== 'http://www.sitemaps.org/schemas/sitemap/0.9') throw new Error('urlset without the sitemap namespace');
      } else if (namespace !== undefined) throw new Error('namespace on an inner element');
      if (name === 'url') current = { loc: '' };
      stack.push(name!);
      text = '';
    } else if (close) {
      const name = stack.pop();
      if (name !== close[1]) throw new Error(`</${close[1]}> closes <${name}>`);
      if (name === 'loc' || name === 'lastmod') {
        if (current![name] !== undefined && current![name] !== '') throw new Error(`two <${name}> in one url`);
        current![name] = text;
      }
      if (name === 'url') {
        if (!current!.loc) throw new Error('url without loc');
        urls.push(current!);
      }
    } else throw new Error(`unexpected markup ${token}`);
  }
  if (stack.length > 0 || roots !== 1) throw new Error('not exactly one closed urlset');
  return urls;
}

const w3cDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

async function sitemap(): Promise<SitemapUrl[]> {
  const res = await get('/sjg/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  const urls = parseSitemap(res.text);
  for (const url of urls) {
    expect(new URL(url.loc).href, url.loc).toBe(url.loc);
    expect(url.loc.startsWith(`${origin}/sjg/`), url.loc).toBe(true);
    if (url.lastmod !== undefined) expect(url.lastmod, url.loc).toMatch(w3cDateTime);
  }
  expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  return urls;
}

describe('sitemap.xml', () => {
  it('lists every public static page, and no login or admin screen', async () => {
    const locs = (await sitemap()).map((u) => u.loc);
    for (const [path, page] of Object.entries(staticPages)) {
      expect(locs.includes(`${origin}/sjg${path}`), path).toBe(!page.noindex);
    }
    expect(locs).toContain(`${origin}/sjg/`);
    expect(locs).toContain(`${origin}/sjg/privacy-policy`);
    expect(locs.some((loc) => /\/(admin|login|blogsection|addblog|editblog)$/.test(loc))).toBe(false);
  });

  it('lists a news item once it is published, with its updated_at as lastmod, and drops it once deleted', async () => {
    const res = await admin.agent
      .post(newsApi)
      .field('type', 'insert')
      .field('title', 'Sitemap & “news”')
      .field('content', '<p>x</p>')
      .field('year', '2026')
      .attach('image', await smallJpeg(), 'a.jpg');
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('news').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    const loc = `${origin}/sjg/single-news/${encodeURIComponent(row.slug)}`;
    const entry = (await sitemap()).find((u) => u.loc === loc);
    expect(entry).toBeDefined();
    expect(new Date(entry!.lastmod!).getTime()).toBe(Math.floor(row.updated_at.getTime() / 1000) * 1000);

    const deleted = await admin.agent.delete(newsApi).send({ id: row.id });
    expect(deleted.status).toBe(200);
    expect((await sitemap()).find((u) => u.loc === loc)).toBeUndefined();
  });

  it('lists blogs and both pages of each venture, with slugs percent-encoded', async () => {
    const blog = await admin.agent.post('/backend/blogs/blogs_api.php').field('type', 'insert').field('title', 'A blog').field('content', '<p>b</p>');
    expect(blog.status).toBe(200);
    // A slug written straight to the table (slugify() never makes one) to prove it is encoded.
    const venture = await insertVenture(t.db, { slug: 'a&b', title: 'A&B', logo_url: null, img_banner_url: null, about_img_url: null });
    const res = await get('/sjg/sitemap.xml');
    expect(res.text).toContain('/sjg/singleventure/a%26b</loc>');
    const locs = (await sitemap()).map((u) => u.loc);
    expect(locs).toContain(`${origin}/sjg/single-blog/a-blog`);
    expect(locs).toContain(`${origin}/sjg/singleventure/a%26b`);
    expect(locs).toContain(`${origin}/sjg/ventures/ventures_details/${venture.id}`);
  });

  it('refuses malformed XML in its own checker (the checker is not a rubber stamp)', () => {
    const ok = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://a/</loc></url></urlset>';
    expect(parseSitemap(ok)).toEqual([{ loc: 'http://a/' }]);
    expect(() => parseSitemap(ok.replace('</url>', ''))).toThrow();
    expect(() => parseSitemap(ok.replace('http://a/', 'http://a/?x=1&y=2'))).toThrow();
    expect(() => parseSitemap(`${ok}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>`)).toThrow();
    expect(() => parseSitemap(ok.replace(' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"', ''))).toThrow();
  });
});

describe('robots.txt', () => {
  it('allows the site, disallows admin, login and the API, and names the sitemap, at / and under /sjg', async () => {
    for (const route of ['/robots.txt', '/sjg/robots.txt']) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.text.split('\n').filter((line) => line !== '');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toEqual(
        expect.arrayContaining([
          'Allow: /sjg/',
          'Disallow: /sjg/admin',
          'Disallow: /sjg/login',
          'Disallow: /sjg/blogsection',
          'Disallow: /sjg/blogs/addblog',
          'Disallow: /sjg/blogs/editblog',
          'Disallow: /backend',
          `Sitemap: ${origin}/sjg/sitemap.xml`,
        ]),
      );
      // Every line is a directive robots.txt parsers know, in `Field: value` form.
      for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
    }
  });

  it('disallows every page the route table keeps out of search results, by the path before its parameters', async () => {
    const disallowed = (await get('/robots.txt')).text
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    const unlisted = siteRouteList.filter((route) => isStaticHead(route.head) && route.head.noindex);
    expect(unlisted.length).toBeGreaterThan(5);
    for (const route of unlisted) {
      const path = `/sjg${route.pattern.split('/:')[0]}`;
      expect(
        disallowed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
        route.pattern,
      ).toBe(true);
    }
    // The invitation and password-reset page too, which the hand-written list missed.
    expect(disallowed).toContain('/sjg/set-password');
    // The search's page is, as search engines ask of result pages; no other public page.
    expect(disallowed).toContain('/sjg/search');
    for (const route of siteRouteList.filter((candidate) => candidate.area === 'public' && !(isStaticHead(candidate.head) && candidate.head.noindex))) {
      const path = `/sjg${route.pattern.split('/:')[0]}`;
      expect(disallowed.filter((prefix) => path === prefix || path.startsWith(`${prefix}/`)), route.pattern).toEqual([]);
    }
  });

  it('names the absolute sitemap URL of PUBLIC_BASE_URL when it is set, and pages use it for canonical URLs', async () => {
    const other = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://www.sjg.example/' }, config: { webDistDir: dist.dir } });
    try {
      const robots = await siteAgent(other).agent.get('/robots.txt');
      expect(robots.text).toContain('Sitemap: https://www.sjg.example/sjg/sitemap.xml');
      const page = readHead((await siteAgent(other).agent.get('/sjg/news')).text);
      expect(page.canonical).toEqual(['https://www.sjg.example/sjg/news']);
    } finally {
      await other.close();
    }
  });

  it('without PUBLIC_BASE_URL, gives pages the request origin as canonical', async () => {
    expect(readHead((await get('/sjg/news')).text).canonical).toEqual([`${origin}/sjg/news`]);
  });
});
