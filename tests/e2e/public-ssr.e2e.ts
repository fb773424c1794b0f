// Server rendering in a real browser: a public page is readable before (and without) its
// JavaScript, and once the code arrives React takes over the server's markup without a mismatch.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aboutIntro } from '../../web/src/content/company';
import { bannerShownByCss } from './helpers/banner';
import { newContext, newPage, saveScreenshot } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { useServerAndBrowser } from './helpers/suite';

describe('server-rendered public pages', () => {
  const suite = useServerAndBrowser();

  it('shows Home and About with their content to a browser without JavaScript, the banner on its first venture', async () => {
    const page = await newPage(suite.browser, { javaScript: false });
    await page.goto(`${suite.server.siteUrl}/`);
    expect(await page.getByRole('heading', { level: 1, name: 'Explore Our Ventures' }).isVisible()).toBe(true);
    expect(await page.locator('.banner__slide img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Nothing rotates it there: the later slides' pictures come only with the islands' runtime.
    const rotations = await page.locator('.banner').evaluate((banner) => banner.getAnimations({ subtree: true }).map((animation) => (animation as CSSAnimation).animationName));
    expect(rotations.filter((name) => name.startsWith('banner-'))).toEqual([]);
    expect(await bannerShownByCss(page)).toEqual({ row: '01SJG Lottery Terminals', caption: '01SJG Lottery Terminals', slide: 'SJG Lottery Terminals' });
    await page.goto(`${suite.server.siteUrl}/about-us`);
    expect(await page.getByRole('heading', { level: 1, name: aboutIntro.heading }).isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([375, 1280])('gives a browser without JavaScript the main menu as links, and no control that needs the code, at %i px', async (width) => {
    const page = await newPage(suite.browser, { javaScript: false, width });
    await page.goto(`${suite.server.siteUrl}/about-us`);
    const header = page.locator('header.site-header');
    // The menu button and the search open nothing without the page's code: not offered.
    expect(await header.getByRole('button').count()).toBe(0);
    const menu = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Ventures', 'News', 'Contact']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    // Nothing is wider than the window, and the links lead where they say.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The search icon is a link to the search's page instead of a button.
    await header.getByRole('link', { name: 'Search the site' }).click();
    await page.waitForURL('**/sjg/search');
    await page.goBack();
    await menu.getByRole('link', { name: 'Ventures', exact: true }).click();
    await page.waitForURL('**/sjg/ventures');
    await page.context().close();
  });

  it('searches without JavaScript on the search’s page, in English and in Hindi, and its results lead to their pages', async () => {
    // A story published in English and in Hindi.
    const [found] = await queryDatabase<{ title: string; slug: string; hindi_title: string; hindi_slug: string }>(
      suite.server,
      `select n.title, n.slug, t.fields ->> 'title' as hindi_title, t.slug as hindi_slug from news n
       join translations t on t.kind = 'news' and t.item_id = n.id and t.lang = 'hi' and t.status = 'published' and t.deleted_at is null
       where n.status = 'published' and n.deleted_at is null order by n.id limit 1`,
    );
    const story = { title: found!.title, slug: found!.slug };
    const hindi = { title: found!.hindi_title, slug: found!.hindi_slug };
    const page = await newPage(suite.browser, { javaScript: false, width: 375 });
    for (const [home, words, title, address] of [
      ['/', story.title.split(' ').slice(0, 3).join(' '), story.title, `/sjg/single-news/${story.slug}`],
      ['/hi', hindi.title.split(' ').slice(0, 3).join(' '), hindi.title, `/sjg/hi/single-news/${encodeURIComponent(hindi.slug)}`],
    ] as const) {
      await page.goto(`${suite.server.siteUrl}${home}`);
      const lang = home === '/' ? 'en' : 'hi';
      await page.locator('header.site-header a.site-header__search-page').click();
      await page.waitForURL(`**/sjg${home === '/' ? '' : home}/search`);
      const form = page.getByRole('search');
      await form.getByRole('searchbox').fill(words);
      await form.getByRole('searchbox').press('Enter');
      await page.waitForURL(/\/search\?q=/);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await form.getByRole('searchbox').inputValue()).toBe(words);
      if (lang === 'hi') await saveScreenshot(page, 'search-page-hindi-no-js');
      const result = page.locator('a.search-result').filter({ hasText: title }).first();
      expect(await result.getAttribute('href')).toBe(address);
      await result.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    // Words that find nothing say so, in the page's language.
    await page.goto(`${suite.server.siteUrl}/hi/search?q=zzqx`);
    expect(await page.getByText('कोई परिणाम नहीं मिला।').isVisible()).toBe(true);
    await page.context().close();
  });

  it("falls back to the page a browser without JavaScript gets when the page's code does not load", async () => {
    // A plain page: the helpers' newPage() waits for the code this test keeps from coming.
    const page = await (await newContext(suite.browser, { width: 375 })).newPage();
    // The islands' runtime fails, as on a flaky phone network; the loader itself is in the page.
    await page.route(/\/sjg\/assets\/islands-[^/]*\.js$/, (route) => route.abort('connectionfailed'));
    await page.goto(`${suite.server.siteUrl}/#contact-us-section`);
    await page.waitForFunction(() => document.readyState === 'complete' && !('js' in document.documentElement.dataset));
    const menu = page.locator('header.site-header').getByRole('navigation', { name: 'Main' });
    expect(await menu.getByRole('link', { name: 'News', exact: true }).isVisible()).toBe(true);
    // The contact form is sent as a plain form, and arrives.
    const form = page.locator('#contact-us-section form');
    await form.getByLabel('Name').fill('Chetan Rao');
    await form.getByLabel('Mobile').fill('9876543210');
    await form.getByLabel('Notes').fill('Sent while the page’s code did not load.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL('**/sjg/?contact=sent#contact-us-section');
    await page.context().close();
  });

  /** Holds back the code of the island whose chunk `chunk` names until the test lets it fail. */
  async function failIslandCode(page: Page, chunk: RegExp): Promise<{ requested: Promise<void>; fail(): void }> {
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    let requested!: () => void;
    const asked = new Promise<void>((resolve) => (requested = resolve));
    await page.route(chunk, async (route) => {
      requested();
      await failing;
      await route.abort('connectionfailed');
    });
    return { requested: asked, fail };
  }

  it("posts a Send kept for the contact form as a plain form when the form's own code does not load", async () => {
    const page = await newPage(suite.browser, { islands: 'asleep', width: 375 });
    const code = await failIslandCode(page, /\/sjg\/assets\/contact-form-[^/]*\.js$/);
    await page.goto(`${suite.server.siteUrl}/#contact-us-section`);
    const form = page.locator('#contact-us-section form');
    await form.getByLabel('Name').fill('Chetan Rao');
    await code.requested;
    await form.getByLabel('Mobile').fill('9876543210');
    await form.getByLabel('Notes').fill('Sent while the form’s code did not load.');
    // Pressed while the form's code is on its way, so kept for it; then that code fails.
    await form.getByRole('button', { name: 'Send message' }).click();
    code.fail();
    await page.waitForURL('**/sjg/?contact=sent#contact-us-section');
    expect(await page.locator('#contact-us-section').getByText('Message sent successfully').isVisible()).toBe(true);
    await page.context().close();
  });

  // What Search's held words do then (the search's own page, with them) is in public-contact-search.e2e.ts.
  it("gives the header's menu as links when the header's code does not load", async () => {
    const page = await newPage(suite.browser, { islands: 'asleep', width: 375 });
    const code = await failIslandCode(page, /\/sjg\/assets\/site-header-[^/]*\.js$/);
    await page.goto(`${suite.server.siteUrl}/`);
    const header = page.locator('header.site-header');
    await header.getByRole('button', { name: /menu/i }).click();
    await code.requested;
    code.fail();
    const menu = header.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'News', exact: true }).waitFor();
    expect(await header.getByRole('button').count()).toBe(0);
    // The search's own page is offered in the dialog's place.
    expect(await header.getByRole('link', { name: 'Search the site' }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL('**/sjg/news');
    await page.context().close();
  });

  it('shows the news list and a venture with their data to a browser without JavaScript', async () => {
    const news = (await (await fetch(`${suite.server.baseUrl}/backend/news/news_api.php?page=1`)).json()) as { news: { title: string }[] };
    const list = (await (await fetch(`${suite.server.baseUrl}/backend/ventures/get_venture.php?page=1`)).json()) as { ventures: { slug: string; title: string }[] };
    const page = await newPage(suite.browser, { javaScript: false });
    await page.goto(`${suite.server.siteUrl}/news`);
    expect(await page.locator('.news-card').count()).toBe(news.news.length);
    expect(await page.getByText(news.news[0]!.title).first().isVisible()).toBe(true);
    await page.goto(`${suite.server.siteUrl}/singleventure/${list.ventures[0]!.slug}`);
    expect(await page.getByRole('heading', { name: list.ventures[0]!.title }).first().isVisible()).toBe(true);
    await page.goto(`${suite.server.siteUrl}/single-news/no-such-story`);
    expect(await page.getByRole('heading', { level: 1, name: 'News not found' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('hydrates every kind of public page without a mismatch, and the page then responds', async () => {
    const list = (await (await fetch(`${suite.server.baseUrl}/backend/ventures/get_venture.php?page=1`)).json()) as { ventures: { slug: string }[] };
    const news = (await (await fetch(`${suite.server.baseUrl}/backend/news/news_api.php?page=1`)).json()) as { news: { slug: string }[] };
    const missing = ['/no-such-page', '/single-news/no-such-story', '/singleventure/no-such-venture'];
    const routes = ['/', '/news', '/ventures', '/about-us', '/team', '/investors', '/blogs', '/terms', ...missing, `/singleventure/${list.ventures[0]!.slug}`, `/single-news/${news.news[0]!.slug}`];
    for (const route of routes) {
      const page = await newPage(suite.browser);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${suite.server.siteUrl}${route}`);
      // Hydrated: React has attached its handlers to each island of the server's markup, and to nothing else.
      const islands = page.locator('sjg-island');
      expect(await islands.count(), route).toBeGreaterThan(0);
      for (const island of await islands.all()) {
        await expect.poll(() => island.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer')))).toBe(true);
      }
      expect(await page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')))).toBe(false);
      await page.waitForLoadState('networkidle');
      // A missing page's own 404 is the one expected message (its item is not asked for again).
      const expected = missing.includes(route) ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
      expect(problems, route).toEqual(expected);
      await page.context().close();
    }

    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/`);
    const pause = page.locator('.banner__pause');
    await pause.click();
    await expect.poll(() => pause.getAttribute('aria-pressed')).toBe('true');
    expect(await pause.textContent()).toContain('Play');
    await page.locator('.banner').getByRole('link', { name: 'See all' }).click();
    await page.waitForURL(`${suite.server.siteUrl}/ventures`);
    await page.context().close();
  });
});
