// The page HTML tells the browser early about the page's own chunks and (on Home) the banner's
// first picture, and carries its styles, read from the real build's manifest: what a visitor's
// browser sees.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_HERO_IMAGE, pageModulesFor, type ViteManifest } from '../../server/src/site/route-preloads.js';
import { bannerVentures } from '../../web/src/content/banner-ventures.js';
import { examplePath, spaPublicRoutePaths } from '../helpers/spa-routes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'web/dist');
let manifest: ViteManifest;
let t: TestApp;

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist.
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  t = await createTestApp({ config: { webDistDir: dist } });
}, 300_000);
afterAll(async () => t?.close());

const publicPaths = spaPublicRoutePaths.map((pattern) => examplePath(pattern));

/**
 * The href values of the tags matching `rel` in the served HTML's head (React adds its own
 * preloads for the server-rendered images to the body; those are not what this file tests).
 */
function hrefs(html: string, rel: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((match) => match[1]!);
}

/** The page chunks the served HTML fetches early: its modulepreload tags (the loader preloads none). */
const chunkPreloads = (html: string) => hrefs(html, 'modulepreload');

describe('preload tags in the served page', () => {
  it('names, for every public route, page modules that the build made into lazy chunks', () => {
    expect(publicPaths).toEqual(expect.arrayContaining(['/', '/singleventure/1', '/investors']));
    const answers: Array<[string, number]> = [...publicPaths.map((p): [string, number] => [p, 200]), ['/nope', 404]];
    for (const [pagePath, status] of answers) {
      const modules = pageModulesFor(pagePath, status);
      expect(modules.length, pagePath).toBeGreaterThan(0);
      for (const key of modules) expect(manifest[key]?.isDynamicEntry, `${pagePath}: ${key}`).toBe(true);
    }
  });

  it('starts a rendered page with its islands alone, preloads none of its code, and inlines its styles', async () => {
    const res = await request(t.app).get('/sjg/news');
    const newsChunk = manifest['src/features/news/news-page.tsx']!;
    const islands = manifest['src/islands/start.ts']!;
    // The page's code is its islands': fetched as each wakes, nothing before the page has painted.
    expect(res.text).toContain(`data-src="/sjg/${islands.file}"`);
    expect(chunkPreloads(res.text)).toEqual([]);
    expect(res.text).toContain('<sjg-island data-island="news-list"');
    // Its stylesheets, and the site's, come inside the page (no request before the first paint).
    expect(hrefs(res.text, 'stylesheet')).toEqual([]);
    const entry = manifest['index.html']!;
    const entryCss = entry.css ?? [];
    expect(entryCss.length).toBeGreaterThan(0);
    for (const css of [...entryCss, ...(newsChunk.css ?? [])]) {
      expect(res.text, css).toContain(`<style data-href="/sjg/${css}">${readFileSync(path.join(dist, css), 'utf8')}</style>`);
    }
    expect((await request(t.app).get(`/sjg/${islands.file}`)).status).toBe(200);
  });

  it('carries the long-form article styles on the pages that show an article, not on Home or a list', async () => {
    const articleSheet = manifest['src/features/legal/policy-page.tsx']!.css!.find((css) => css.includes('article'))!;
    const inlined = `<style data-href="/sjg/${articleSheet}">`;
    await t.db.insertInto('news').values({ slug: 'article-styles', title: 'Article styles', content: '<p>A story.</p>', year: '2026', image_url: '' }).execute();
    for (const page of ['/sjg/single-news/article-styles', '/sjg/terms']) {
      const res = await request(t.app).get(page);
      expect(res.status, page).toBe(200);
      expect(res.text, page).toContain('class="container article"');
      expect(res.text, page).toContain(inlined);
    }
    for (const page of ['/sjg/', '/sjg/news']) expect((await request(t.app).get(page)).text, page).not.toContain(inlined);
    await t.db.deleteFrom('news').where('slug', '=', 'article-styles').execute();
  });

  it('names the pictures a page shows at once in its head, with the srcset and sizes its <img> uses', async () => {
    // Processed uploads (<hash>_<w>x<h>): the API offers their WebP variants, the cards a srcset.
    const items = [1, 2, 3, 4, 5].map((n) => ({
      slug: `preload-${n}`, title: `Preload ${n}`, content: '<p>A story.</p>', year: '2026', image_url: `uploads/${String(n).repeat(32)}_1200x700.jpg`,
    }));
    await t.db.insertInto('news').values(items).execute();
    const res = await request(t.app).get('/sjg/news');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image" ([^>]*)\/>/g)].map((match) => match[1]!.trim());
    const cards = [...res.text.matchAll(/<img\b(?=[^>]*\bclass="news-card__image\b)[^>]*>/g)].map((match) => match[0]);
    expect(cards).toHaveLength(5);
    const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    // Only the first card's picture is fetched at once, ahead of the rest; the others wait until they
    // near the viewport, so on a slow link they do not share its bandwidth.
    for (const [index, card] of cards.entries()) {
      const srcset = attribute(card, 'srcSet');
      expect(srcset, `card ${index}`).toMatch(/-480\.webp 480w/);
      const tag = `href="${attribute(card, 'src')}" imagesrcset="${srcset}" imagesizes="${attribute(card, 'sizes')}" fetchpriority="high"`;
      if (index === 0) {
        expect(preloads, `card ${index}`).toEqual([tag]);
        expect(attribute(card, 'loading')).toBe('eager');
      } else {
        expect(preloads.join('\n'), `card ${index}`).not.toContain(attribute(card, 'src'));
        expect(attribute(card, 'loading')).toBe('lazy');
      }
    }
    // The group's mark is drawn in the page: no picture to fetch for it.
    expect(res.text).toMatch(/<a [^>]*class="site-header__logo"[^>]*><span class="brand-logo brand-logo--dark" role="img" aria-label="SJG Group"/);
    expect(res.text).not.toContain('/sjg/images/logo');
    await t.db.deleteFrom('news').where('slug', 'like', 'preload-%').execute();
  });

  it('preloads the banner picture on Home only, and no code on Home or a page that is not found', async () => {
    expect(HOME_HERO_IMAGE).toBe(bannerVentures[0]!.image);
    expect(existsSync(path.join(dist, HOME_HERO_IMAGE))).toBe(true);
    const home = await request(t.app).get('/sjg/');
    // Home's data comes embedded in the page (server-rendering.test.ts): no early fetch for it.
    // The banner's first picture is named first, once; the lazy slides after it not at all.
    const homePreloads = hrefs(home.text, 'preload');
    expect(homePreloads[0]).toBe(`/sjg/${HOME_HERO_IMAGE}`);
    expect(homePreloads.filter((href) => href === `/sjg/${HOME_HERO_IMAGE}`)).toHaveLength(1);
    for (const slide of bannerVentures.slice(1)) expect(homePreloads).not.toContain(`/sjg/${slide.image}`);
    expect(homePreloads.every((href) => href.startsWith('/sjg/images/'))).toBe(true);
    // Only what the first view shows: the banner's picture and its arrow, not the map's pins far below.
    expect(homePreloads).toEqual([`/sjg/${HOME_HERO_IMAGE}`, '/sjg/images/arrow.svg']);
    expect(chunkPreloads(home.text)).toEqual([]);

    // A page that is not found is rendered too, and preloads no code either.
    const missing = await request(t.app).get('/sjg/no-such-page');
    expect(missing.status).toBe(404);
    expect(hrefs(missing.text, 'preload')).toEqual([]);
    expect(chunkPreloads(missing.text)).toEqual([]);
  });
});
