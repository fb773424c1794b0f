// What every browser-test file starts before its tests and stops after them: the real server on a
// copy of the seeded folder (helpers/global-setup.ts), so each file has a database of its own, and
// Debian's Chromium (helpers/browser.ts); and, after a failed test, what its pages showed.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { reportFailure } from './failure-report';
import { startE2eServer, type E2eServer } from './server';

export type E2eSuite = { server: E2eServer; browser: Browser };

/** Registers the hooks; the returned object holds the server and browser once they have started. */
export function useServerAndBrowser(): E2eSuite {
  const suite = {} as E2eSuite;
  beforeAll(async () => {
    suite.server = await startE2eServer({ copyOf: inject('seededServerFolder') });
    suite.browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportFailure(task.fullName, suite.browser, suite.server);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
