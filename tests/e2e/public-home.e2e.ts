// Home against the real server and its seeded content: the banner, 'In the News' and its
// states, the cards, the approach toggle, the map pins, and the Contact link.
import type { Locator, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BANNER_ROTATION_MS, LOADER_REPLY_WAIT_MS } from '../../common/constants';
import { homeMessages, publicErrorMessages } from '../../common/messages';
import { bannerShownByCss, holdBannerRotationAt, seekBannerRotation } from './helpers/banner';
import { newContext, newPage, wakeIslands } from './helpers/browser';
import { useServerAndBrowser } from './helpers/suite';

/** The Home news call (news page 1). */
const homeNewsCall = (url: URL) => url.pathname.endsWith('/backend/news/news_api.php') && url.searchParams.get('page') === '1';

describe('home page', () => {
  const suite = useServerAndBrowser();

  async function openHome(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
    const page = await newPage(suite.browser, options);
    await page.goto(`${suite.server.siteUrl}/`);
    return page;
  }

  /**
   * Home with its banner driven by React from the first venture and the page's clock under the
   * test's control: the CSS rotation is held at its start and the islands woken (as a visitor
   * reaching for the page would), the clock runs while the page loads (whatever the load waits on
   * fires as usual), then stands still, so that the rotation moves only when the test runs the clock.
   */
  async function openHomeOnHeldClock(options: Parameters<typeof newPage>[1] = {}, onRequest?: (request: Request) => void): Promise<Page> {
    const page = await newPage(suite.browser, { ...options, islands: 'asleep' });
    if (onRequest) page.on('request', onRequest);
    await page.clock.install();
    await holdBannerRotationAt(page, 0);
    await page.goto(`${suite.server.siteUrl}/`);
    await wakeIslands(page);
    await expect.poll(() => page.getByRole('list', { name: 'Our ventures' }).getByRole('listitem').count()).toBe(20);
    await holdClock(page);
    return page;
  }

  /**
   * Stops the page's running fake clock a moment ahead of its reading: the clock moves on while
   * the reading travels back, and `pauseAt` refuses a time it has passed. On a busy machine the
   * round trip can exceed the margin, so a refusal retries with a wider one.
   */
  async function holdClock(page: Page): Promise<void> {
    for (let marginMs = 20; ; marginMs *= 4) {
      const now = await page.evaluate(() => Date.now());
      try {
        await page.clock.pauseAt(now + marginMs);
        return;
      } catch (error) {
        if (marginMs > 1000 || !String(error).includes('to the past')) throw error;
      }
    }
  }

  /**
   * Runs the page's clock for one rotation period, firing every timer due in it, then lets React
   * commit what those timers changed (its scheduler posts a message, which the fake clock leaves
   * alone): after this, a banner that should have held still has had every chance to move.
   */
  /**
   * The banner pictures the page fetched, in order, counted as their responses end: Chromium now and
   * then starts a lazy picture's request twice within a millisecond and cancels one, which the
   * page did not ask for twice.
   */
  function bannerPicturesFetched(page: Page): string[] {
    const slides: string[] = [];
    page.on('requestfinished', (request) => {
      const name = /\/images\/banner\/(venture-\d+)\.svg$/.exec(request.url())?.[1];
      if (name) slides.push(name);
    });
    return slides;
  }

  async function runOneRotation(page: Page): Promise<void> {
    await page.clock.runFor(BANNER_ROTATION_MS);
    await page.evaluate(() => new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }));
  }

  it('advances the banner list and the slider together every 2 seconds', async () => {
    const page = await openHomeOnHeldClock();
    const list = page.getByRole('list', { name: 'Our ventures' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(20);
    const current = list.locator('[aria-current="true"]');
    expect(await current.textContent()).toBe('01SJG Lottery Terminals');
    await runOneRotation(page);
    expect(await current.textContent()).toBe('02Royal Play Gaming');
    await expect.poll(() => page.locator('.banner__slide[aria-hidden="false"]').getAttribute('aria-label')).toBe('02 of 20: Royal Play Gaming');
    // A click on a name in the list's window shows that venture; Pause stops the rotation.
    await page.getByRole('button', { name: /Pause/ }).click();
    await list.getByRole('button', { name: /SJG Realty/ }).click();
    await page.mouse.move(0, 0);
    await runOneRotation(page);
    expect(await current.textContent()).toBe('04SJG Realty');
    expect(await page.getByRole('link', { name: 'See all' }).first().getAttribute('href')).toBe('/sjg/ventures');
    await page.context().close();
  });

  it('asks for the first slide\'s picture with the page and for each later one as the slide before it shows', async () => {
    const page = await newPage(suite.browser, { islands: 'asleep' });
    const slides = bannerPicturesFetched(page);
    await page.clock.install();
    await holdBannerRotationAt(page, 0);
    await page.goto(`${suite.server.siteUrl}/`);
    await wakeIslands(page);
    await holdClock(page);
    // With the page, and once React drives the banner: the first slide's and the next one's.
    await expect.poll(() => [...slides].sort()).toEqual(['venture-01', 'venture-02']);
    await runOneRotation(page);
    await expect.poll(() => [...slides].sort()).toEqual(['venture-01', 'venture-02', 'venture-03']);
    // A jump in the list brings that venture's picture (and the next one's).
    await page.getByRole('button', { name: /Pause/ }).click();
    await page.getByRole('list', { name: 'Our ventures' }).getByRole('button', { name: /SJG Realty/ }).click();
    await expect.poll(() => [...slides].sort()).toEqual(['venture-01', 'venture-02', 'venture-03', 'venture-04', 'venture-05']);
    const shown = page.locator('.banner__slide[aria-hidden="false"] img');
    expect(await shown.getAttribute('alt')).toBe('SJG Realty');
    await page.context().close();
  });

  it('before React, asks with the page for the first slide\'s picture and the next, and for each later one as the CSS rotation brings the slide before it into sight', async () => {
    const page = await newPage(suite.browser, { width: 412, islands: 'asleep' });
    const slides = bannerPicturesFetched(page);
    await holdBannerRotationAt(page, 0);
    await page.goto(`${suite.server.siteUrl}/`);
    await page.waitForLoadState('networkidle');
    // Sorted: the two asked with the page may finish in either order.
    expect([...slides].sort()).toEqual(['venture-01', 'venture-02']);
    const pictureOf = (name: string) => page.locator(`.banner__slide img[alt="${name}"]`);
    const arrived = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
    // The rotation's second step: its picture is there, and the third is on its way.
    await seekBannerRotation(page, BANNER_ROTATION_MS);
    expect(await pictureOf('Royal Play Gaming').evaluate(arrived)).toBe(true);
    await expect.poll(() => [...slides].sort()).toEqual(['venture-01', 'venture-02', 'venture-03']);
    await expect.poll(() => pictureOf('Goa Grand Casino').evaluate(arrived)).toBe(true);
    await seekBannerRotation(page, 2 * BANNER_ROTATION_MS);
    expect(await bannerShownByCss(page)).toMatchObject({ slide: 'Goa Grand Casino' });
    await expect.poll(() => [...slides].sort()).toEqual(['venture-01', 'venture-02', 'venture-03', 'venture-04']);
    expect(await page.locator('sjg-island[data-island="ventures-banner"]').evaluate((island) => island.hasAttribute('data-hydrated'))).toBe(false);
    await page.context().close();
  });

  // Chrome counts the largest picture painted until the first input as the page's largest paint
  // (LCP): a later slide drawn a pixel larger than the first would move it to the rotation's time.
  it.each([412, 1280, 1366])('keeps the first slide as the largest paint after the banner has rotated, at %i px', async (width) => {
    const page = await openHomeOnHeldClock({ width });
    const largestPaint = () => page.evaluate(() => new Promise<string>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
        resolve(entries.at(-1)!.url.split('/').pop()!);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    await expect.poll(largestPaint).toBe('venture-01.svg');
    await runOneRotation(page);
    await expect.poll(() => page.locator('.banner__slide[aria-hidden="false"]').getAttribute('aria-label')).toBe('02 of 20: Royal Play Gaming');
    await page.locator('.banner__slide[aria-hidden="false"] img').evaluate((img: HTMLImageElement) => img.decode());
    // Real time again for a few frames, so the second slide is painted and its entry (if any) made.
    await page.clock.resume();
    await page.evaluate(() => new Promise((resolve) => {
      let frames = 0;
      const next = () => (++frames === 4 ? resolve(null) : requestAnimationFrame(next));
      requestAnimationFrame(next);
    }));
    expect(await largestPaint()).toBe('venture-01.svg');
    await page.context().close();
  });

  it('keeps the banner list one tab stop in step with the slide, pauses while focused or pointed at, and opens a venture', async () => {
    const page = await openHomeOnHeldClock({ width: 1280 });
    const list = page.getByRole('list', { name: 'Our ventures' });
    const current = list.locator('[aria-current="true"]');
    const shownSlide = () => page.locator('.banner__slide[aria-hidden="false"]').getAttribute('aria-label');
    await page.getByRole('link', { name: 'See all' }).first().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('ol')?.getAttribute('aria-label'))).toBe('Our ventures');
    for (let step = 0; step < 15; step++) await page.keyboard.press('ArrowDown');
    expect(await current.textContent()).toBe('16Deccan Agro Industries');
    await expect.poll(shownSlide).toBe('16 of 20: Deccan Agro Industries');
    // The focused row is the current one, inside the list's visible window (once the window's
    // 500 ms slide has ended), and the list has not scrolled.
    const placement = () => page.evaluate(() => {
      const wrap = document.querySelector('.banner__list-wrap')!;
      const row = document.activeElement!.getBoundingClientRect();
      const box = wrap.getBoundingClientRect();
      return { scrollTop: wrap.scrollTop, inside: row.top >= box.top - 1 && row.bottom <= box.bottom + 1, current: document.activeElement!.getAttribute('aria-current') };
    });
    await expect.poll(placement).toEqual({ scrollTop: 0, inside: true, current: 'true' });
    // Focus in the banner holds the rotation.
    await runOneRotation(page);
    expect(await current.textContent()).toBe('16Deccan Agro Industries');
    // One Tab leaves the list (no stop on its other 19 rows) for the caption's link to the venture.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Deccan Agro Industries');
    // The pointer over the banner holds it too, once focus has left.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.locator('.banner__viewport').hover();
    await runOneRotation(page);
    expect(await current.textContent()).toBe('16Deccan Agro Industries');
    // Time flows again for the venture page, which loads as any page does.
    await page.clock.resume();
    await page.locator('.banner__viewport').click();
    await page.waitForURL(/\/sjg\/singleventure\/deccan-agro-industries$/);
    await page.getByRole('heading', { level: 1, name: 'Deccan Agro Industries' }).waitFor();
    await page.context().close();
  });

  it('does not rotate the banner when the visitor prefers reduced motion, nor fetch the pictures of slides it will not show', async () => {
    const slides: string[] = [];
    const page = await openHomeOnHeldClock({ reducedMotion: 'reduce' }, (request) => {
      const name = /\/images\/banner\/(venture-\d+)\.svg$/.exec(request.url())?.[1];
      if (name) slides.push(name);
    });
    const current = page.getByRole('list', { name: 'Our ventures' }).locator('[aria-current="true"]');
    await current.waitFor();
    await runOneRotation(page);
    expect(await current.textContent()).toBe('01SJG Lottery Terminals');
    await page.waitForLoadState('networkidle');
    // The first slide's, and the next one's, which would come next.
    expect([...slides].sort()).toEqual(['venture-01', 'venture-02']);
    await page.context().close();
  });

  it('lists the first 4 news items with their own year and switches the featured item on a click', async () => {
    const page = await openHome();
    await page.getByRole('heading', { name: homeMessages.newsHeading }).waitFor();
    const items = page.getByRole('list', { name: 'Latest news' }).getByRole('button');
    await expect.poll(() => items.count()).toBe(4);
    const featured = page.locator('.home-news__featured');
    const firstTitle = (await items.nth(0).locator('.home-news__item-title').textContent())!;
    expect(await featured.getByRole('heading').textContent()).toBe(firstTitle);
    expect(await items.nth(0).getAttribute('aria-pressed')).toBe('true');
    // Years come from the items, not a fixed label; excerpts are at most 100 characters plus '...'.
    for (let index = 0; index < 4; index++) {
      expect(await items.nth(index).locator('.home-news__year').textContent()).toMatch(/^20\d\d$/);
      const excerpt = await items.nth(index).locator('.home-news__excerpt').innerText();
      expect(excerpt.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(100);
    }

    const thirdTitle = (await items.nth(2).locator('.home-news__item-title').textContent())!;
    await items.nth(2).click();
    expect(await featured.getByRole('heading').textContent()).toBe(thirdTitle);
    expect(await items.nth(2).getAttribute('aria-pressed')).toBe('true');
    const featuredExcerpt = (await featured.locator('p').textContent())!;
    expect(featuredExcerpt.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(200);

    await featured.getByRole('link', { name: /READ MORE/ }).click();
    await page.waitForURL(/\/sjg\/single-news\//);
    await page.getByRole('heading', { level: 1, name: thirdTitle }).waitFor();
    await page.context().close();
  });

  // Read as shown (innerText), before the app takes over too: the server's HTML has it right.
  it.each([true, false])('uses the 103-character excerpt on a phone (JavaScript on: %s)', async (javaScript) => {
    const page = await openHome({ width: 360, javaScript });
    const excerpts = page.locator('.home-news__excerpt');
    await expect.poll(() => excerpts.count()).toBe(4);
    const lengths = await excerpts.evaluateAll((nodes) =>
      nodes.map((n) => (n as HTMLElement).innerText.replace(/\.\.\.$/, '').length),
    );
    expect(Math.max(...lengths)).toBeLessThanOrEqual(103);
    expect(lengths.some((length) => length > 100)).toBe(true);
    await page.context().close();
  });

  it('shows two venture cards with Explore links under the marquee', async () => {
    const page = await openHome();
    const cards = page.getByRole('region', { name: 'Featured ventures' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.nth(0).getByRole('heading').textContent()).toBe('SJG Lottery Terminals');
    expect(await cards.nth(0).getByRole('link', { name: /Explore/ }).getAttribute('href')).toBe('/sjg/singleventure/sjg-lottery-terminals');
    expect(await page.getByRole('heading', { name: 'Ventures', exact: true }).count()).toBe(1);
    await page.context().close();
  });

  /**
   * Home by its address on the page's clock, its news call answered by `answer`, run until the
   * islands' runtime has started (the loader starts it at the latest 4 s after the load: nothing
   * on Home wakes with the page), and its news reached for as a visitor would. The island then
   * hydrates once it has the replies the page was rendered with, or at most LOADER_REPLY_WAIT_MS
   * later, and reads its news afresh. `renderedAgain` lists what the console said of an island that
   * hydrated without the replies it was rendered with: nothing, since such an island is rendered afresh.
   */
  async function reachForHomeNews(answer: (route: Route) => Promise<void>): Promise<{ page: Page; news: Locator; renderedAgain: string[] }> {
    const page = await (await newContext(suite.browser)).newPage();
    const renderedAgain: string[] = [];
    page.on('console', (message) => message.type() === 'error' && /did not hydrate|Minified React error/.test(message.text()) && renderedAgain.push(message.text()));
    await page.clock.install();
    await page.route(homeNewsCall, answer);
    await page.goto(`${suite.server.siteUrl}/`);
    await page.getByRole('list', { name: 'Latest news' }).waitFor();
    await page.clock.runFor(4_000);
    await expect.poll(() => page.evaluate(() => 'sjgReplies' in window)).toBe(true);
    await page.locator('html[data-app="ready"]').waitFor();
    const news = page.locator('sjg-island[data-island="home-news"]');
    const read = page.waitForRequest((request) => homeNewsCall(new URL(request.url())));
    await news.dispatchEvent('focusin');
    // The island asks for the replies and starts its wait for them in one task: from here the
    // page's clock runs that wait.
    await read;
    return { page, news, renderedAgain };
  }

  it("shows 'Error Loading News', the message and RETRY when the news call fails", async () => {
    // The only failing call of the suite: the real server does not fail on demand.
    const { page, renderedAgain } = await reachForHomeNews((route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    const alert = page.getByRole('alert').filter({ hasText: homeMessages.errorLoadingNews });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(publicErrorMessages.newsDataFetch);
    expect(renderedAgain).toEqual([]);
    // RETRY reloads the page; with the route released the news arrive.
    await page.unroute(homeNewsCall);
    await alert.getByRole('button', { name: 'RETRY' }).click();
    await page.getByRole('list', { name: 'Latest news' }).waitFor();
    await page.context().close();
  });

  it('takes over the page a few seconds after its load even when a reply it was rendered with never comes back', async () => {
    // The loader's read of the news hangs; the server rendered the page with them all the same.
    const { page, news, renderedAgain } = await reachForHomeNews(() => new Promise<void>(() => {}));
    expect(await news.evaluate((island) => island.hasAttribute('data-hydrated'))).toBe(false);
    await page.clock.runFor(LOADER_REPLY_WAIT_MS);
    await expect.poll(() => news.evaluate((island) => island.hasAttribute('data-hydrated'))).toBe(true);
    // Hydrated: the page answers. The news are read again, and wait for their reply as on a slow link.
    await page.getByText(homeMessages.loadingNews).waitFor();
    await page.getByRole('button', { name: 'Pause the venture rotation' }).click();
    await page.getByRole('button', { name: 'Play the venture rotation' }).waitFor();
    expect(renderedAgain).toEqual([]);
    await page.context().close();
  });

  it("shows 'Loading News...' while the news are on their way", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await reachForHomeNews(async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.runFor(LOADER_REPLY_WAIT_MS);
    await page.getByText(homeMessages.loadingNews).waitFor();
    release();
    await page.getByRole('list', { name: 'Latest news' }).waitFor();
    expect(await page.getByText(homeMessages.loadingNews).count()).toBe(0);
    await page.context().close();
  });

  it('toggles the approach text between the 140-character preview and the full text', async () => {
    const page = await openHome();
    const section = page.getByRole('region', { name: 'Approach' });
    const toggle = section.getByRole('button', { name: 'READ MORE' });
    const text = section.locator('.approach__text');
    const preview = (await text.textContent())!;
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(143);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(((await text.textContent()) ?? '').length).toBeGreaterThan(preview.length);
    await section.getByRole('button', { name: 'SHOW LESS' }).click();
    expect(await text.textContent()).toBe(preview);
    expect(await section.getByRole('link', { name: /READ MORE/ }).getAttribute('href')).toBe('/sjg/about-us');
    await page.context().close();
  });

  it('shows the 9 map pins only once the map has scrolled into view', async () => {
    const page = await openHome();
    const map = page.locator('.location__map');
    await map.waitFor();
    expect(await page.locator('[data-testid="map-pin"]').count()).toBe(9);
    expect(await map.getAttribute('data-pins-shown')).toBe('false');
    expect(await page.locator('[data-testid="map-pin"]').first().isVisible()).toBe(false);
    // The sections on the way are laid out only as they near the window (content-visibility), so
    // the page above the map can change height after a scroll: scrolled again until it stays, as a
    // visitor would, its top edge is in the window (SPEC: pins show only then, evaluated on scroll).
    await expect
      .poll(async () => {
        await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        return map.getAttribute('data-pins-shown');
      })
      .toBe('true');
    await expect.poll(() => page.locator('[data-testid="map-pin"]').first().isVisible()).toBe(true);
    await page.context().close();
  });

  // The browser skips a section's style, layout and paint while it is far from the window; its
  // text is in the page all along, for find-in-page, assistive technology and search engines.
  it('renders the sections below a phone\'s first screen only as they near it', async () => {
    const page = await openHome({ width: 412 });
    // The location section: the contact section just above the footer is laid out with the page (global.css).
    const heading = page.locator('#location-title');
    await heading.waitFor({ state: 'attached' });
    const rendered = () => heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    expect(await heading.textContent()).not.toBe('');
    await heading.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(rendered).toBe(true);
    await page.context().close();
  });

  it('opens the FAQ with its first item expanded and toggles items from the keyboard', async () => {
    const page = await openHome();
    const section = page.locator('#contact-us-section');
    const questions = section.getByRole('button', { expanded: true }).or(section.getByRole('button', { expanded: false }));
    await section.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    expect(await questions.count()).toBe(4);
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await section.getByRole('region', { name: 'What does SJG Group do?' }).textContent()).toMatch(/over 10,000 employees/i);
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    // The counters of SPEC §9 (all five values).
    const counters = section.getByRole('list', { name: 'The group in numbers' }).getByRole('listitem');
    expect(await counters.count()).toBe(5);
    expect(await counters.allTextContents()).toEqual(['18+Brands', '50+Projects Invested', '10,000+Employees', '15+Locations across India', '45Years of Experience']);
    await page.context().close();
  });

  it('scrolls to the contact section from the header, also from another page', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/news`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/\/sjg\/?#contact-us-section$/);
    const section = page.locator('#contact-us-section');
    await expect.poll(() => section.evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200), { timeout: 8000 }).toBe(true);
    await page.context().close();
  });
});
