// The history calls: an item's revisions, one revision's content, and restoring it.
import type { EditorialKind, RevisionDetail, RevisionSummary } from '@common/editorial';
import { apiRequest } from '@/lib/api-client';

/** An item's revisions, newest first. */
export async function fetchRevisions(kind: EditorialKind, id: number, signal?: AbortSignal): Promise<RevisionSummary[]> {
  const reply = await apiRequest<{ revisions: RevisionSummary[] }>(`admin/items/${kind}/${id}/revisions`, { signal });
  return reply.revisions ?? [];
}

export async function fetchRevision(revisionId: string, signal?: AbortSignal): Promise<RevisionDetail> {
  const reply = await apiRequest<{ revision: RevisionDetail }>(`admin/revisions/${encodeURIComponent(revisionId)}`, { signal });
  return reply.revision;
}

export function restoreRevision(revisionId: string): Promise<{ message: string }> {
  return apiRequest(`admin/revisions/${encodeURIComponent(revisionId)}/restore`, { method: 'POST' });
}
