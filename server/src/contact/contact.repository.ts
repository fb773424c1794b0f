// Queries of contact_messages: storing, the admin inbox, and the outbox's claim-and-mark cycle.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ContactMessageRow } from '../db/schema.js';

export async function insertContactMessage(
  db: Db,
  message: { name: string; mobile: string; notes: string; client_ip: string | null },
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
 * Claims up to `limit` due messages for one delivery attempt: the rows are locked with SKIP LOCKED
 * (a concurrent worker skips them) and their next attempt is pushed `leaseMs` into the future
 * before the transaction commits, so no other worker finds them due while this one sends.
 */
export async function claimDueMessages(db: Db, limit: number, leaseMs: number): Promise<ContactMessageRow[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('contact_messages')
      .selectAll()
      .where('delivery_status', '=', 'queued')
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx
      .updateTable('contact_messages')
      .set({ next_attempt_at: sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where('id', 'in', due.map((row) => row.id))
      .execute();
    return due;
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
  failure: { error: string; retryInMs: number | null },
): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({
      delivery_status: failure.retryInMs === null ? 'failed' : 'queued',
      delivery_attempts: sql<number>`delivery_attempts + 1`,
      last_error: failure.error.slice(0, 1000),
      next_attempt_at: sql<Date>`now() + ${`${failure.retryInMs ?? 0} milliseconds`}::interval`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}
