// An item's revisions, newest first (the history screen, and a form's note of a missed schedule).
import type { EditorialKind, RevisionSummary } from '@common/editorial';
import { apiRequest } from '@/lib/api-client';

export async function fetchRevisions(kind: EditorialKind, id: number, signal?: AbortSignal): Promise<RevisionSummary[]> {
  const reply = await apiRequest<{ revisions: RevisionSummary[] }>(`admin/items/${kind}/${id}/revisions`, { signal });
  return reply.revisions ?? [];
}
