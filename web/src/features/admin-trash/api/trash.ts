// The trash calls: every trashed item, restoring one, and deleting one forever (admin only).
import type { EditorialKind, TrashEntry } from '@common/editorial';
import { apiRequest } from '@/lib/api-client';

export async function fetchTrash(signal?: AbortSignal): Promise<TrashEntry[]> {
  const reply = await apiRequest<{ items: TrashEntry[] }>('admin/trash', { signal });
  return reply.items ?? [];
}

export function restoreFromTrash(kind: EditorialKind, id: number): Promise<{ message: string; slug?: string }> {
  return apiRequest(`admin/trash/${kind}/${id}/restore`, { method: 'POST' });
}

export function deleteForever(kind: EditorialKind, id: number): Promise<{ message: string }> {
  return apiRequest(`admin/trash/${kind}/${id}`, { method: 'DELETE' });
}
