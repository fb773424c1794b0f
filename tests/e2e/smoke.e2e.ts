// The infrastructure itself: the real server starts on a fresh database and Chromium renders the SPA.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './helpers/browser';
import { startE2eServer, type E2eServer } from './helpers/server';

describe('browser test infrastructure', () => {
  let server: E2eServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the SPA under /sjg/ from the real server', async () => {
    const page = await newPage(browser);
    const response = await page.goto(`${server.siteUrl}/`);
    expect(response?.status()).toBe(200);
    // The page's own content (the root also holds React's invisible <link rel=preload> hints).
    await page.locator('#root #main-content').waitFor();
    expect(await page.locator('#root').count()).toBe(1);
    await page.context().close();
  });
});
