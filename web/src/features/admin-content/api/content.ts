// The calls of the four alike content managers (news, blogs, investors, testimonials), steered by
// each kind's endpoint and list key (SPEC §7: GET ?page=, POST multipart insert/update, DELETE {id}).
import type { ContentWriteReply } from '@common/api-types';
import type { ListSort } from '@common/list-query';
import { apiRequest } from '@/lib/api-client';
import type { PageOf } from '@/admin-shared/use-paged-list';

export type ContentEndpoint = { endpoint: string; listKey: string; oneKey: string };

/** A page of the list; the admin always names its sort, so the public default never steers it. */
export async function fetchContentPage<T>(
  api: ContentEndpoint,
  page: number,
  options: { sort: ListSort; q?: string },
  signal?: AbortSignal,
): Promise<PageOf<T>> {
  const reply = await apiRequest<Record<string, unknown>>(api.endpoint, { query: { page, sort: options.sort, q: options.q || undefined }, signal });
  return { items: (reply[api.listKey] as T[] | undefined) ?? [], totalPages: Number(reply.total_pages) || 0 };
}

/** One item by id (the standalone /blogs/editblog?id= page). */
export async function fetchContentItem<T>(api: ContentEndpoint, id: number): Promise<T | undefined> {
  const reply = await apiRequest<Record<string, unknown>>(api.endpoint, { query: { id } });
  return reply[api.oneKey] as T | undefined;
}

/** POST multipart with type 'insert' or 'update' and the kind's fields. */
export function saveContent(api: ContentEndpoint, form: FormData): Promise<ContentWriteReply> {
  return apiRequest<ContentWriteReply>(api.endpoint, { method: 'POST', body: form });
}

export function deleteContent(api: ContentEndpoint, id: number): Promise<ContentWriteReply> {
  return apiRequest<ContentWriteReply>(api.endpoint, { method: 'DELETE', body: { id } });
}
