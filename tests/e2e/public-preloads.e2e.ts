// What the page HTML brings along, in a real browser: the data a page was rendered with is read
// once by its loader after the page has loaded (and not again after hydration; a read the server
// found nothing at not at all), later pages and later visits are fetched as usual, the page chunk
// arrives through its modulepreload, and Chromium reports no preload as unused.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './helpers/browser';
import { useServerAndBrowser } from './helpers/suite';

describe('early fetches named in the page HTML', () => {
  const suite = useServerAndBrowser();

  /**
   * Opens `route`, waits for `ready`, then runs `then`, and returns every request's URL, the
   * console's warnings, and whether the API calls the page's loader made began after its load event.
   */
  async function visit(route: string, ready: (page: Page) => Promise<unknown>, then?: (page: Page) => Promise<unknown>) {
    const page = await newPage(suite.browser);
    const requested: string[] = [];
    const warnings: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname + new URL(req.url()).search));
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto(`${suite.server.siteUrl}${route}`);
    await ready(page);
    const readsAfterLoad = await page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      const reads = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/backend/') && entry.name.includes('.php'));
      return load > 0 && reads.every((entry) => entry.startTime >= load);
    });
    await then?.(page);
    // Chromium warns about a preload left unused about 3 s after the load event.
    await page.waitForTimeout(3500);
    await page.context().close();
    return { requested, warnings, readsAfterLoad };
  }

  const count = (list: string[], url: string) => list.filter((entry) => entry === url).length;
  /** The /backend API calls among `requested` (uploaded pictures are under /backend too), sorted. */
  const apiCalls = (requested: string[]) => requested.filter((url) => url.startsWith('/backend/') && url.includes('.php')).sort();
  const SETTINGS = '/backend/site/settings.php';

  it('reads the first page of news for /news once, after the page has loaded, and brings its chunk before the entry has run', async () => {
    const { requested, warnings, readsAfterLoad } = await visit('/news', (page) => page.locator('.news-card').first().waitFor());
    expect(apiCalls(requested)).toEqual(['/backend/news/news_api.php?page=1', SETTINGS]);
    expect(readsAfterLoad).toBe(true);
    expect(requested.some((url) => /\/sjg\/assets\/news-page-[\w-]+\.js$/.test(url))).toBe(true);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });

  it('reads Home\'s news, ventures and banner addresses once, after the page has loaded', async () => {
    const { requested, warnings, readsAfterLoad } = await visit('/', (page) => page.locator('.home-news__item').first().waitFor());
    expect(apiCalls(requested)).toEqual([
      '/backend/news/news_api.php?page=1',
      SETTINGS,
      '/backend/ventures/banner_api.php',
      '/backend/ventures/get_venture.php?page=1&view=summary',
    ]);
    expect(readsAfterLoad).toBe(true);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });

  it('reads a venture once with its page', async () => {
    const list = (await (await fetch(`${suite.server.baseUrl}/backend/ventures/get_venture.php?page=1`)).json()) as { ventures: { slug: string; title: string }[] };
    const venture = list.ventures[0]!;
    const { requested, warnings } = await visit(`/singleventure/${venture.slug}`, (page) =>
      page.getByRole('heading', { name: venture.title }).first().waitFor(),
    );
    expect(apiCalls(requested)).toEqual([SETTINGS, `/backend/ventures/get_venture.php?slug=${venture.slug}`]);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });

  it('brings a blog that is not found as its not-found view, without asking for it again', async () => {
    const { requested } = await visit('/single-blog/no-such-blog', (page) => page.getByText('Blog not found').waitFor());
    expect(apiCalls(requested)).toEqual([SETTINGS]);
  });

  it('fetches the next page on LOAD MORE, and a blog from the list as a page of its own', async () => {
    let cardsAfterMore = 0;
    const { requested } = await visit(
      '/blogs',
      (page) => page.locator('.blog-card').first().waitFor(),
      async (page) => {
        await page.getByRole('button', { name: 'LOAD MORE' }).click();
        await expect.poll(() => page.locator('.blog-card').count()).toBe(12);
        cardsAfterMore = await page.locator('.blog-card').count();
        // Away (a blog, fetched by its slug) and back through the browser's history.
        await page.locator('.blog-card').first().getByRole('link').click();
        await page.locator('.article__content').waitFor();
        // Back through the browser's history: the list again, as the browser kept it or afresh.
        await page.goBack();
        await expect.poll(() => page.locator('.blog-card').count()).toBeGreaterThanOrEqual(6);
      },
    );
    expect(cardsAfterMore).toBe(12);
    expect(count(requested, '/backend/blogs/blogs_api.php?page=2')).toBe(1);
    // A public page is a page load of its own, rendered by the server: the browser reads the blog
    // at most once, when the page's loader reads what the page was rendered with for its islands
    // (once the page has loaded and the browser is idle, which a quick visitor may leave before).
    expect(requested.filter((url) => url.startsWith('/backend/blogs/blogs_api.php?slug=')).length).toBeLessThanOrEqual(1);
  });

  it('brings the page\'s styles inside it, and the next page\'s inside that one', async () => {
    let blogsStyled = false;
    const { requested } = await visit(
      '/news',
      (page) => page.locator('.news-card').first().waitFor(),
      async (page) => {
        await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs', exact: true }).click();
        await page.locator('.blog-card').first().waitFor();
        // blogs.css lays the cards out in a grid.
        blogsStyled = await page.locator('.blog-grid').evaluate((grid) => getComputedStyle(grid).display === 'grid');
      },
    );
    // Public pages are full page loads (docs/speed.md, Islands): each brings its stylesheets inside.
    expect(requested.filter((url) => url.endsWith('.css'))).toEqual([]);
    expect(blogsStyled).toBe(true);
  });

  it('starts the islands only once a server-rendered page has loaded, and the app at once on the admin\'s pages', async () => {
    const page = await newPage(suite.browser);
    const entryStart = () =>
      page.evaluate(() => {
        const entry = performance.getEntriesByType('resource').find((item) => /\/assets\/(index|islands)-[\w-]+\.js$/.test(item.name));
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { entry: entry?.startTime, load: navigation.loadEventStart };
      });
    await page.goto(`${suite.server.siteUrl}/news`);
    const news = await entryStart();
    expect(news.entry).toBeGreaterThanOrEqual(news.load);
    await page.goto(`${suite.server.siteUrl}/login`);
    const login = await entryStart();
    expect(login.entry).toBeLessThan(login.load);
    await page.context().close();
  });

  it('starts the app within seconds even when a picture never finishes loading', async () => {
    const page = await newPage(suite.browser);
    // Home's banner picture hangs: the load event never comes.
    await page.route('**/images/banner/venture-01.svg', () => new Promise<void>(() => {}));
    const started = Date.now();
    // goto (helpers/browser.ts) returns once <html data-app="ready">.
    await page.goto(`${suite.server.siteUrl}/`, { waitUntil: 'domcontentloaded' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await page.context().close();
  });
});

