// The infrastructure itself: the real server starts on a fresh database and Chromium renders the SPA.
import { describe, expect, it } from 'vitest';
import { newPage } from './helpers/browser';
import { useServerAndBrowser } from './helpers/suite';

describe('browser test infrastructure', () => {
  const suite = useServerAndBrowser();

  it('serves the SPA under /sjg/ from the real server', async () => {
    const page = await newPage(suite.browser);
    const response = await page.goto(`${suite.server.siteUrl}/`);
    expect(response?.status()).toBe(200);
    // The page's own content (the root also holds React's invisible <link rel=preload> hints).
    await page.locator('#root #main-content').waitFor();
    expect(await page.locator('#root').count()).toBe(1);
    await page.context().close();
  });
});
