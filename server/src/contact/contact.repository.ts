// Queries of contact_messages: storing and the admin inbox (the outbox's claim-and-mark cycle is
// mail/delivery.repository.ts's).
import { sql } from 'kysely';
import { countRows } from '../db/count-rows.js';
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

export function countContactMessages(db: Db): Promise<number> {
  return countRows(db.selectFrom('contact_messages'));
}

export function countUnreadContactMessages(db: Db): Promise<number> {
  return countRows(db.selectFrom('contact_messages').where('read_at', 'is', null));
}

export async function deleteContactMessageRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function setContactMessageRead(db: Db, id: number, read: boolean): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ read_at: read ? sql<Date>`coalesce(read_at, now())` : null })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
