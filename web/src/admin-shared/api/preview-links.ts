// An item's shared preview links: POST and GET /backend/admin/items/:kind/:id/preview-links, DELETE
// /backend/admin/preview-links/:id.
import type { DraftableKind } from '@common/editorial';
import type { PreviewLinkCreatedReply, PreviewLinksReply, PreviewLinkSummary } from '@common/preview-links';
import { apiRequest } from '@/lib/api-client';

const itemPath = (kind: DraftableKind, id: number) => `admin/items/${kind}/${id}/preview-links`;

export function createPreviewLink(kind: DraftableKind, id: number, days: number): Promise<PreviewLinkCreatedReply> {
  return apiRequest<PreviewLinkCreatedReply>(itemPath(kind, id), { method: 'POST', body: { days } });
}

export async function fetchPreviewLinks(kind: DraftableKind, id: number, signal?: AbortSignal): Promise<PreviewLinkSummary[]> {
  return (await apiRequest<PreviewLinksReply>(itemPath(kind, id), { signal })).links;
}

export function withdrawPreviewLink(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`admin/preview-links/${id}`, { method: 'DELETE' });
}
