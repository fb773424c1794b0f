// The settings several processes need: the drain, the LISTEN connection's own URL, and start-up
// work taken in turns.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { STARTUP_LOCK_KEY, withStartupLock } from '../../server/src/db/startup-lock.js';
import { createLogger } from '../../server/src/logger.js';
import { createStorage } from '../../server/src/storage/storage.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

// The secrets loadConfig keeps under DATA_DIR go to a folder of this file's own.
const base = { DATA_DIR: '' };
beforeAll(async () => {
  base.DATA_DIR = await mkdtemp(path.join(os.tmpdir(), 'sjg-config-'));
});
afterAll(async () => rm(base.DATA_DIR, { recursive: true, force: true }));

describe('configuration for several processes', () => {
  it('drains for 10 s by default with DATABASE_URL, not at all on the embedded database, and takes SHUTDOWN_DRAIN_MS', () => {
    const shared = { ...base, DATABASE_URL: 'postgres://app@db:5432/sjg' };
    expect(loadConfig(shared).shutdownDrainMs).toBe(10_000);
    expect(loadConfig(base).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...shared, SHUTDOWN_DRAIN_MS: '500' }).shutdownDrainMs).toBe(500);
    expect(loadConfig({ ...shared, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '500' }).shutdownDrainMs).toBe(500);
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('listens on DATABASE_URL unless DATABASE_LISTEN_URL says otherwise', () => {
    const url = 'postgres://app@pooler:6432/sjg';
    expect(loadConfig({ ...base, DATABASE_URL: url }).databaseListenUrl).toBe(url);
    expect(loadConfig({ ...base, DATABASE_URL: url, DATABASE_LISTEN_URL: 'postgres://app@primary:5432/sjg' }).databaseListenUrl).toBe(
      'postgres://app@primary:5432/sjg',
    );
    expect(() => loadConfig({ ...base, DATABASE_URL: url, DATABASE_LISTEN_URL: 'http://primary' })).toThrow(/DATABASE_LISTEN_URL: must be a URL/);
    expect(() => loadConfig({ ...base, DATABASE_LISTEN_URL: url })).toThrow(/DATABASE_LISTEN_URL: needs DATABASE_URL/);
  });
});

describe('the LISTEN connection', () => {
  let database: TestDatabase;
  let closeApp: () => void;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Its own URL, told apart from the pool's connections by the application name it carries.
    const listenUrl = new URL(database.url);
    listenUrl.searchParams.set('application_name', 'sjg-listen-test');
    const config = loadConfig({ ...base, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, DATABASE_LISTEN_URL: listenUrl.toString() });
    ({ close: closeApp } = createApp({
      config,
      db: database.db,
      pool: database.pool,
      logger: createLogger('silent'),
      storage: createStorage(path.join(os.tmpdir(), 'sjg-listen-test-uploads')),
      lifecycle: { isShuttingDown: () => false },
    }));
  });
  afterAll(async () => {
    closeApp?.();
    await database?.drop();
  });

  it('goes to DATABASE_LISTEN_URL', async () => {
    await expect
      .poll(async () => {
        const { rows } = await sql<{ query: string }>`select query from pg_stat_activity where application_name = 'sjg-listen-test'`.execute(database.db);
        return rows.map((row) => row.query);
      })
      .toEqual(['LISTEN sjg_content_changed']);
  });
});

describe('start-up work under the advisory lock', () => {
  let database: TestDatabase;
  // pg_locks shows the whole cluster's locks, other test files' databases among them: count only
  // this database's start-up lock (a bigint key's low 32 bits are its objid).
  const startupLocks = async (which: 'granted' | 'any'): Promise<number> => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_locks
      where locktype = 'advisory' and objid = ${STARTUP_LOCK_KEY}
        and database = (select oid from pg_database where datname = current_database())
        and (${which === 'any'} or granted)`.execute(database.db);
    return Number(rows[0]!.n);
  };
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => database?.drop());

  it('runs one process’s turn at a time, the second after the first has finished', async () => {
    const events: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    const logger = createLogger('silent');
    const first = withStartupLock(database.pool, logger, async () => {
      events.push('first starts');
      await firstHolds;
      events.push('first ends');
    });
    await expect.poll(() => events).toEqual(['first starts']);
    const second = withStartupLock(database.pool, logger, async () => {
      events.push('second starts');
    });
    // The second waits on the lock (it polls every 200 ms) until the first lets go.
    await expect.poll(() => startupLocks('granted')).toBe(1);
    expect(events).toEqual(['first starts']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
    expect(await startupLocks('any')).toBe(0);
  });
});
