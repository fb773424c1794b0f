// Every picture of the demo content shows: each public page of the freshly seeded site, scrolled
// to its foot as a visitor would, with every <img> loaded and decoded (no broken-image icon) and
// none that failed on the way (a picture swapped for its fallback failed too).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../common/slug';
import { blogs } from '../../seed/content/blogs';
import { investors } from '../../seed/content/investors';
import { news } from '../../seed/content/news';
import { testimonials } from '../../seed/content/testimonials';
import { ventures } from '../../seed/content/ventures';
import { newPage } from './helpers/browser';
import { useServerAndBrowser } from './helpers/suite';

type PublicPage = { name: string; path: string; ready: (page: Page) => Promise<void> };

const text = (value: string) => (page: Page) => page.getByText(value, { exact: true }).first().waitFor();
const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();

// Not the team page: the demo team has no photos (their initials show), and since the group's mark
// is drawn inline that page holds no picture at all.
const pages: PublicPage[] = [
  { name: 'Home', path: '/', ready: text(news[0]!.title) },
  { name: 'the news list', path: '/news', ready: text(news[0]!.title) },
  { name: 'the blogs list', path: '/blogs', ready: text(blogs[0]!.title) },
  { name: 'the ventures grid', path: '/ventures', ready: text(ventures[0]!.title) },
  ...ventures.map((venture) => ({
    name: `the ${venture.title} page`,
    path: `/singleventure/${slugify(venture.title)}`,
    ready: async (page: Page) => {
      await heading(venture.title)(page);
      await page.getByRole('heading', { name: 'Our Clients' }).waitFor();
    },
  })),
  { name: 'a news item', path: `/single-news/${slugify(news[0]!.title)}`, ready: heading(news[0]!.title) },
  { name: 'a blog', path: `/single-blog/${slugify(blogs[0]!.title)}`, ready: heading(blogs[0]!.title) },
  { name: 'the investors', path: '/investors', ready: text(investors[0]!.name) },
  { name: 'About (testimonials)', path: '/about-us', ready: text(testimonials[0]!.name) },
];

/** Records, from before the page's first byte, the address of every <img> that fails to load. */
async function recordFailedPictures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const failed: string[] = [];
    (window as unknown as { failedPictures: string[] }).failedPictures = failed;
    // 'error' does not bubble: listen in the capture phase to hear every image's.
    document.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLImageElement) failed.push(event.target.currentSrc || event.target.src);
      },
      true,
    );
  });
}

/**
 * Scrolls one screen further down (so lazy pictures near it load) and answers the pictures still
 * loading, and those that ended without decoding, read at the same moment: Home's banner asks
 * for its next slide's picture as it turns, so a picture loading a moment later is not a broken one.
 * A lazy picture in a carousel's hidden slides loads only when a visitor moves the carousel
 * there; once the page is scrolled to its foot, those are told to load at once.
 */
function scrollAndListLoading(page: Page): Promise<{ atFoot: boolean; loading: string[]; broken: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const atFoot = root.scrollTop + window.innerHeight >= root.scrollHeight - 1;
    if (!atFoot) window.scrollBy(0, window.innerHeight * 0.8);
    const pictures = [...document.images].filter((img) => img.getAttribute('src'));
    const loading = pictures.filter((img) => !img.complete);
    if (atFoot) for (const img of loading) img.loading = 'eager';
    const broken = pictures.filter((img) => img.complete && img.naturalWidth === 0);
    const named = (images: HTMLImageElement[]) => images.map((img) => img.currentSrc || img.src);
    return { atFoot, loading: named(loading), broken: named(broken) };
  });
}

describe('the pictures of the seeded site', () => {
  const suite = useServerAndBrowser();

  for (const { name, path, ready } of pages) {
    it(`shows every picture of ${name}, none broken`, async () => {
      const page = await newPage(suite.browser);
      await recordFailedPictures(page);
      await page.goto(`${suite.server.siteUrl}${path}`);
      await ready(page);
      await expect.poll(() => page.getByRole('status').filter({ hasText: /loading/i }).count()).toBe(0);
      let settled: Awaited<ReturnType<typeof scrollAndListLoading>> | undefined;
      await expect
        .poll(async () => {
          settled = await scrollAndListLoading(page);
          return { atFoot: settled.atFoot, loading: settled.loading };
        }, { timeout: 20_000 })
        .toEqual({ atFoot: true, loading: [] });
      expect(settled!.broken, `${name}: pictures that did not decode`).toEqual([]);
      const failed = await page.evaluate(() => (window as unknown as { failedPictures: string[] }).failedPictures);
      expect(failed, `${name}: pictures that failed to load`).toEqual([]);
      expect(await page.evaluate(() => document.images.length), `${name}: has pictures`).toBeGreaterThan(0);
      await page.context().close();
    });
  }
});
