// The page HTML's early fetches, in a real browser: the data a page reads first is requested once
// (the SPA's fetch() takes the preloaded reply instead of asking again), the page chunk arrives
// through its modulepreload, and Chromium reports no preload as unused.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import { startE2eServer, type E2eServer } from './helpers/server';

describe('early fetches named in the page HTML', () => {
  let server: E2eServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens `route`, waits for `ready`, and returns every request's URL and the console's warnings. */
  async function visit(route: string, ready: (page: Page) => Promise<unknown>) {
    const page = await newPage(browser);
    const requested: string[] = [];
    const warnings: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname + new URL(req.url()).search));
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto(`${server.siteUrl}${route}`);
    await ready(page);
    // Chromium warns about a preload left unused about 3 s after the load event.
    await page.waitForTimeout(3500);
    await page.context().close();
    return { requested, warnings };
  }

  const count = (list: string[], url: string) => list.filter((entry) => entry === url).length;

  it('asks for the news list once on /news, and its chunk before the entry has run', async () => {
    const { requested, warnings } = await visit('/news', (page) => page.locator('.news-card').first().waitFor());
    expect(count(requested, '/backend/news/news_api.php?page=1')).toBe(1);
    expect(requested.some((url) => /\/sjg\/assets\/news-page-[\w-]+\.js$/.test(url))).toBe(true);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });

  it('asks for Home\'s news and ventures once each', async () => {
    const { requested, warnings } = await visit('/', (page) => page.getByRole('heading', { name: 'In the News' }).waitFor());
    expect(count(requested, '/backend/news/news_api.php?page=1')).toBe(1);
    expect(count(requested, '/backend/ventures/get_venture.php?page=1')).toBe(1);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });

  it('asks for a venture by its slug once on its page', async () => {
    const list = (await (await fetch(`${server.baseUrl}/backend/ventures/get_venture.php?page=1`)).json()) as { ventures: { slug: string; name: string }[] };
    const venture = list.ventures[0]!;
    const { requested, warnings } = await visit(`/singleventure/${venture.slug}`, (page) =>
      page.getByRole('heading', { name: venture.name }).first().waitFor(),
    );
    expect(count(requested, `/backend/ventures/get_venture.php?slug=${venture.slug}`)).toBe(1);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });
});
