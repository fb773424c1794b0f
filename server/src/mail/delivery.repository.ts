// Queries of the two outboxes' delivery cycle (contact_messages, outgoing_mail): locking the oldest
// due row, and recording each attempt's outcome on it. The tables name their status and attempt
// columns differently and record a little more each; the cycle is the same.
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export type Outbox = 'contact_messages' | 'outgoing_mail';
export type OutboxRow<T extends Outbox> = Selectable<Database[T]> & { id: number };

/**
 * Each table's names for the delivery state and the count of attempts, and what else it records
 * with an outcome: a contact message its update time (and the database's time of sending, which
 * the inbox shows); a mail blanks its body once sent or given up on, as the link inside is a
 * credential that has done its job.
 */
const outboxes = {
  contact_messages: {
    status: 'delivery_status',
    attempts: 'delivery_attempts',
    sent: (_sentAt: Date) => ({ sent_at: sql<Date>`now()`, updated_at: sql<Date>`now()` }),
    failed: (_retryInMs: number | null) => ({ updated_at: sql<Date>`now()` }),
  },
  outgoing_mail: {
    status: 'status',
    attempts: 'attempts',
    sent: (sentAt: Date) => ({ sent_at: sentAt, body: '' }),
    failed: (retryInMs: number | null) => (retryInMs === null ? { body: '' } : {}),
  },
} as const;

/** The attempts made on a row before this one. */
export function attemptsSoFar<T extends Outbox>(outbox: T, row: OutboxRow<T>): number {
  return (row as Record<string, unknown>)[outboxes[outbox].attempts] as number;
}

/**
 * Runs `work` on the oldest row due at `now` while it stays locked, inside one transaction: the
 * lock is taken with FOR UPDATE SKIP LOCKED, so a concurrent worker (in this or another process)
 * passes over the row instead of waiting for it, and `work` marks the row in the same transaction
 * (`trx`). Rows in `exceptIds` are passed over. Resolves false when no row is due.
 */
export async function withNextDueRow<T extends Outbox>(
  db: Db,
  outbox: T,
  now: Date,
  exceptIds: readonly number[],
  work: (trx: Db, row: OutboxRow<T>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom(outbox as Outbox)
      .selectAll()
      .where(outboxes[outbox].status, '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .$if(exceptIds.length > 0, (query) => query.where('id', 'not in', exceptIds))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return false;
    await work(trx, row as OutboxRow<T>);
    return true;
  });
}

export type FailedAttempt = { error: string; failedAt: Date; retryInMs: number | null };

export async function markRowSent(db: Db, outbox: Outbox, id: number, sentAt: Date): Promise<void> {
  const { status, attempts, sent } = outboxes[outbox];
  await updateRow(db, outbox, id, {
    [status]: 'sent',
    ...sent(sentAt),
    [attempts]: sql<number>`${sql.ref(attempts)} + 1`,
    last_error: null,
  });
}

/** Counts a failed attempt: queued again after `retryInMs`, or failed for good when that is null. */
export async function markRowFailedAttempt(db: Db, outbox: Outbox, id: number, failure: FailedAttempt): Promise<void> {
  const { status, attempts, failed } = outboxes[outbox];
  await updateRow(db, outbox, id, {
    [status]: failure.retryInMs === null ? 'failed' : 'queued',
    [attempts]: sql<number>`${sql.ref(attempts)} + 1`,
    last_error: failure.error.slice(0, 1000),
    next_attempt_at: new Date(failure.failedAt.getTime() + (failure.retryInMs ?? 0)),
    ...failed(failure.retryInMs),
  });
}

/** The column names are the table's own (outboxes), which the type of a computed key cannot say. */
async function updateRow(db: Db, outbox: Outbox, id: number, changes: Record<string, unknown>): Promise<void> {
  await db
    .updateTable(outbox)
    .set(changes as Updateable<Database[Outbox]>)
    .where('id', '=', id)
    .execute();
}
