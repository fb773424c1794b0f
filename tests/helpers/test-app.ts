// The real app on a fresh test database, with its uploads and data in a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../../server/src/app-deps.js';
import { createApp, type App } from '../../server/src/app.js';
import { loadConfig, type Config } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import { createStorage, type Storage } from '../../server/src/storage/storage.js';
import { cacheForgettingPlugin } from './cache-forgetting-plugin.js';
import { testSiteHost } from './login-session.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type TestApp = {
  app: App['app'];
  express: App['express'];
  database: TestDatabase;
  db: TestDatabase['db'];
  config: Config;
  storage: Storage;
  uploadsDir: string;
  lifecycle: { shuttingDown: boolean };
  close(): Promise<void>;
};

export async function createTestApp(
  options: { env?: Record<string, string>; config?: Partial<Config>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-test-'));
  const uploadsDir = path.join(folder, 'uploads');
  const config: Config = Object.freeze({
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(folder, 'data'),
      UPLOADS_DIR: uploadsDir,
      // A backup made through the app (the Backups screen, the route-guard test's owner) goes here, not into the checkout's backups/.
      BACKUP_DIR: path.join(folder, 'backups'),
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
      ...options.env,
    }),
    ...options.config,
  });
  const database = await createTestDatabase();
  // STORAGE=s3 in options.env stores in that bucket; a storage in options.deps replaces both.
  const storage = options.deps?.storage ?? createStorage(config);
  await storage.prepare();
  const lifecycle = { shuttingDown: false };
  const { app, express, close, forgetCachedReads } = createApp({
    config,
    db: database.db,
    pool: database.pool,
    logger: createLogger('silent'),
    storage,
    lifecycle: { isShuttingDown: () => lifecycle.shuttingDown },
    // What main.ts would print without PUBLIC_BASE_URL: the origin the test agents use (login-session.ts).
    listenOrigin: () => `http://${testSiteHost}`,
    // The cache of public reads stays on, with its production limits, as in production: every
    // write a test makes through the app also proves that it empties the cache.
    ...options.deps,
  });
  return {
    app,
    express,
    database,
    // Rows a test writes straight to the database empty the cache, as another process's would.
    db: database.db.withPlugin(cacheForgettingPlugin(forgetCachedReads)),
    config,
    storage,
    uploadsDir,
    lifecycle,
    async close() {
      close();
      await database.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on `t`'s database and files with other settings (`config` over `t`'s), as the same
 * data served after a restart with them: the caller closes it.
 */
export function createAppBeside(t: TestApp, config: Partial<Config>): App {
  return createApp({
    config: { ...t.config, ...config },
    db: t.database.db,
    pool: t.database.pool,
    logger: createLogger('silent'),
    storage: t.storage,
    lifecycle: { isShuttingDown: () => false },
    listenOrigin: () => `http://${testSiteHost}`,
  });
}
