// Contact rules: a message is answered ok only once it is stored (the outbox e-mails it later);
// a filled honeypot is accepted and dropped; the inbox pages newest first.
import type { ContactMessageItem } from '../../../common/api-types.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { ContactMessageRow } from '../db/schema.js';
import type { Editor } from '../http/editor.js';
import { MESSAGES_CSV_COLUMNS, type ContactMessageInput } from './contact.schema.js';
import { deliveryWords } from '../../../common/delivery-words.js';
import { spreadsheetIndiaTime } from '../../../common/india-time.js';
import { csvInBatches } from '../http/csv.js';
import {
  countContactMessages,
  deleteContactMessageRow,
  inboxTotals,
  insertContactMessage,
  listContactMessages,
  listContactMessagesAfter,
  type InboxFilter,
} from './contact.repository.js';

/**
 * Stores a message, due for the outbox at once by `clock` (the outbox's clock, so that a database
 * whose time runs ahead does not hold it back); returns false for a bot (honeypot filled), which
 * is not stored.
 */
export async function receiveContactMessage(db: Db, clock: Clock, input: ContactMessageInput, clientIp: string | null): Promise<boolean> {
  if (input.website && input.website.trim() !== '') return false;
  await insertContactMessage(db, {
    name: singleLine(input.name),
    mobile: input.mobile,
    notes: input.notes,
    client_ip: clientIp,
    next_attempt_at: new Date(clock.now()),
  });
  return true;
}

/** A name is one line: a typed line break would read as another field in the e-mail (or a header). */
function singleLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * Deletes a message for good (spam, or its sender asked for it to be erased) and records who did;
 * false when there is none. The entry names it by number only: its sender is what was erased.
 */
export async function deleteContactMessage(db: Db, id: number, by: NonNullable<Editor>, at: Date): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await deleteContactMessageRow(tx, id))) return false;
    await recordAudit(tx, { action: 'delete', actor: by, at, item: { kind: 'messages', id, title: null } });
    return true;
  });
}

/**
 * A page of the messages `filter` keeps, with how many pages they fill, how many messages are
 * unread in the whole inbox (the badge counts the inbox, not the search) and the newest message's
 * id (what "Mark all as read" marks up to).
 */
export async function contactInboxPage(db: Db, page: number, filter: InboxFilter = {}): Promise<{ messages: ContactMessageItem[]; total_pages: number; unread: number; newest_id: number | null }> {
  const size = PAGE_SIZE.messages;
  const [rows, count, totals] = await Promise.all([listContactMessages(db, size, (page - 1) * size, filter), countContactMessages(db, filter), inboxTotals(db)]);
  return { messages: rows.map(toInboxItem), total_pages: Math.ceil(count / size), unread: totals.unread, newest_id: totals.newestId };
}

const CSV_BATCH = 500;

/**
 * Every message `filter` keeps as CSV text, newest first: a header line, then a batch of lines at a
 * time. The time is India time as a spreadsheet reads a date ('2026-12-07 09:05'); the mobile its
 * ten digits; the e-mail copy in the inbox badge's words (none is e-mailed while no mail server is set).
 */
export async function* messagesCsv(db: Db, filter: InboxFilter, mailConfigured: boolean): AsyncGenerator<string> {
  yield* csvInBatches(
    MESSAGES_CSV_COLUMNS,
    CSV_BATCH,
    (last: ContactMessageRow | undefined, limit) => listContactMessagesAfter(db, filter, last, limit),
    (row) => [spreadsheetIndiaTime(row.created_at), row.name, row.mobile, row.notes, row.read_at ? 'yes' : 'no', deliveryWords(row.delivery_status, mailConfigured)],
  );
}

/** The `count` newest messages, as the inbox shows them (the dashboard's overview). */
export async function latestContactMessages(db: Db, count: number): Promise<ContactMessageItem[]> {
  return (await listContactMessages(db, count, 0)).map(toInboxItem);
}

function toInboxItem(row: ContactMessageRow): ContactMessageItem {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
    read: row.read_at !== null,
    delivery_status: row.delivery_status,
    delivery_attempts: row.delivery_attempts,
    last_error: row.last_error,
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}
