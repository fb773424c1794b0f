// The history calls: one revision's content, and restoring it (the list: admin-shared/api/revisions.ts).
import type { RevisionDetail } from '@common/editorial';
import { apiRequest } from '@/lib/api-client';

export async function fetchRevision(revisionId: string, signal?: AbortSignal): Promise<RevisionDetail> {
  const reply = await apiRequest<{ revision: RevisionDetail }>(`admin/revisions/${encodeURIComponent(revisionId)}`, { signal });
  return reply.revision;
}

export function restoreRevision(revisionId: string): Promise<{ message: string }> {
  return apiRequest(`admin/revisions/${encodeURIComponent(revisionId)}/restore`, { method: 'POST' });
}
