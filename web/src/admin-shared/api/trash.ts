// Taking an item back out of the trash: the Trash screen's Restore and the Undo of a list's notice
// after a move to the trash (issue 48) make the same call.
import type { EditorialKind } from '@common/editorial';
import { apiRequest } from '@/lib/api-client';

export function restoreFromTrash(kind: EditorialKind, id: number): Promise<{ message: string; slug?: string }> {
  return apiRequest(`admin/trash/${kind}/${id}/restore`, { method: 'POST' });
}
