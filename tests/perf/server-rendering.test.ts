// Public pages arrive as HTML rendered by the SPA's own components (web/dist-ssr), so a visitor
// sees the page before any JavaScript runs; the admin area arrives as the empty shell.
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutIntro } from '../../web/src/content/company.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
let t: TestApp;

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => t?.close());

/** What the server put inside <div id="root">…</div>. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(0);
  return html.slice(start + '<div id="root">'.length, html.lastIndexOf('</div>'));
}

describe('server-rendered public pages', () => {
  it('sends Home with its header, banner and first picture already in the markup', async () => {
    const res = await request(t.app).get('/sjg/');
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toMatch(/<h1[^>]*>Explore Our Ventures<\/h1>/);
    expect(root).toContain('src="/sjg/images/banner/venture-01.svg"');
    expect(root).toContain('Skip to content');
    // The head is still the page's own.
    expect(res.text).toContain('<title>SJG Group</title>');
  });

  it('sends static content pages whole, and data pages as the browser first draws them', async () => {
    const about = rootOf((await request(t.app).get('/sjg/about-us')).text);
    expect(about).toContain(aboutIntro.heading);
    const news = rootOf((await request(t.app).get('/sjg/news')).text);
    expect(news).toContain('News &amp; Events');
    // Items load in the browser: the server renders no news card.
    expect(news).not.toContain('news-card__body');
  });

  it('renders the not-found page for an unknown route, with the 404 status', async () => {
    const res = await request(t.app).get('/sjg/no-such-page');
    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toContain('Page not found');
  });

  it('leaves the admin area to the browser', async () => {
    for (const route of ['/sjg/login', '/sjg/admin', '/sjg/blogs/addblog']) {
      const res = await request(t.app).get(route);
      expect(res.text, route).toContain('<div id="root"></div>');
    }
  });
});
