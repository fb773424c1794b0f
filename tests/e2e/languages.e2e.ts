// The site in Hindi and Marathi in Chromium (issue 50): pages at /sjg/hi and /sjg/mr hydrate
// without a mismatch in their language, Devanagari is set in Mukta's Devanagari face with no line
// of it cut by a box at 360 and 1280 px (screenshots in tests/e2e/artifacts/ for people to look
// at), English pages never download that face, and the switcher lands on the same item in the
// other language or, where it has none, on a page offering the languages it has.
import type { Page } from 'playwright-core';
import hindiWords from '../../web/src/content/catalog/hi.json';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { newPage, saveScreenshot } from './helpers/browser';
import { useServerAndBrowser } from './helpers/suite';

type Alternates = { lang: string; slug: string }[];

/**
 * Devanagari text whose line is cut by a box that clips it (overflow other than visible): a line
 * partly outside the box's padding box. Lines wholly outside are a clamp's hidden lines, not cut.
 */
function cutDevanagari(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const devanagari = /[\u0900-\u097F]/;
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!devanagari.test(node.textContent ?? '')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // A line wholly outside a clipping box is hidden there (a banner row below its list's window):
      // the boxes around that one cannot cut what no one sees.
      let lines = [...range.getClientRects()].filter((rect) => rect.height > 0);
      for (let box = node.parentElement; box && box !== document.body && lines.length > 0; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
        // Text for screen readers only sits in a 1 px box on purpose.
        if (box.clientWidth <= 1 || box.clientHeight <= 1) break;
        const edge = box.getBoundingClientRect();
        const top = edge.top + box.clientTop;
        const bottom = top + box.clientHeight;
        for (const line of lines) {
          const partly = line.top < top - 0.5 ? line.bottom > top + 0.5 : line.bottom > bottom + 0.5 && line.top < bottom - 0.5;
          if (partly) cut.push(`${(node.textContent ?? '').trim().slice(0, 40)} in <${box.tagName.toLowerCase()} class="${box.className}">`);
        }
        lines = lines.filter((line) => line.bottom > top + 0.5 && line.top < bottom - 0.5);
      }
    }
    return [...new Set(cut)];
  });
}

