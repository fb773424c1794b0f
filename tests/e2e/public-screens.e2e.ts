// Every public screen at 360 and 1280 px: it renders with one h1, a title, no horizontal
// scrolling, and a full-page screenshot is saved under tests/e2e/artifacts/ for review. The
// newest news item, blog, investor and testimonial have titles and names with no spaces, as an
// admin may type, so every list and the detail pages show that such text stays in its box.
import { beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, newPage, saveScreenshot } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { useServerAndBrowser } from './helpers/suite';

const unbroken = 'Supercalifragilisticexpialidocious'.repeat(4);

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
  { name: 'news-item-unbroken', path: '/single-news/unbroken-news', ready: 'One long word' },
  { name: 'blog-unbroken', path: '/single-blog/unbroken-blog', ready: 'One long word' },
];

describe('public screens', () => {
  const suite = useServerAndBrowser();

  // Written before any page is read, so no cached reply predates them.
  beforeAll(async () => {
    const server = suite.server;
    await queryDatabase(server, `insert into news (slug, title, content, year) values ('unbroken-news', $1, '<p>One long word: ' || $1 || '</p>', '2026')`, [`News ${unbroken}`]);
    await queryDatabase(server, `insert into blogs (slug, title, content) values ('unbroken-blog', $1, '<p>One long word: ' || $1 || '</p>')`, [`Blog ${unbroken}`]);
    await queryDatabase(server, `insert into investors (slug, investor_name) values ('unbroken-investor', $1)`, [unbroken]);
    await queryDatabase(server, `insert into testimonials (slug, name, position, stars, review) values ('unbroken-testimonial', $1, $1, 5, $1)`, [unbroken]);
  });

  it.each([1280, 1100])('keeps the footer at %i px tidy: the social links on one row, each location on one line', async (width) => {
    const page = await newPage(suite.browser, { width, reducedMotion: 'reduce' });
    await page.goto(`${suite.server.siteUrl}/team`);
    const footer = page.locator('footer');
    const socialTops = await footer.locator('.site-footer__social li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(socialTops.length).toBeGreaterThan(1);
    expect(new Set(socialTops).size).toBe(1);
    const locations = await footer.locator('.site-footer__list--columns li').evaluateAll((items) =>
      items.map((item) => ({ name: item.textContent, lines: Math.round(item.getBoundingClientRect().height / parseFloat(getComputedStyle(item).lineHeight)) })),
    );
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location).toEqual({ name: location.name, lines: 1 });
    await page.context().close();
  });

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
