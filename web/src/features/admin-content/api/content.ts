// The calls of the listed kinds' content managers, steered by
// each kind's endpoint and list key (SPEC §7: POST multipart insert/update, DELETE {id}). The admin
// reads through /backend/admin/items/<kind>, which has drafts and scheduled items too (issue 22);
// the public endpoint answers with published items only.
import type { ContentWriteReply } from '@common/api-types';
import type { ListedKind } from '@common/content-kinds';
import type { ItemStatus } from '@common/editorial';
import type { ListSort, OrderedListSort } from '@common/list-query';
import { apiRequest } from '@/lib/api-client';
import type { StatusCounts } from '@/admin-shared/item-state';
import type { PageOf } from '@/admin-shared/use-paged-list';

export type ContentEndpoint = { kind: ListedKind; endpoint: string; listKey: string };

/** A page of the list and how many items each state has. */
export type AdminPageOf<T> = PageOf<T> & { counts: StatusCounts | null };

/** A page of the list; the admin always names its sort, so the public default never steers it. */
export async function fetchContentPage<T>(
  api: ContentEndpoint,
  page: number,
  options: { sort: ListSort | OrderedListSort; q?: string; status?: ItemStatus | null; missing?: string | null },
  signal?: AbortSignal,
): Promise<AdminPageOf<T>> {
  const reply = await apiRequest<Record<string, unknown>>(`admin/items/${api.kind}`, {
    query: { page, sort: options.sort, q: options.q || undefined, status: options.status ?? undefined, missing: options.missing ?? undefined },
    signal,
  });
  return { items: (reply[api.listKey] as T[] | undefined) ?? [], totalPages: Number(reply.total_pages) || 0, counts: (reply.counts as StatusCounts | undefined) ?? null };
}

/** One item by id, in whatever state (a reload of an open form, the standalone /blogs/editblog?id= page). */
export async function fetchContentItem<T>(api: ContentEndpoint, id: number): Promise<T | undefined> {
  const reply = await apiRequest<{ item?: T }>(`admin/items/${api.kind}/${id}`);
  return reply.item;
}

/** POST multipart with type 'insert' or 'update' and the kind's fields. */
export function saveContent(api: ContentEndpoint, form: FormData): Promise<ContentWriteReply> {
  return apiRequest<ContentWriteReply>(api.endpoint, { method: 'POST', body: form });
}

export function deleteContent(api: ContentEndpoint, id: number): Promise<ContentWriteReply> {
  return apiRequest<ContentWriteReply>(api.endpoint, { method: 'DELETE', body: { id } });
}
