// Every public screen at 360 and 1280 px: it renders with one h1, a title, no horizontal
// scrolling, and a full-page screenshot is saved under tests/e2e/artifacts/ for review.
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, newPage, saveScreenshot } from './helpers/browser';
import { useServerAndBrowser } from './helpers/suite';

const screens = [
  { name: 'home', path: '/', ready: 'In the News' },
  { name: 'ventures', path: '/ventures', ready: 'Our Ventures' },
  { name: 'venture', path: '/singleventure/sjg-lottery-terminals', ready: 'Our Clients' },
  { name: 'venture-details', path: '/ventures/ventures_details/1', ready: 'Gallery' },
  { name: 'about', path: '/about-us', ready: 'What our partners say' },
  { name: 'news', path: '/news', ready: 'News & Events' },
  { name: 'news-item', path: '/single-news/sjg-group-opens-its-new-regional-office-in-nagpur', ready: 'Why Nagpur' },
  { name: 'blogs', path: '/blogs', ready: 'VIEW DETAIL' },
  { name: 'investors', path: '/investors', ready: 'Our Investors' },
  { name: 'team', path: '/team', ready: 'Our Team' },
  { name: 'privacy-policy', path: '/privacy-policy', ready: 'Privacy Policy' },
  { name: 'terms', path: '/terms', ready: 'Terms of Use' },
  { name: 'legal-disclaimer', path: '/legal-disclaimer', ready: 'Legal Disclaimer' },
  { name: 'credits', path: '/credits', ready: 'Credits' },
  { name: 'not-found', path: '/no-such-page', ready: 'Page not found' },
];

describe('public screens', () => {
  const suite = useServerAndBrowser();

  for (const width of [360, 1280]) {
    it(`renders every public screen at ${width} px with one h1, a title and no sideways scrolling`, async () => {
      const page = await newPage(suite.browser, { width, reducedMotion: 'reduce' });
      for (const screen of screens) {
        await page.goto(`${suite.server.siteUrl}${screen.path}`);
        await page.getByText(screen.ready, { exact: false }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.locator('h1').count(), `${screen.name}: one h1`).toBe(1);
        expect(await page.title(), `${screen.name}: title`).toMatch(/SJG Group/);
        expect(await horizontalOverflow(page), `${screen.name}: no sideways scroll at ${width}`).toBeLessThanOrEqual(0);
        await expect.poll(() => page.locator('header, nav, main, footer').count()).toBeGreaterThanOrEqual(4);
        await saveScreenshot(page, screen.name);
      }
      await page.context().close();
    });
  }
});
