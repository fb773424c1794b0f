// Issue 49: a server-rendered public page is static HTML whose islands fetch and hydrate their own
// code only when needed. Until a list is reached for, no React is fetched on its page (/blogs); a click on
// LOAD MORE made before its island has woken is kept and answered, with no other language's words; on Home the banner rotates from
// the start while the FAQ and the contact form wake only when the visitor reaches for them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

  it('rotates the home banner from the start and wakes the FAQ only when it is reached for', async () => {
    const page = await newPage(suite.browser, { islands: 'asleep' });
    await page.goto(`${suite.server.siteUrl}/`);
    expect(await hydrated(page, 'ventures-banner')).toBe(true);
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
});
