// Debian's Chromium driven by playwright-core, and full-page screenshots for the CI artifacts.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type ContextOptions = {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  /** false: a browser with JavaScript turned off, as some visitors and crawlers are. */
  javaScript?: boolean;
};

/** The window a test uses at a width: a phone's height up to 400 px wide, a laptop's above. */
export function viewportAt(width: number): { width: number; height: number } {
  return { width, height: width <= 400 ? 740 : 900 };
}

/** A fresh context (own cookies and storage) with a viewport of the given width. */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: options.height ?? viewportAt(width).height },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScript ?? true,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** How a test's page waits for the app: `islands: 'asleep'` leaves a public page's islands as the page left them. */
export type PageOptions = ContextOptions & { islands?: 'asleep' };

/**
 * A page in a fresh context whose goto() and reload() return once the app has taken over the page
 * (<html data-app="ready">: web/src/app/lazy-page.tsx, web/src/islands/start.ts), as a visitor
 * would wait for it: a server-rendered page shows before its code has run. On a public page, every
 * island (web/src/components/island.tsx) is then woken as a visitor reaching for it would wake it,
 * and hydrated, so a test's click is answered at once; `islands: 'asleep'` leaves them as the page
 * left them (the tests of when islands wake).
 */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  return newPageIn(await newContext(browser, options), options);
}

/** A new tab in an open context (its cookies, storage, cache and window size), waiting for the app as newPage's does. */
export async function newPageIn(context: BrowserContext, options: PageOptions = {}): Promise<Page> {
  const page = await context.newPage();
  if (options.javaScript === false) return page;
  const appReady = async () => {
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    if (options.islands !== 'asleep') await wakeIslands(page);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady();
    return response;
  };
  return page;
}

/** Wakes every island of the page as a visitor reaching for it would, and waits until each has hydrated. */
export async function wakeIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('sjg-island:not([data-hydrated])')) island.dispatchEvent(new FocusEvent('focusin'));
  });
  await page.waitForFunction(() => document.querySelector('sjg-island:not([data-hydrated])') === null);
}

/**
 * Saves a full-page JPEG to tests/e2e/artifacts/<name>-<width>.jpg and returns its path: Chromium
 * encodes a long page as JPEG far sooner than as PNG (bench/RESULTS.md).
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(artifactsDir, `${name}-${width}.jpg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 85 });
  return file;
}

/** The page's horizontal overflow in px (0 when nothing scrolls sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
