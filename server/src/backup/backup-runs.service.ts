// A backup with its record: started and finished in backup_runs, logged, older archives pruned
// for the scheduled ones; and what the dashboard and /readyz show of the last runs.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupStatus } from '../../../common/api-types.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import { listArchives } from './backup-archive.js';
import { findLatestRuns, finishRun, insertRun } from './backup-runs.repository.js';
import { createBackup, type BackupDeps, type BackupResult } from './backup.service.js';

export type RecordedBackupDeps = BackupDeps & { db: Db; logger: Logger };

/**
 * Runs a backup under the run `runId` (claimed by the scheduler) or a new manual one, and records
 * its outcome. A failure is recorded and rethrown.
 */
export async function runRecordedBackup(deps: RecordedBackupDeps, runId?: string): Promise<BackupResult> {
  const id = runId ?? (await insertRun(deps.db, 'manual', new Date(deps.clock.now())));
  deps.logger.info({ backupDir: deps.backupDir }, 'backup started');
  try {
    const result = await createBackup(deps);
    await finishRun(deps.db, id, { finishedAt: new Date(deps.clock.now()), file: path.basename(result.file), size: result.size });
    deps.logger.info({ file: result.file, size: result.size, files: result.manifest.files.length }, 'backup written');
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.logger.error({ err: error }, 'backup failed');
    await finishRun(deps.db, id, { finishedAt: new Date(deps.clock.now()), error: message }).catch((recordError: unknown) =>
      deps.logger.error({ err: recordError }, 'the failed backup could not be recorded'),
    );
    throw error;
  }
}

/** Deletes all but the newest `keep` archives in the folder; returns the names deleted. */
export async function pruneArchives(backupDir: string, keep: number): Promise<string[]> {
  const archives = await listArchives(backupDir);
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  await Promise.all(old.map((name) => rm(path.join(backupDir, name), { force: true })));
  return old;
}

export async function backupStatus(db: Db, everyMs: number | undefined): Promise<BackupStatus> {
  const { lastSuccess, lastFinished, running } = await findLatestRuns(db);
  const failed = lastFinished?.status === 'failed' ? lastFinished : null;
  return {
    schedule: everyMs === undefined ? null : `every ${describeDuration(everyMs)}`,
    last_success: lastSuccess
      ? { at: (lastSuccess.finished_at ?? lastSuccess.started_at).toISOString(), file: lastSuccess.file ?? '', size_bytes: Number(lastSuccess.size_bytes ?? 0) }
      : null,
    failure: failed ? { at: (failed.finished_at ?? failed.started_at).toISOString(), error: failed.error ?? 'unknown error' } : null,
    running_since: running ? running.started_at.toISOString() : null,
  };
}

/**
 * The status as an editor or a viewer sees it: whether and when backups run and fail, so they can
 * tell an owner, without the archive's name or the error text, which describe the server's folders
 * and set-up and are the owners' business (an error can quote a path, a host or a bucket).
 */
export function backupStatusWithoutDetails(status: BackupStatus): BackupStatus {
  return {
    ...status,
    last_success: status.last_success && { at: status.last_success.at, size_bytes: status.last_success.size_bytes },
    failure: status.failure && { at: status.failure.at },
  };
}

function describeDuration(ms: number): string {
  if (ms % 86_400_000 === 0 && ms > 86_400_000) return `${ms / 86_400_000} d`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  return `${Math.round(ms / 60_000)} min`;
}
