// The contact inbox calls: a page of messages (newest first) and the read / unread mark.
import type { ContactMessageItem } from '@common/api-types';
import { apiRequest } from '@/lib/api-client';
import type { PageOf } from '@/admin-shared/use-paged-list';

export async function fetchMessagesPage(page: number, signal?: AbortSignal): Promise<PageOf<ContactMessageItem>> {
  const reply = await apiRequest<{ messages: ContactMessageItem[]; total_pages: number }>('contact-us/messages.php', { query: { page }, signal });
  return { items: reply.messages ?? [], totalPages: Number(reply.total_pages) || 0 };
}

export function markMessageRead(id: number, read: boolean): Promise<unknown> {
  return apiRequest('contact-us/messages.php', { method: 'POST', body: { id, read } });
}
