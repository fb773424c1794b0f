// No word, number or button label breaks inside itself ("10,00 / 0+", "Sho / w") on any public
// page or admin section at 360, 768 and 1280 px. A word longer than LONG_WORD characters (a title
// typed without spaces) may break to stay in its box; a hyphenated word may break after its hyphen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, openSection } from './helpers/admin';
import { newPage, viewportAt } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

const widths = [360, 768, 1280] as const;
const LONG_WORD = 30;

/**
 * Each visible word whose pieces lie on more than one line, as "text @ selector". A word is measured
 * with a DOM Range over its characters: one client rect per line it occupies.
 */
async function wordsBrokenInside(page: Page): Promise<string[]> {
  return page.evaluate((longWord) => {
    const selectorOf = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && parts.length < 3; at = at.parentElement) {
        const classes = [...at.classList].slice(0, 2).map((name) => `.${name}`).join('');
        parts.unshift(`${at.tagName.toLowerCase()}${at.id ? `#${at.id}` : ''}${classes}`);
      }
      return parts.join(' > ');
    };
    // Text for screen readers only, or a form's trap for robots: inside a box of a pixel or less that
    // clips what it holds, so no one sees it wrap.
    const insideClippedSpeck = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if ((box.width <= 1 || box.height <= 1) && getComputedStyle(at).overflow !== 'visible') return true;
      }
      return false;
    };
    const offenders = new Set<string>();
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // SVG text never wraps; hidden text has no lines to compare.
      if (!parent || parent instanceof SVGElement || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        if (word[0].length > longWord) continue;
        // After a hyphen or dash the language itself allows a break: measure the pieces between.
        let start = word.index;
        for (const piece of word[0].split(/(?<=[-‐–—])(?=[^-‐–—])/)) {
          range.setStart(node, start);
          range.setEnd(node, start + piece.length);
          start += piece.length;
          const tops = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0).map((rect) => rect.top);
          const broken = tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2;
          if (broken && !insideClippedSpeck(parent)) offenders.add(`${piece} @ ${selectorOf(parent)}`);
        }
      }
    }
    return [...offenders];
  }, LONG_WORD);
}

type Seeded = { slug: string; title: string };

const publicScreens = (ids: { venture: string; ventureId: number; news: Seeded; blog: Seeded }) => [
  { path: '/', ready: 'In the News' },
  { path: '/ventures', ready: 'Our Ventures' },
  { path: `/singleventure/${ids.venture}`, ready: 'Our Clients' },
  { path: `/ventures/ventures_details/${ids.ventureId}`, ready: 'Gallery' },
  { path: '/news', ready: 'News & Events' },
  { path: `/single-news/${ids.news.slug}`, ready: ids.news.title },
  { path: '/blogs', ready: 'VIEW DETAIL' },
  { path: `/single-blog/${ids.blog.slug}`, ready: ids.blog.title },
  { path: '/about-us', ready: 'What our partners say' },
  { path: '/team', ready: 'Our Team' },
  { path: '/investors', ready: 'Our Investors' },
  { path: '/privacy-policy', ready: 'Privacy Policy' },
  { path: '/login', ready: 'LOGIN' },
];

const adminSections = [
  { label: 'VENTURES', heading: 'Ventures' },
  { label: 'NEWS/EVENTS', heading: 'News / Events' },
  { label: 'BLOGS', heading: 'Blogs' },
  { label: 'INVESTORS', heading: 'Investors' },
  { label: 'TESTIMONIALS', heading: 'Testimonials' },
  { label: 'MESSAGES', heading: 'Messages' },
  { label: 'UPDATE PASSWORD', heading: 'Update password' },
];

describe('words stay whole', () => {
  const suite = useServerAndBrowser();

  const api = async <T>(path: string): Promise<T> => (await fetch(`${suite.server.baseUrl}/backend/${path}`)).json() as Promise<T>;

  // Each page is loaded once and the window resized: the pages lay themselves out by CSS and by
  // media queries they listen to, so each width reads as a load at that width would.
  it(`breaks no word inside itself on the public pages at ${widths.join(', ')} px`, async () => {
    const { ventures } = await api<{ ventures: { id: number; slug: string }[] }>('ventures/get_venture.php?page=1');
    const { news } = await api<{ news: Seeded[] }>('news/news_api.php?page=1');
    const { blogs } = await api<{ blogs: Seeded[] }>('blogs/blogs_api.php?page=1');
    const screens = publicScreens({ venture: ventures[0]!.slug, ventureId: ventures[0]!.id, news: news[0]!, blog: blogs[0]! });
    // Motion allowed, as most visitors have it: the galleries then show their Pause buttons.
    const page = await newPage(suite.browser, { width: widths[0] });
    const found: string[] = [];
    for (const screen of screens) {
      await page.setViewportSize(viewportAt(widths[0]));
      await page.goto(`${suite.server.siteUrl}${screen.path}`);
      await page.getByText(screen.ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const width of widths) {
        await page.setViewportSize(viewportAt(width));
        found.push(...(await wordsBrokenInside(page)).map((offender) => `${width} px ${screen.path}: ${offender}`));
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
  });

  it('breaks no word inside itself in any admin section at 360, 768 and 1280 px', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await page.goto(`${suite.server.siteUrl}/login`);
    // A message in the inbox, sent the way the public contact form sends it.
    const sent = await page.evaluate(async () => {
      const body = { name: 'Asha Kulkarni', mobile: '9822012345', notes: 'Please call me about the Pune franchise.' };
      const reply = await fetch('/backend/contact-us/email.php', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return reply.status;
    });
    expect(sent).toBe(200);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    const found: string[] = [];
    for (const width of widths) {
      // The dashboard picks its menu when it opens: open it afresh at each width, still signed in.
      await page.setViewportSize(viewportAt(width));
      await page.goto(`${suite.server.siteUrl}/admin`);
      await page.getByRole('heading', { name: 'Ventures', exact: true }).waitFor();
      for (const section of adminSections) {
        await openSection(page, section.label);
        await page.getByRole('heading', { name: section.heading, exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.getByRole('status').filter({ hasText: /^Loading/ }).waitFor({ state: 'detached' });
        found.push(...(await wordsBrokenInside(page)).map((offender) => `${width} px ${section.heading}: ${offender}`));
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
});
