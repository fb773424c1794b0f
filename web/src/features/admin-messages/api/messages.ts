// The contact inbox calls: a page of messages (newest first), searched or unread only, the read /
// unread mark and the delete.
import type { ContactInboxReply, ContactMessageItem } from '@common/api-types';
import { apiRequest } from '@/lib/api-client';
import type { PageOf } from '@/admin-shared/use-paged-list';

/** Which messages a page lists: those with `q` in their name, mobile or text; only unread ones. */
export type InboxFilter = { q: string; unreadOnly: boolean };

/**
 * A page of the messages `filter` keeps, how many are unread in the whole inbox, and whether a mail
 * server is set (false: they are stored, not e-mailed).
 */
export async function fetchMessagesPage(page: number, filter: InboxFilter, signal?: AbortSignal): Promise<PageOf<ContactMessageItem> & { unread: number; mailConfigured: boolean }> {
  const query = { page, ...(filter.q ? { q: filter.q } : {}), ...(filter.unreadOnly ? { status: 'unread' } : {}) };
  const reply = await apiRequest<ContactInboxReply>('contact-us/messages.php', { query, signal });
  return { items: reply.messages ?? [], totalPages: Number(reply.total_pages) || 0, unread: Number(reply.unread) || 0, mailConfigured: reply.mail_configured !== false };
}

export function markMessageRead(id: number, read: boolean): Promise<unknown> {
  return apiRequest('contact-us/messages.php', { method: 'POST', body: { id, read } });
}

/** Deletes a message for good (owners). */
export function deleteContactMessage(id: number): Promise<unknown> {
  return apiRequest('contact-us/messages.php', { method: 'DELETE', body: { id } });
}
