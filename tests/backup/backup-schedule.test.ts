// Scheduled backups (issue 27): with BACKUP_EVERY set, moving the test clock past it makes exactly
// one backup among two processes, BACKUP_KEEP prunes the oldest, and a failing backup shows on the
// admin dashboard and in /readyz's details while /readyz stays 200.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listArchives } from '../../server/src/backup/backup-archive.js';
import { createBackupScheduler } from '../../server/src/backup/backup-scheduler.js';
import { createLogger } from '../../server/src/logger.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';

const DAY = 24 * 3_600_000;
let t: TestApp;
let admin: AdminAgent;
let clock: TestClock;
let folder: string;
let backupDir: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-scheduled-'));
  backupDir = path.join(folder, 'backups');
  clock = createTestClock();
  // The app keeps the real clock (its sessions); the schedulers, as main.ts builds them, get the test clock.
  t = await createTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_EVERY: '24h', BACKUP_KEEP: '2' } });
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A scheduler as one app process runs it; two of them stand for two processes on one database. */
function processScheduler(dir = backupDir) {
  return createBackupScheduler({
    db: t.database.db,
    pool: t.database.pool,
    storage: t.storage,
    clock,
    logger: createLogger('silent'),
    backupDir: dir,
    everyMs: t.config.backupEveryMs!,
    keep: t.config.backupKeep,
  });
}

describe('scheduled backups', () => {
  it('take one backup once BACKUP_EVERY has passed, by one process of two, and keep the newest BACKUP_KEEP', async () => {
    const first = processScheduler();
    const second = processScheduler();
    expect(await Promise.all([first.runDue(), second.runDue()])).toEqual(['not due', 'not due']);
    clock.advance(DAY - 1000);
    expect(await first.runDue()).toBe('not due');
    expect(await listArchives(backupDir)).toEqual([]);

    clock.advance(2000);
    expect((await Promise.all([first.runDue(), second.runDue()])).sort()).toEqual(['not due', 'succeeded']);
    expect(await listArchives(backupDir)).toHaveLength(1);
    // Straight after, neither takes another.
    expect(await Promise.all([first.runDue(), second.runDue()])).toEqual(['not due', 'not due']);

    for (let day = 0; day < 2; day += 1) {
      clock.advance(DAY);
      expect((await Promise.all([second.runDue(), first.runDue()])).sort()).toEqual(['not due', 'succeeded']);
    }
    const kept = await listArchives(backupDir);
    expect(kept).toHaveLength(2);
    const runs = await t.db.selectFrom('backup_runs').selectAll().orderBy('started_at').execute();
    expect(runs.map((run) => [run.trigger, run.status])).toEqual([
      ['scheduled', 'succeeded'],
      ['scheduled', 'succeeded'],
      ['scheduled', 'succeeded'],
    ]);
    // The two kept are the two newest.
    expect(kept).toEqual(runs.slice(1).map((run) => run.file));
  });

  it('show the last backup on the dashboard, and when it ran in /readyz, which names no file', async () => {
    const overview = await admin.agent.get('/backend/dashboard/overview.php');
    const last = await t.db.selectFrom('backup_runs').selectAll().orderBy('started_at', 'desc').executeTakeFirstOrThrow();
    expect(overview.body.backup).toEqual({
      schedule: 'every 24 h',
      last_success: { at: last.finished_at!.toISOString(), file: last.file, size_bytes: Number(last.size_bytes) },
      failure: null,
      running_since: null,
    });
    const ready = await siteAgent(t).agent.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.details.backup).toEqual({ ...overview.body.backup, last_success: { at: last.finished_at!.toISOString(), size_bytes: Number(last.size_bytes) } });
    expect(JSON.stringify(ready.body)).not.toContain(last.file);
  });

  it('that fail (an unwritable BACKUP_DIR) show the failure on the dashboard, and when in /readyz, which stays 200 and quotes no error', async () => {
    // A folder under a plain file cannot be made, even by root.
    const blocker = path.join(folder, 'not-a-folder');
    await writeFile(blocker, 'x');
    const failing = processScheduler(path.join(blocker, 'backups'));
    clock.advance(DAY);
    expect(await failing.runDue()).toBe('failed');

    const overview = await admin.agent.get('/backend/dashboard/overview.php');
    expect(overview.body.backup.failure).toEqual({ at: new Date(clock.now()).toISOString(), error: expect.stringContaining('ENOTDIR') });
    // The last good one is still named.
    expect(overview.body.backup.last_success).not.toBeNull();
    const ready = await siteAgent(t).agent.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', details: { backup: { failure: { at: overview.body.backup.failure.at } } } });
    expect(JSON.stringify(ready.body)).not.toContain('ENOTDIR');

    // The next good backup clears the warning.
    clock.advance(DAY);
    expect(await processScheduler().runDue()).toBe('succeeded');
    expect((await admin.agent.get('/backend/dashboard/overview.php')).body.backup.failure).toBeNull();
  });
});
