// Lazy pictures below the window on a server-rendered page wait for its first paint: the page's
// loader (server/src/site/app-loader.ts) takes their addresses away before the browser lays the
// page out and gives them back once the page has painted and loaded, or at the first scroll (those
// in the window at once). Chrome would
// otherwise fetch those within a few screens of the window at once, beside the picture the
// visitor is waiting for. Without JavaScript the browser's own lazy loading applies.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, newPage } from './helpers/browser';
import { useServerAndBrowser } from './helpers/suite';

/** Each <img> of the server's HTML, in page order: its loading, src and srcset as the server wrote them. */
function serverPictures(html: string): Array<{ loading?: string; src?: string; srcset?: string }> {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map((match) => {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(match[1]!)?.[1]?.replaceAll('&amp;', '&');
    return { loading: attribute('loading'), src: attribute('src'), srcset: attribute('srcset') };
  });
}

/** The path of the page's eager picture without its extension: its variants' paths start with it. */
function firstPictureStem(written: Array<{ loading?: string; src?: string }>): string {
  return written.find((image) => image.loading === 'eager')!.src!.replace(/\.\w+$/, '');
}

/** Makes every file of the picture at `stem` arrive 300 ms late, as on a slow link. */
async function delayPicture(page: Page, stem: string): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith(stem),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    },
  );
}

/** The page's <img>s as the browser has them now. */
function browserPictures(page: Page) {
  return page.$$eval('img', (images) =>
    images.map((image) => ({
      loading: image.getAttribute('loading') ?? undefined,
      src: image.getAttribute('src') ?? undefined,
      srcset: image.getAttribute('srcset') ?? undefined,
      held: image.hasAttribute('data-held'),
    })),
  );
}

/** When each upload was asked for (ms from navigation, resource timing), and when the page first painted. */
function timings(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    pictures: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.startsWith('/backend/news/uploads/'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime, responseEnd: entry.responseEnd })),
  }));
}

describe('lazy pictures wait for the first paint', () => {
  const suite = useServerAndBrowser();

  it('asks for the lazy pictures of /news only after the first paint and the first card picture, once each, with the addresses the server wrote', async () => {
    const page = await newPage(suite.browser, { width: 412, height: 823 });
    const html = await (await fetch(`${suite.server.siteUrl}/news`)).text();
    const written = serverPictures(html);
    const lazy = written.filter((image) => image.loading === 'lazy');
    expect(lazy.length, 'lazy pictures on /news').toBeGreaterThan(3);
    const firstStem = firstPictureStem(written);
    await delayPicture(page, firstStem);
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/backend/news/uploads/')) asked.set(path, (asked.get(path) ?? 0) + 1);
    });
    await page.goto(`${suite.server.siteUrl}/news`);

    // The app has hydrated: every picture has the addresses the server wrote, and none is held.
    const now = await browserPictures(page);
    expect(now.map(({ loading, src, srcset }) => ({ loading, src, srcset }))).toEqual(written);
    expect(now.filter((image) => image.held)).toEqual([]);

    // The lazy pictures near the window were asked for after the first paint and after the first
    // card's picture had arrived, not beside it.
    const { firstPaint, pictures } = await timings(page);
    const first = pictures.filter((picture) => picture.path.startsWith(firstStem));
    const others = pictures.filter((picture) => !picture.path.startsWith(firstStem));
    expect(first.length, 'the first card picture was fetched once').toBe(1);
    expect(others.length, 'lazy pictures near the window were fetched').toBeGreaterThan(0);
    for (const picture of others) {
      expect(picture.startTime, picture.path).toBeGreaterThanOrEqual(firstPaint!);
      expect(picture.startTime, picture.path).toBeGreaterThanOrEqual(first[0]!.responseEnd);
    }

    // Scrolling to the last card shows its picture; no picture was asked for twice.
    const last = page.locator('.news-card__image').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect([...asked].filter(([, count]) => count > 1)).toEqual([]);
    await page.context().close();
  });

  it('gives a lazy picture in the window its addresses at the first layout, and holds those below', async () => {
    // At 1280 px /news has three cards a row: the first row's other two pictures are lazy but in view.
    const page = await newPage(suite.browser, { width: 1280, height: 720 });
    const html = await (await fetch(`${suite.server.siteUrl}/news`)).text();
    const written = serverPictures(html);
    const stemOf = (image: { src?: string }) => image.src!.replace(/\.\w+$/, '');
    const firstStem = firstPictureStem(written);
    // The first picture arrives only once the first row's other two have been asked for (or after
    // 5 s): the order is then the loader's, however slow the machine's first layout is.
    const rowAsked = new Set<string>();
    let rowComplete!: () => void;
    const row = new Promise<void>((resolve) => (rowComplete = resolve));
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      for (const index of [1, 2]) if (path.startsWith(stemOf(written[index]!))) rowAsked.add(path);
      if (rowAsked.size >= 2) rowComplete();
    });
    await page.route(
      (url) => url.pathname.startsWith(firstStem),
      async (route) => {
        await Promise.race([row, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        await route.continue();
      },
    );
    await page.goto(`${suite.server.siteUrl}/news`);

    const { pictures } = await timings(page);
    const first = pictures.find((picture) => picture.path.startsWith(firstStem))!;
    const startOf = (index: number) => pictures.find((picture) => picture.path.startsWith(stemOf(written[index]!)))?.startTime;
    const inView = await page.$$eval('.news-card__image', (images) => images.map((image) => image.getBoundingClientRect().top < innerHeight));
    expect(inView.slice(0, 4)).toEqual([true, true, true, false]);
    // The first row's lazy pictures did not wait for the late first picture; the second row's did.
    expect(startOf(1)).toBeLessThan(first.responseEnd);
    expect(startOf(2)).toBeLessThan(first.responseEnd);
    expect(startOf(3)).toBeGreaterThanOrEqual(first.responseEnd);
    await page.context().close();
  });

  it('gives the pictures back at the first scroll, while a picture of the first view still loads', async () => {
    // A plain page: the helpers' newPage() waits for the app, which waits for the held picture.
    const page = await (await newContext(suite.browser, { width: 412, height: 823 })).newPage();
    const html = await (await fetch(`${suite.server.siteUrl}/news`)).text();
    const stem = firstPictureStem(serverPictures(html));
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.startsWith(stem),
      (route) => void held.push(route),
    );
    await page.goto(`${suite.server.siteUrl}/news`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held.length, { message: 'the first picture was asked for' }).toBeGreaterThan(0);
    // The page has painted but not loaded: the lazy pictures are held, keeping their boxes.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const second = page.locator('.news-card__image').nth(1);
    expect(await second.getAttribute('data-held')).toBe('');
    expect((await second.boundingBox())!.height).toBeGreaterThan(100);

    await second.scrollIntoViewIfNeeded();
    await expect.poll(() => second.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await second.getAttribute('data-held')).toBeNull();
    await Promise.all(held.map((route) => route.continue()));
    await page.context().close();
  });

  it('leaves lazy loading to the browser without JavaScript', async () => {
    const page = await newPage(suite.browser, { width: 412, height: 823, javaScript: false });
    await page.goto(`${suite.server.siteUrl}/news`);
    const second = page.locator('.news-card__image').nth(1);
    await second.scrollIntoViewIfNeeded();
    await expect.poll(() => second.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.locator('img[data-held]').count()).toBe(0);
    await page.context().close();
  });
});
