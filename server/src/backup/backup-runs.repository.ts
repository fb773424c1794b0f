// The backup_runs rows: each backup's start and outcome, and the claim of a scheduled one under an
// advisory lock, so that of several app processes exactly one takes a given backup.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The advisory lock's key while a process claims a scheduled backup ("sjg" + "back"). */
export const BACKUP_CLAIM_LOCK_KEY = 0x736a_6742;

export type BackupRunRow = {
  id: string;
  trigger: 'scheduled' | 'manual';
  started_at: Date;
  finished_at: Date | null;
  status: 'running' | 'succeeded' | 'failed';
  file: string | null;
  size_bytes: string | null;
  error: string | null;
};

export async function insertRun(db: Db, trigger: 'scheduled' | 'manual', startedAt: Date): Promise<string> {
  const row = await db.insertInto('backup_runs').values({ trigger, started_at: startedAt }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims the scheduled backup due at `now`: under a transaction-scoped advisory lock, a new run is
 * recorded only when the last scheduled one started at least `everyMs` ago (or, with none yet, when
 * `firstDueAt` has passed). The row is the claim: a process that looks next finds it and waits.
 */
export async function claimScheduledRun(db: Db, now: Date, everyMs: number, firstDueAt: Date): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${BACKUP_CLAIM_LOCK_KEY}) as locked`.execute(trx);
    if (!rows[0]?.locked) return null;
    const last = await trx
      .selectFrom('backup_runs')
      .select('started_at')
      .where('trigger', '=', 'scheduled')
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const dueAt = last ? last.started_at.getTime() + everyMs : firstDueAt.getTime();
    if (now.getTime() < dueAt) return null;
    return insertRun(trx, 'scheduled', now);
  });
}

export async function finishRun(db: Db, id: string, outcome: { finishedAt: Date } & ({ file: string; size: number } | { error: string })): Promise<void> {
  await db
    .updateTable('backup_runs')
    .set(
      'error' in outcome
        ? { status: 'failed', finished_at: outcome.finishedAt, error: outcome.error }
        : { status: 'succeeded', finished_at: outcome.finishedAt, file: outcome.file, size_bytes: outcome.size },
    )
    .where('id', '=', id)
    .execute();
}

/** The last successful run, the last finished run (which may be a failure) and a run still under way. */
export async function findLatestRuns(db: Db): Promise<{ lastSuccess: BackupRunRow | null; lastFinished: BackupRunRow | null; running: BackupRunRow | null }> {
  const latest = (status: 'succeeded' | 'finished' | 'running') =>
    db
      .selectFrom('backup_runs')
      .selectAll()
      .$call((query) => (status === 'finished' ? query.where('status', '<>', 'running') : query.where('status', '=', status)))
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst() as Promise<BackupRunRow | undefined>;
  const [lastSuccess, lastFinished, running] = await Promise.all([latest('succeeded'), latest('finished'), latest('running')]);
  return { lastSuccess: lastSuccess ?? null, lastFinished: lastFinished ?? null, running: running ?? null };
}
