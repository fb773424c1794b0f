// Queries of outgoing_mail: queuing an account e-mail, and the worker's claim-and-mark cycle.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { OutgoingMailTable } from '../db/schema.js';

export type OutgoingMailRow = Selectable<OutgoingMailTable>;

export async function insertQueuedMail(
  db: Db,
  mail: { to_address: string; subject: string; body: string; next_attempt_at?: Date },
): Promise<number> {
  const row = await db.insertInto('outgoing_mail').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Runs `work` on the oldest mail due at `now` while its row stays locked (FOR UPDATE SKIP LOCKED),
 * inside one transaction, as contact.repository.ts's withNextDueMessage does for contact messages.
 * Resolves false when no mail is due.
 */
export async function withNextDueMail(
  db: Db,
  now: Date,
  exceptIds: readonly number[],
  work: (trx: Db, mail: OutgoingMailRow) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const mail = await trx
      .selectFrom('outgoing_mail')
      .selectAll()
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now)
      .$if(exceptIds.length > 0, (query) => query.where('id', 'not in', exceptIds))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!mail) return false;
    await work(trx, mail);
    return true;
  });
}

/** Marks a mail sent and blanks its body: the link inside is a credential, and it has done its job. */
export async function markMailSent(db: Db, id: number, sentAt: Date): Promise<void> {
  await db
    .updateTable('outgoing_mail')
    .set({ status: 'sent', sent_at: sentAt, attempts: sql<number>`attempts + 1`, last_error: null, body: '' })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailedAttempt(
  db: Db,
  id: number,
  failure: { error: string; failedAt: Date; retryInMs: number | null },
): Promise<void> {
  await db
    .updateTable('outgoing_mail')
    .set({
      status: failure.retryInMs === null ? 'failed' : 'queued',
      attempts: sql<number>`attempts + 1`,
      last_error: failure.error.slice(0, 1000),
      next_attempt_at: new Date(failure.failedAt.getTime() + (failure.retryInMs ?? 0)),
      // A mail given up on keeps no link either.
      ...(failure.retryInMs === null ? { body: '' } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Drops the mail still waiting for an address (its account was deleted: its links no longer work). */
export async function deleteQueuedMailTo(db: Db, address: string): Promise<void> {
  await db.deleteFrom('outgoing_mail').where('status', '=', 'queued').where(sql<string>`lower(to_address)`, '=', address.toLowerCase()).execute();
}
