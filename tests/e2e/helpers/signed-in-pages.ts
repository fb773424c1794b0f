// The first admin signed in once per file, and a new tab of that browser for each test: a test
// starts on the Ventures list whatever the test before it left open (a dialog, a half-filled form,
// a save that never answered), so one failure does not take the tests after it down.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeEach } from 'vitest';
import { logIn } from './admin';
import { newContext, newPageIn, viewportAt } from './browser';
import { ADMIN_PASSWORD } from './server';
import type { E2eSuite } from './suite';

/** Returns `signedInPage`: a new tab at the Ventures list, signed in as the first admin, `width` px wide (1280 unless said). */
export function useSignedInPages(suite: E2eSuite): (options?: { width?: number }) => Promise<Page> {
  let signedIn: BrowserContext | undefined;
  let open: Page[] = [];
  // A test's tabs stay open until the next test starts, so a failure's report (suite.ts) can show them.
  beforeEach(async () => {
    await Promise.all(open.map((page) => page.close()));
    open = [];
  });
  afterAll(() => signedIn?.close());

  return async function signedInPage({ width = 1280 } = {}) {
    if (!signedIn) {
      signedIn = await newContext(suite.browser, { width });
      const page = await newPageIn(signedIn);
      open.push(page);
      await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
      // SPEC §3's sessionStorage flags, which the admin's gate reads beside the session cookie: each new tab starts without them.
      const flags = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
      await signedIn.addInitScript(
        ({ origin, flags }: { origin: string; flags: Record<string, string> }) => {
          if (location.origin !== origin) return;
          for (const [key, value] of Object.entries(flags)) sessionStorage.setItem(key, value);
        },
        { origin: suite.server.baseUrl, flags },
      );
      return page;
    }
    const page = await newPageIn(signedIn);
    open.push(page);
    await page.setViewportSize(viewportAt(width));
    // SPEC §2: /admin opens on VENTURES.
    await page.goto(`${suite.server.siteUrl}/admin`);
    await page.getByRole('heading', { name: 'Ventures', exact: true }).waitFor();
    return page;
  };
}
