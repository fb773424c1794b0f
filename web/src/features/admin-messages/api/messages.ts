// The contact inbox calls: a page of messages (newest first) and the read / unread mark.
import type { ContactInboxReply, ContactMessageItem } from '@common/api-types';
import { apiRequest } from '@/lib/api-client';
import type { PageOf } from '@/admin-shared/use-paged-list';

/** A page of messages, how many are unread on every page, and whether a mail server is set (false: they are stored, not e-mailed). */
export async function fetchMessagesPage(page: number, signal?: AbortSignal): Promise<PageOf<ContactMessageItem> & { unread: number; mailConfigured: boolean }> {
  const reply = await apiRequest<ContactInboxReply>('contact-us/messages.php', { query: { page }, signal });
  return { items: reply.messages ?? [], totalPages: Number(reply.total_pages) || 0, unread: Number(reply.unread) || 0, mailConfigured: reply.mail_configured !== false };
}

export function markMessageRead(id: number, read: boolean): Promise<unknown> {
  return apiRequest('contact-us/messages.php', { method: 'POST', body: { id, read } });
}

/** Deletes a message for good (owners). */
export function deleteContactMessage(id: number): Promise<unknown> {
  return apiRequest('contact-us/messages.php', { method: 'DELETE', body: { id } });
}
