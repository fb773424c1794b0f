// Scheduled backups from the running server (BACKUP_EVERY, BACKUP_KEEP): every poll each process
// asks whether a backup is due; the claim (backup-runs.repository.ts) lets exactly one take it.
// Time comes from the injected clock, so tests move it instead of waiting.
import type pg from 'pg';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import { createPollingLoop } from '../polling-loop.js';
import type { Storage } from '../storage/storage.js';
import type { ArchiveKeys } from './backup-archive.js';
import { claimScheduledRun } from './backup-runs.repository.js';
import { pruneArchives, runRecordedBackup } from './backup-runs.service.js';

/** How often a process looks: a backup starts at most this long after it falls due. */
const POLL_MS = 60_000;

export type BackupScheduler = {
  start(): void;
  /** One look: takes the backup when it is due and no other process took it; resolves with what happened. */
  runDue(): Promise<'not due' | 'succeeded' | 'failed'>;
  stop(): Promise<void>;
};

export function createBackupScheduler(deps: {
  db: Db;
  pool: pg.Pool;
  storage: Storage;
  clock: Clock;
  logger: Logger;
  backupDir: string;
  everyMs: number;
  keep: number;
  keys?: ArchiveKeys;
}): BackupScheduler {
  // With no backup yet, the first falls due one period after the first process started scheduling.
  const firstDueAt = new Date(deps.clock.now() + deps.everyMs);

  async function look(): Promise<'not due' | 'succeeded' | 'failed'> {
    const runId = await claimScheduledRun(deps.db, new Date(deps.clock.now()), deps.everyMs, firstDueAt);
    if (!runId) return 'not due';
    try {
      await runRecordedBackup(deps, runId);
    } catch {
      // Recorded in backup_runs and logged by runRecordedBackup: the dashboard and /readyz show it.
      return 'failed';
    }
    const pruned = await pruneArchives(deps.backupDir, deps.keep);
    if (pruned.length > 0) deps.logger.info({ pruned, keep: deps.keep }, 'older backups deleted');
    return 'succeeded';
  }

  const failedPass = { log: 'could not check whether a backup is due', outcome: 'not due' as const };
  const loop = createPollingLoop({ pollMs: POLL_MS, pass: look, logger: deps.logger, failedPass, passAtStart: false });
  return { start: loop.start, runDue: loop.run, stop: loop.stop };
}
