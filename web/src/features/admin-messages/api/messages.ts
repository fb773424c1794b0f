// The contact inbox calls: a page of messages (newest first), searched or unread only, the read /
// unread mark, "Mark all as read" and its Undo, the delete, and the address of the same messages as
// a CSV file.
import { backendUrl } from '@common/backend-urls';
import type { ContactInboxReply, ContactMessageItem, MarkAllReadReply, UndoMarkAllReadReply } from '@common/api-types';
import { apiRequest } from '@/lib/api-client';
import type { PageOf } from '@/admin-shared/use-paged-list';

/** Which messages a page lists: those with `q` in their name, mobile or text; only unread ones. */
export type InboxFilter = { q: string; unreadOnly: boolean };

/**
 * A page of the messages `filter` keeps, how many are unread in the whole inbox and its newest
 * message's id, and whether a mail server is set (false: they are stored, not e-mailed).
 */
const queryOf = (filter: InboxFilter) => ({ ...(filter.q ? { q: filter.q } : {}), ...(filter.unreadOnly ? { status: 'unread' } : {}) });

/** Every message `filter` keeps, on every page, as a download (the server names it messages.csv). */
export function messagesCsvUrl(filter: InboxFilter): string {
  return backendUrl('admin/messages.csv', queryOf(filter));
}

export async function fetchMessagesPage(
  page: number,
  filter: InboxFilter,
  signal?: AbortSignal,
): Promise<PageOf<ContactMessageItem> & { unread: number; newestId: number | null; mailConfigured: boolean }> {
  const query = { page, ...queryOf(filter) };
  const reply = await apiRequest<ContactInboxReply>('contact-us/messages.php', { query, signal });
  return {
    items: reply.messages ?? [],
    totalPages: Number(reply.total_pages) || 0,
    unread: Number(reply.unread) || 0,
    newestId: reply.newest_id ?? null,
    mailConfigured: reply.mail_configured !== false,
  };
}

/**
 * Marks read every unread message `q` finds (blank: all), up to message `through`; answers how many,
 * and when (`markedAt`), which its Undo names.
 */
export async function markAllMessagesRead(through: number, q: string): Promise<{ marked: number; markedAt: string }> {
  const reply = await apiRequest<MarkAllReadReply>('admin/messages/mark-all-read', { method: 'POST', body: { through, ...(q ? { q } : {}) } });
  return { marked: Number(reply.marked) || 0, markedAt: reply.marked_at };
}

/** Undoes the "Mark all as read" that answered `markedAt`: its messages still read are unread again; answers how many. */
export async function undoMarkAllMessagesRead(markedAt: string): Promise<number> {
  const reply = await apiRequest<UndoMarkAllReadReply>('admin/messages/mark-all-read/undo', { method: 'POST', body: { marked_at: markedAt } });
  return Number(reply.unmarked) || 0;
}

export function markMessageRead(id: number, read: boolean): Promise<unknown> {
  return apiRequest('contact-us/messages.php', { method: 'POST', body: { id, read } });
}

/** Deletes a message for good (owners). */
export function deleteContactMessage(id: number): Promise<unknown> {
  return apiRequest('contact-us/messages.php', { method: 'DELETE', body: { id } });
}