describe('the site in Hindi and Marathi', () => {
  const suite = useServerAndBrowser();

  async function api<T>(path: string): Promise<T> {
    return (await (await fetch(`${suite.server.baseUrl}${path}`)).json()) as T;
  }

  it('renders Hindi and Marathi pages in their language, hydrating without a mismatch, Devanagari never cut, at 360 and 1280 px', async () => {
    const hindiNews = await api<{ news: { slug: string }[] }>('/backend/news/news_api.php?page=1&lang=hi');
    const marathiBlogs = await api<{ blogs: { slug: string }[] }>('/backend/blogs/blogs_api.php?page=1&lang=mr');
    const pages = [
      ['hi', '/hi', 'home'],
      ['mr', '/mr/about-us', 'about'],
      ['mr', '/mr/ventures', 'ventures'],
      ['hi', '/hi/team', 'team'],
      ['hi', '/hi/news', 'news-list'],
      ['hi', `/hi/single-news/${encodeURIComponent(hindiNews.news[0]!.slug)}`, 'news-item'],
      ['mr', '/mr/blogs', 'blogs'],
      ['mr', `/mr/single-blog/${encodeURIComponent(marathiBlogs.blogs[0]!.slug)}`, 'blog'],
    ] as const;
    for (const width of [360, 1280]) {
      for (const [language, route, name] of pages) {
        const page = await newPage(suite.browser, { width });
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        // The first page of a visit fetches Mukta's files (Devanagari too) for the next, which is set in them.
        await page.goto(`${suite.server.siteUrl}${route}`);
        await page.waitForFunction(() => document.cookie.split('; ').includes('sjg-fonts=1'));
        await page.reload();
        expect(await page.evaluate(() => document.documentElement.lang), route).toBe(language);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.fonts.check('16px Mukta', 'हिन्दी')), route).toBe(true);
        expect(await cutDevanagari(page), `${route} at ${width}`).toEqual([]);
        expect(problems, route).toEqual([]);
        await saveScreenshot(page, `language-${language}-${name}`);
        await page.context().close();
      }
    }
  });

  it('never downloads the Devanagari face on an English page, its switcher naming the languages in a system face named first', async () => {
    const page = await newPage(suite.browser);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto(`${suite.server.siteUrl}/news`);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((url) => /devanagari/i.test(url))).toEqual([]);
    const hindiLink = page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'हिन्दी' });
    expect(await hindiLink.isVisible()).toBe(true);
    // Devanagari faces named first: a browser finds one by name rather than searching every font it has.
    const devanagariFirst = /^"Noto Sans Devanagari", "Lohit Devanagari", "Nirmala UI", "Kohinoor Devanagari", "Mukta Fallback: Arial"/;
    expect(await hindiLink.evaluate((link) => getComputedStyle(link).fontFamily)).toMatch(devanagariFirst);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Mukta Fallback: Arial", "Mukta Fallback: Roboto", system-ui,/);
    // A Hindi page names them right after the faces sized to Mukta (and Mukta, once fetched), before the Latin system faces.
    await page.goto(`${suite.server.siteUrl}/hi/news`);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /"Mukta Fallback: Arial", "Mukta Fallback: Roboto", "Noto Sans Devanagari", "Lohit Devanagari", "Nirmala UI", "Kohinoor Devanagari", system-ui,/,
    );
    await page.context().close();
  });

  it('switches a story to Hindi on the same story, and offers Hindi where a story has no Marathi', async () => {
    const hindi = await api<{ news: { slug: string }[] }>('/backend/news/news_api.php?page=1&lang=hi');
    // The story in Hindi but not Marathi (seed/content/news-translations.ts) is the one whose alternates lack Marathi.
    const withLanguages = await Promise.all(
      hindi.news.map((item) => api<{ news: { title: string }; alternates: Alternates }>(`/backend/news/news_api.php?slug=${encodeURIComponent(item.slug)}&lang=hi`)),
    );
    const both = withLanguages.find((reply) => reply.alternates.some((alternate) => alternate.lang === 'en'))!;
    const hindiOnly = withLanguages.find((reply) => reply.alternates.every((alternate) => alternate.lang !== 'mr'))!;
    const englishSlug = both.alternates.find((alternate) => alternate.lang === 'en')!.slug;
    const hindiSlug = both.alternates.find((alternate) => alternate.lang === 'hi')!.slug;

    const page = await newPage(suite.browser, { width: 360 });
    await page.goto(`${suite.server.siteUrl}/single-news/${englishSlug}`);
    await Promise.all([page.waitForURL(/\/sjg\/hi\/single-news\//), page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'हिन्दी' }).click()]);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/sjg/hi/single-news/${hindiSlug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(both.news.title);

    const slug = hindiOnly.alternates.find((alternate) => alternate.lang === 'hi')!.slug;
    const response = await page.goto(`${suite.server.siteUrl}/mr/single-news/${encodeURIComponent(slug)}`);
    expect(response?.status()).toBe(404);
    const offer = page.getByRole('navigation', { name: 'भाषा' });
    expect(await offer.getByText('हे पान या भाषांमध्ये उपलब्ध आहे:').isVisible()).toBe(true);
    await Promise.all([page.waitForURL(/\/sjg\/hi\/single-news\//), offer.getByRole('link', { name: 'हिन्दी' }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(hindiOnly.news.title);
    await page.context().close();
  });

  it('opens a banner venture from Marathi Home at its Marathi page with no redirect, and links no venture that has no Marathi page', async () => {
    const { slugs } = await api<{ slugs: (string | null)[] }>('/backend/ventures/banner_api.php?lang=mr');
    const linked = slugs.findIndex((slug) => slug !== null);
    const unlinked = slugs.findIndex((slug) => slug === null);
    expect(linked).toBeGreaterThanOrEqual(0);
    expect(unlinked).toBeGreaterThanOrEqual(0);
    const page = await newPage(suite.browser, { width: 360 });
    const redirects: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
    });
    await page.goto(`${suite.server.siteUrl}/mr/`);
    const caption = page.locator('.banner__caption-entry');
    // Focus in the banner holds its rotation; the list's keys move it to a venture.
    const row = (index: number) => page.locator('.banner__list li button').nth(index);
    await row(0).focus();
    for (let index = 0; index < unlinked; index += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(() => row(unlinked).getAttribute('aria-current')).toBe('true');
    const slide = page.locator('.banner__slide[aria-hidden="false"]');
    expect(await caption.locator('a').count()).toBe(0);
    expect(await slide.locator('a').count()).toBe(0);
    expect(await caption.textContent()).toContain(await row(unlinked).locator('.banner__name').textContent());
    await expectNoAxeViolations(page, 'Marathi Home, a venture with no Marathi page current');

    await row(unlinked).focus();
    for (let index = unlinked; index > linked; index -= 1) await page.keyboard.press('ArrowUp');
    for (let index = unlinked; index < linked; index += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(() => row(linked).getAttribute('aria-current')).toBe('true');
    const marathiPath = `/sjg/mr/singleventure/${slugs[linked]}`;
    // The caption's name is the same link (a phone shows the list's name rather than the caption's).
    expect(decodeURIComponent((await caption.locator('a').getAttribute('href'))!)).toBe(marathiPath);
    await Promise.all([page.waitForURL((url) => decodeURIComponent(url.pathname) === marathiPath), slide.locator('a').click()]);
    expect(redirects).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    await page.context().close();
  });

  it('searches in Hindi on a Hindi page, "mumbai" finding मुंबई, its results leading to Hindi pages', async () => {
    const page = await newPage(suite.browser, { width: 360 });
    await page.goto(`${suite.server.siteUrl}/hi/news`);
    await page.getByRole('button', { name: hindiWords['header.openSearch'] }).click();
    const dialog = page.getByRole('dialog', { name: hindiWords['search.title'] });
    await dialog.getByPlaceholder(hindiWords['search.placeholder']).fill('mumbai');
    await dialog.getByPlaceholder(hindiWords['search.placeholder']).press('Enter');
    const first = dialog.getByRole('link').filter({ hasText: 'मुंबई' }).first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/sjg\/hi\/(single-news|single-blog|singleventure)\//);
    await Promise.all([page.waitForURL(/\/sjg\/hi\/single/), first.click()]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.context().close();
  });
});
