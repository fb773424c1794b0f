// The signed-in editor's private autosave of one form (issue 22): PUT, GET and DELETE
// /backend/admin/autosaves/:kind/:key, key being the item's id or 'new' for an unsaved item.
import type { AutosaveReply, EditorialKind } from '@common/editorial';
import { apiRequest } from '@/lib/api-client';

export type AutosaveKey = number | 'new';
export type Autosave = NonNullable<AutosaveReply['autosave']>;

const pathOf = (kind: EditorialKind, key: AutosaveKey) => `admin/autosaves/${kind}/${key}`;

export function putAutosave(kind: EditorialKind, key: AutosaveKey, fields: Record<string, unknown>): Promise<{ saved_at: string }> {
  return apiRequest<{ saved_at: string }>(pathOf(kind, key), { method: 'PUT', body: { fields }, background: true });
}

export async function fetchAutosave(kind: EditorialKind, key: AutosaveKey, signal?: AbortSignal): Promise<Autosave | null> {
  return (await apiRequest<AutosaveReply>(pathOf(kind, key), { signal })).autosave ?? null;
}

export function deleteAutosave(kind: EditorialKind, key: AutosaveKey): Promise<unknown> {
  return apiRequest<unknown>(pathOf(kind, key), { method: 'DELETE', background: true });
}
