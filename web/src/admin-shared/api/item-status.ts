// POST /backend/admin/items/{kind}/{id}/status: one item's state, as the bulk Publish sets it
// (issue 48); the server checks each item by the same rules as a form's Publish.
import type { DraftableKind } from '@common/editorial';
import { apiRequest } from '@/lib/api-client';

export function publishItem(kind: DraftableKind, id: number): Promise<{ message: string }> {
  return apiRequest(`admin/items/${kind}/${id}/status`, { method: 'POST', body: { status: 'published' } });
}
