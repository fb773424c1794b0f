// Queries of contact_messages: storing, the admin inbox, and the outbox's claim-and-mark cycle.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ContactMessageRow } from '../db/schema.js';

export async function insertContactMessage(
  db: Db,
  message: {
    name: string;
    mobile: string;
    notes: string;
    client_ip: string | null;
    /** When the outbox first tries it: the app clock's now (the database's now() when left out). */
    next_attempt_at?: Date;
  },
): Promise<number> {
  const row = await db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function listContactMessages(db: Db, limit: number, offset: number): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countContactMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setContactMessageRead(db: Db, id: number, read: boolean): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ read_at: read ? sql<Date>`coalesce(read_at, now())` : null })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Runs `work` on the oldest message due at `now` while its row stays locked, inside one transaction: the
 * lock is taken with FOR UPDATE SKIP LOCKED, so a concurrent worker (in this or another process)
 * passes over the row instead of waiting for it, and `work` marks the row in the same transaction
 * (`trx`). Messages in `exceptIds` are passed over. Resolves false when no message is due.
 */
export async function withNextDueMessage(
  db: Db,
  now: Date,
  exceptIds: readonly number[],
  work: (trx: Db, message: ContactMessageRow) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('contact_messages')
      .selectAll()
      .where('delivery_status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .$if(exceptIds.length > 0, (query) => query.where('id', 'not in', exceptIds))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!message) return false;
    await work(trx, message);
    return true;
  });
}

export async function markMessageSent(db: Db, id: number): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({
      delivery_status: 'sent',
      sent_at: sql<Date>`now()`,
      delivery_attempts: sql<number>`delivery_attempts + 1`,
      last_error: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function markMessageFailedAttempt(
  db: Db,
  id: number,
  failure: { error: string; failedAt: Date; retryInMs: number | null },
): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({
      delivery_status: failure.retryInMs === null ? 'failed' : 'queued',
      delivery_attempts: sql<number>`delivery_attempts + 1`,
      last_error: failure.error.slice(0, 1000),
      next_attempt_at: new Date(failure.failedAt.getTime() + (failure.retryInMs ?? 0)),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}
