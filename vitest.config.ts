import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { interfaceCatalogs } from './web/interface-catalog-plugin.ts';

export default defineConfig({
  // The interface's catalogs, compiled as the web build compiles them (the SSR entry imports them).
  plugins: [interfaceCatalogs()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'web/src'), '@common': path.resolve(import.meta.dirname, 'common') } },
  test: {
    include: ['tests/**/*.test.ts', 'common/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Each file creates and migrates its own database; argon2 and sharp make some tests slow on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps the modules it has loaded from one file to the next: every file imports the
    // same server, and evaluating it again per file was much of the run (bench/RESULTS.md, "Test
    // files sharing their workers' modules"). State is per file all the same: each one opens its
    // own database and app.
    isolate: false,
    // A file spends part of its time waiting on Postgres and the processes it starts, so one worker
    // per core keeps every core busy; vitest's default leaves one out, a single worker on 2 cores
    // (measured in bench/RESULTS.md, "The test suite on 2 cores").
    maxWorkers: os.availableParallelism(),
  },
});
