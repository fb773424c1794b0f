// Browser tests: the real server as a child process and Debian's Chromium via playwright-core.
// Files run one after another (each starts its own server and browser); no root globalSetup.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '../../web/src'), '@common': path.resolve(import.meta.dirname, '../../common') } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 90_000,
    // The first start builds the SPA and creates an embedded Postgres cluster.
    hookTimeout: 240_000,
    fileParallelism: false,
    // Pages load data after they render: polled expectations get time to settle.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    pool: 'forks',
  },
});
