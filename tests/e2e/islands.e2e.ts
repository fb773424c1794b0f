// Issue 49: a server-rendered public page is static HTML whose islands fetch and hydrate their own
// code only when needed. Until a list is reached for, no React is fetched on its page (/blogs); a click on
// LOAD MORE made before its island has woken is kept and answered, with no other language's words;
// on Home the banner rotates by CSS from the start, and it, the FAQ and the contact form wake only
// when the visitor reaches for them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BANNER_ROTATION_MS } from '../../common/constants';
import { bannerShownByCss, holdBannerRotationAt } from './helpers/banner';
import { axeViolations } from './helpers/axe';
import { newPage } from './helpers/browser';
import { useServerAndBrowser } from './helpers/suite';

/** The app's script files the page has asked for so far. */
function scriptsAskedFor(page: Page): () => string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/sjg/assets/') && url.pathname.endsWith('.js')) asked.push(url.pathname.split('/').pop()!);
  });
  return () => asked;
}

const hydrated = (page: Page, name: string) => page.locator(`sjg-island[data-island="${name}"]`).evaluate((island) => island.hasAttribute('data-hydrated'));

describe('islands', () => {
  const suite = useServerAndBrowser();

  it('fetches no React and reads no reply on the blogs page until the list is reached for, and answers a LOAD MORE clicked before', async () => {
    const page = await newPage(suite.browser, { width: 360, islands: 'asleep' });
    const scripts = scriptsAskedFor(page);
    const reads: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname.endsWith('.php') && reads.push(new URL(request.url()).pathname));
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${suite.server.siteUrl}/blogs`);
    await page.waitForLoadState('networkidle');
    expect(scripts().some((file) => file.startsWith('islands-'))).toBe(true);
    expect(scripts().filter((file) => file.startsWith('react-dom'))).toEqual([]);
    // The replies the page was rendered with are read again only for an island that wakes.
    expect(reads).toEqual([]);
    expect(await hydrated(page, 'blogs-list')).toBe(false);
    const cards = page.locator('.blog-card');
    const before = await cards.count();
    // A tap straight on the button: the island wakes as it is touched and the click is replayed.
    await page.getByRole('button', { name: 'LOAD MORE' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(await hydrated(page, 'blogs-list')).toBe(true);
    expect(scripts().some((file) => file.startsWith('react-dom'))).toBe(true);
    expect(reads).toContain('/backend/blogs/blogs_api.php');
    // The interface's words came with the island, in English only: no other language's catalog.
    expect(scripts().some((file) => file.startsWith('interface-words-'))).toBe(true);
    expect(scripts().filter((file) => /^(hi|mr)-[\w-]+\.js$/.test(file))).toEqual([]);
    // The header was not reached for: it is still the server's HTML.
    expect(await hydrated(page, 'site-header')).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('rotates the home banner by CSS with no React at load, goes on from the venture it reached when reached for, and wakes the FAQ only when it is reached for', async () => {
    const page = await newPage(suite.browser, { width: 360, islands: 'asleep' });
    const scripts = scriptsAskedFor(page);
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    // The rotation held 14 s in: its eighth venture shows, the list's window moved down with it.
    await holdBannerRotationAt(page, 7 * BANNER_ROTATION_MS);
    await page.goto(`${suite.server.siteUrl}/`);
    expect(await bannerShownByCss(page)).toEqual({ row: '08Sanjeevani Healthcare', caption: '08Sanjeevani Healthcare', slide: 'Sanjeevani Healthcare' });
    const rowTop = () => page.locator('.banner__list li').nth(7).evaluate((row) => row.getBoundingClientRect().top);
    const before = await rowTop();
    expect(await hydrated(page, 'ventures-banner')).toBe(false);
    expect(scripts().filter((file) => file.startsWith('react-dom'))).toEqual([]);
    // Only the first caption is in the tab order and the accessibility tree until React renders the current one.
    const reachableCaptions = () => page.locator('.banner__caption-entry:not([aria-hidden]) a:not([tabindex="-1"])').allTextContents();
    expect(await reachableCaptions()).toEqual(['SJG Lottery Terminals']);
    // The picture the CSS rotation shows, marked: React keeps that very element (no frame without it).
    await page.locator('.banner__slide').nth(7).locator('img').evaluate((picture) => picture.setAttribute('data-shown-by-css', ''));
    // Focus on its See all wakes it (and holds the rotation): React takes over at that venture, not the first one.
    await page.locator('.banner').getByRole('link', { name: 'See all' }).focus();
    await expect.poll(() => hydrated(page, 'ventures-banner')).toBe(true);
    const current = page.getByRole('list', { name: 'Our ventures' }).locator('[aria-current="true"]');
    expect(await current.textContent()).toBe('08Sanjeevani Healthcare');
    expect(await page.locator('.banner__slide[aria-hidden="false"]').getAttribute('aria-label')).toBe('08 of 20: Sanjeevani Healthcare');
    expect(await page.locator('.banner__slide[aria-hidden="false"] img[data-shown-by-css]').count()).toBe(1);
    expect(await reachableCaptions()).toEqual(['Sanjeevani Healthcare']);
    expect(await page.locator('.banner__caption-entry').count()).toBe(1);
    // React draws the current row itself, where the CSS rotation had it, and the rotation's animations are gone.
    expect(await page.locator('.banner__list-lit').count()).toBe(0);
    // Lit at once, not faded in from dim.
    expect(await page.locator('.banner__list li').nth(7).locator('button').evaluate((row) => [row.getAnimations().length, getComputedStyle(row).color])).toEqual([0, 'rgb(255, 255, 255)']);
    expect(await rowTop()).toBe(before);
    expect(await page.locator('.banner__track').evaluate((track) => track.getBoundingClientRect().left - track.parentElement!.getBoundingClientRect().left)).toBe(
      -7 * (await page.locator('.banner__viewport').evaluate((viewport) => viewport.getBoundingClientRect().width)),
    );
    const rotationAnimations = () =>
      page.evaluate(() => document.querySelector('.banner')!.getAnimations({ subtree: true }).filter((animation) => (animation as CSSAnimation).animationName.startsWith('banner-')).length);
    expect(await rotationAnimations()).toBe(0);
    expect(problems).toEqual([]);
    expect(await hydrated(page, 'faq')).toBe(false);
    expect(await hydrated(page, 'contact-form')).toBe(false);
    const faq = page.locator('sjg-island[data-island="faq"]');
    const second = faq.getByRole('button').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    expect(await hydrated(page, 'faq')).toBe(true);
    expect(await hydrated(page, 'contact-form')).toBe(false);
    await page.context().close();
  });

  it('rotates the home banner on the compositor: the page recalculates no style from one step to the next', async () => {
    const page = await newPage(suite.browser, { width: 360, islands: 'asleep' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const recalculations = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'RecalcStyleCount')!.value;
    // Each slide's picture is asked for as the slide before it comes into sight (2 s a step): from
    // the third's request to the fifth's, two steps of the rotation, about 240 frames.
    const third = page.waitForRequest(/\/images\/banner\/venture-03\.svg$/, { timeout: 20_000 });
    const fifth = page.waitForRequest(/\/images\/banner\/venture-05\.svg$/, { timeout: 20_000 });
    await page.goto(`${suite.server.siteUrl}/`);
    await third;
    const start = await recalculations();
    await fifth;
    const during = (await recalculations()) - start;
    expect(await bannerShownByCss(page)).toMatchObject({ slide: 'SJG Realty' });
    // An animation the compositor cannot run costs one on every frame (a first version: about 120
    // in two steps); these cost none but the few a picture's arrival makes.
    expect(during).toBeLessThan(12);
    expect(await hydrated(page, 'ventures-banner')).toBe(false);
    await page.context().close();
  });

  // axe (and so Lighthouse) takes only overflow: hidden for clipping: a tab stop the rotation moved
  // out of the list's window read as covering the caption's Pause button on a phone.
  it('keeps the home banner free of accessibility violations on a phone while the CSS rotation is under way', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // Two steps in (the fourth slide's picture is asked for as the third shows), the first row above the window.
    const third = page.waitForRequest(/\/images\/banner\/venture-04\.svg$/, { timeout: 20_000 });
    await page.goto(`${suite.server.siteUrl}/`);
    await third;
    expect(await axeViolations(page, ['target-size'])).toEqual([]);
    await context.close();
  });
});
