// What every browser-test file starts before its tests and stops after them: the real server on a
// fresh database (helpers/server.ts) and Debian's Chromium (helpers/browser.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startE2eServer, type E2eServer } from './server';

export type E2eSuite = { server: E2eServer; browser: Browser };

/** Registers the hooks; the returned object holds the server and browser once they have started. */
export function useServerAndBrowser(): E2eSuite {
  const suite = {} as E2eSuite;
  beforeAll(async () => {
    suite.server = await startE2eServer();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
