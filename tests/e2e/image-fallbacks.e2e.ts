// Broken pictures on pages opened by their URL: with every uploaded picture failing, a
// server-rendered page shows the fallback picture (SPEC §8) in place of each one, although those
// pictures failed before the app had taken over the page, and already while it has not.
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadAreas } from '../../common/upload-areas';
import { newContext, newPage } from './helpers/browser';
import { readFirsts, type Firsts } from './helpers/first-items';
import { useServerAndBrowser } from './helpers/suite';

/** True for the URL of an uploaded picture, in any upload area (common/upload-areas.ts). */
const isUpload = (url: URL) => Object.values(uploadAreas).some((area) => url.pathname.startsWith(`${area.urlPrefix}${area.fieldPrefix}`));

/**
 * The pictures a visitor sees on the page that show nothing (failed, or not loaded yet), by URL.
 * A picture counts when it is rendered and not clipped away entirely by a box around it (a
 * carousel's other slides); the first one still loading is scrolled into view, so lazy pictures
 * load as a visitor scrolling down would make them.
 */
function blankPictures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (img: HTMLImageElement) => {
      if (!img.checkVisibility({ visibilityProperty: true })) return false;
      let { left, top, right, bottom } = img.getBoundingClientRect();
      for (let box = img.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = box.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return right - left > 0 && bottom - top > 0;
    };
    const pictures = [...document.images].filter(seen);
    pictures.find((img) => !img.complete)?.scrollIntoView({ block: 'center' });
    return pictures.filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.currentSrc || img.src);
  });
}

/** Each public page with pictures, as its URL from the first venture, story and blog. */
const pages: Array<[string, (first: Firsts) => string]> = [
  ['Home', () => '/'],
  ['the news list', () => '/news'],
  ['the blogs list', () => '/blogs'],
  ['the investors', () => '/investors'],
  ['the ventures grid', () => '/ventures'],
  ['About (testimonials)', () => '/about-us'],
  ['a venture page', (first) => `/singleventure/${first.venture.slug}`],
  ["a venture's details", (first) => `/ventures/ventures_details/${first.venture.id}`],
  ['a news item', (first) => `/single-news/${first.news.slug}`],
  ['a blog', (first) => `/single-blog/${first.blog.slug}`],
];

/** The same pages at a public page's two widths (issue 48): a phone's layout shows other pictures first. */
const pagesAtBothWidths = pages.flatMap(([name, routeOf]) => [1280, 360].map((width) => [name, width, routeOf] as const));

describe('fallback pictures on pages opened by URL', () => {
  const suite = useServerAndBrowser();
  const first = {} as Firsts;

  beforeAll(async () => {
    Object.assign(first, await readFirsts(suite.server.baseUrl));
  });

  it.each(pages)('shows a fallback for each failed upload on %s, opened by its URL, once the app has taken over', async (_name, routeOf) => {
    const page = await newPage(suite.browser);
    const refused: string[] = [];
    await page.route(
      (url) => isUpload(url),
      (route) => {
        refused.push(route.request().url());
        return route.abort();
      },
    );
    // goto() returns once <html data-app="ready">; the page's eager pictures failed before that.
    await page.goto(`${suite.server.siteUrl}${routeOf(first)}`);
    await expect.poll(() => blankPictures(page)).toEqual([]);
    expect(refused.length, 'uploaded pictures asked for').toBeGreaterThan(0);
    await page.context().close();
  });

  it.each(pages)('asks for no fallback picture on %s while its own pictures load', async (_name, routeOf) => {
    const page = await newPage(suite.browser);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${suite.server.siteUrl}${routeOf(first)}`);
    await expect.poll(() => blankPictures(page)).toEqual([]);
    // A fallback the page shows as a picture of its own (a story without one) is asked for, rightly.
    const unshown = await page.evaluate(() => {
      const shown = new Set([...document.images].map((img) => new URL(img.currentSrc || img.src).pathname));
      const fallbacks = [...document.images].map((img) => img.dataset.fallback).filter((path) => path !== undefined);
      return [...new Set(fallbacks)].filter((path) => !shown.has(path));
    });
    expect(asked.filter((path) => unshown.includes(path))).toEqual([]);
    await page.context().close();
  });

  it.each(pagesAtBothWidths)('shows a fallback for each failed upload on %s at %i px, opened by its URL, before the app has taken over', async (_name, width, routeOf) => {
    // A plain page: the helpers' newPage() waits for the app on every goto.
    const page = await (await newContext(suite.browser, { width })).newPage();
    const refused: string[] = [];
    await page.route(
      (url) => isUpload(url),
      (route) => {
        refused.push(route.request().url());
        return route.abort();
      },
    );
    // The app's code is held back until the pictures have been looked at: the page stays the server's.
    const held: Route[] = [];
    let released = false;
    await page.route(
      (url) => url.pathname.startsWith('/sjg/assets/') && url.pathname.endsWith('.js'),
      (route) => (released ? route.continue() : void held.push(route)),
    );
    await page.goto(`${suite.server.siteUrl}${routeOf(first)}`);
    await expect.poll(() => held.length, { message: 'the loader asked for the app' }).toBeGreaterThan(0);
    await expect.poll(() => blankPictures(page)).toEqual([]);
    expect(await page.locator('html').getAttribute('data-app'), 'the app has not taken over').toBeNull();
    expect(refused.length, 'uploaded pictures asked for').toBeGreaterThan(0);

    // The app takes the fallbacks over as they are.
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    expect(await blankPictures(page)).toEqual([]);
    await page.context().close();
  });
});
