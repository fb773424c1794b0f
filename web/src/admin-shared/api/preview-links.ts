// An item's shared preview links: POST and GET /backend/admin/items/:kind/:id/preview-links, DELETE
// /backend/admin/preview-links/:id. Each language's links are its own: English's form and a language's
// editor each make and list only theirs.
import type { DraftableKind } from '@common/editorial';
import type { LanguageCode } from '@common/languages';
import type { PreviewLinkCreatedReply, PreviewLinksReply, PreviewLinkSummary } from '@common/preview-links';
import { apiRequest } from '@/lib/api-client';

const itemPath = (kind: DraftableKind, id: number) => `admin/items/${kind}/${id}/preview-links`;

export function createPreviewLink(kind: DraftableKind, id: number, lang: LanguageCode, days: number): Promise<PreviewLinkCreatedReply> {
  return apiRequest<PreviewLinkCreatedReply>(itemPath(kind, id), { method: 'POST', body: { days, lang } });
}

/** The item's live links in `lang` (the server lists every language's). */
export async function fetchPreviewLinks(kind: DraftableKind, id: number, lang: LanguageCode, signal?: AbortSignal): Promise<PreviewLinkSummary[]> {
  return (await apiRequest<PreviewLinksReply>(itemPath(kind, id), { signal })).links.filter((link) => link.lang === lang);
}

export function withdrawPreviewLink(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`admin/preview-links/${id}`, { method: 'DELETE' });
}
