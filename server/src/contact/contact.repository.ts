// Queries of contact_messages: storing and the admin inbox (the outbox's claim-and-mark cycle is
// mail/delivery.repository.ts's).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isTypedMobile, mobileDigitsFromPaste } from '../../../common/mobile-number.js';
import { countRows } from '../db/count-rows.js';
import type { Db } from '../db/database.js';
import { containsPattern } from '../db/list-order.js';
import type { ContactMessageRow, Database } from '../db/schema.js';

/** Which messages an inbox page lists: those with `q` in their name, mobile or text; only unread ones. */
export type InboxFilter = { q?: string | undefined; unread?: boolean };

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

/**
 * The condition of the messages `filter` keeps. A mobile is stored as its ten digits, so a number
 * searched as it is written ("98765 43210", "+91-98765") is matched by its digits, read as the
 * contact form reads them.
 */
function keptBy(filter: InboxFilter) {
  return (eb: ExpressionBuilder<Database, 'contact_messages'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.unread) conditions.push(eb('read_at', 'is', null));
    const q = filter.q;
    if (q) {
      const words = containsPattern(q);
      const digits = isTypedMobile(q) ? mobileDigitsFromPaste(q) : '';
      conditions.push(eb.or([eb('name', 'ilike', words), eb('notes', 'ilike', words), ...(digits ? [eb('mobile', 'like', containsPattern(digits))] : [])]));
    }
    return eb.and(conditions);
  };
}

function inboxMessages(db: Db, filter: InboxFilter) {
  return db.selectFrom('contact_messages').where(keptBy(filter));
}

export async function listContactMessages(db: Db, limit: number, offset: number, filter: InboxFilter = {}): Promise<ContactMessageRow[]> {
  return inboxMessages(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * Up to `limit` of the messages `filter` keeps, newest first (as the inbox lists them), after the
 * message `after` (none: from the newest): the export's batches, which a message arriving
 * meanwhile does not shift.
 */
export async function listContactMessagesAfter(
  db: Db,
  filter: InboxFilter,
  after: { created_at: Date; id: number } | undefined,
  limit: number,
): Promise<ContactMessageRow[]> {
  let query = inboxMessages(db, filter).selectAll();
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.created_at, after.id)));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export function countContactMessages(db: Db, filter: InboxFilter = {}): Promise<number> {
  return countRows(inboxMessages(db, filter));
}

/** How many messages of the whole inbox are unread, and its newest message's id (null when it is empty). */
export async function inboxTotals(db: Db): Promise<{ unread: number; newestId: number | null }> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => [eb.fn.countAll().filterWhere('read_at', 'is', null).as('unread'), eb.fn.max('id').as('newest')])
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread), newestId: row.newest };
}

/**
 * Marks read, at `at`, every unread message `filter` keeps, up to message `throughId`: one that
 * arrived after the inbox was read stays unread. Returns how many were marked.
 */
export async function markContactMessagesRead(db: Db, throughId: number, filter: InboxFilter, at: Date): Promise<number> {
  const result = await db
    .updateTable('contact_messages')
    .set({ read_at: at })
    .where('read_at', 'is', null)
    .where('id', '<=', throughId)
    .where(keptBy(filter))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks unread again the messages a "Mark all as read" marked at `at`: the ones still carrying that
 * read time (one marked unread and read again since has its own). Returns how many.
 */
export async function unmarkContactMessagesReadAt(db: Db, at: Date): Promise<number> {
  const result = await db.updateTable('contact_messages').set({ read_at: null }).where('read_at', '=', at).executeTakeFirst();
  return Number(result.numUpdatedRows);
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
