// The trash calls: every trashed item and deleting one forever (admin only); restoring one is
// admin-shared/api/trash.ts, which the lists' Undo uses too.
import type { EditorialKind, TrashEntry } from '@common/editorial';
import { apiRequest } from '@/lib/api-client';

export async function fetchTrash(signal?: AbortSignal): Promise<TrashEntry[]> {
  const reply = await apiRequest<{ items: TrashEntry[] }>('admin/trash', { signal });
  return reply.items ?? [];
}

export function deleteForever(kind: EditorialKind, id: number): Promise<{ message: string }> {
  return apiRequest(`admin/trash/${kind}/${id}`, { method: 'DELETE' });
}
