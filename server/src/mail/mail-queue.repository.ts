// Queries of outgoing_mail: queuing an account e-mail and withdrawing it (the worker's
// claim-and-mark cycle is delivery.repository.ts's).
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export async function insertQueuedMail(
  db: Db,
  mail: { to_address: string; subject: string; body: string; next_attempt_at?: Date },
): Promise<number> {
  const row = await db.insertInto('outgoing_mail').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Drops the mail still waiting for an address (its account was deleted: its links no longer work). */
export async function deleteQueuedMailTo(db: Db, address: string): Promise<void> {
  await db.deleteFrom('outgoing_mail').where('status', '=', 'queued').where(sql<string>`lower(to_address)`, '=', address.toLowerCase()).execute();
}
