// Browser tests: the real server as a child process and Debian's Chromium via playwright-core.
// Files run one after another, each with its own server (on a copy of the folder the global set-up
// seeded) and browser; not the root globalSetup (its shared Postgres is for npm test).
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '../../web/src'), '@common': path.resolve(import.meta.dirname, '../../common') } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/helpers/global-setup.ts'],
    testTimeout: 90_000,
    // The first start builds the SPA and creates an embedded Postgres cluster.
    hookTimeout: 240_000,
    fileParallelism: false,
    // The one worker keeps the modules it has loaded from one file to the next (as npm test does):
    // the files share only helpers and constants, and each starts its own server and browser.
    isolate: false,
    // Pages load data after they render: polled expectations get time to settle.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    pool: 'forks',
  },
});
