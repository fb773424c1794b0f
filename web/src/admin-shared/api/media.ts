// The media library's calls (issue 24): a page of pictures (search, used/unused, type of item), one
// picture with its uses, upload, edit and delete. Shared by the Media screen and the chooser.
import { titleFromFileName, type MediaDetailReply, type MediaEdit, type MediaItem, type MediaListReply, type MediaUsedFilter, type MediaUseKind } from '@common/media';
import { apiRequest } from '@/lib/api-client';

export type MediaQuery = { page: number; q?: string; used?: MediaUsedFilter | null; kind?: MediaUseKind | null };

export function fetchMediaPage(query: MediaQuery, signal?: AbortSignal): Promise<MediaListReply> {
  return apiRequest<MediaListReply>('admin/media', {
    query: { page: query.page, q: query.q || undefined, used: query.used ?? undefined, kind: query.kind ?? undefined },
    signal,
  });
}

export function fetchMediaItem(id: number, signal?: AbortSignal): Promise<MediaDetailReply> {
  return apiRequest<MediaDetailReply>(`admin/media/${id}`, { signal });
}

/** Multipart `file`, with optional `alt_text` and `decorative`; its title is the file's own name made readable. */
export function uploadMedia(file: File, details: { alt_text?: string; decorative?: boolean } = {}): Promise<{ message: string; item: MediaItem }> {
  const form = new FormData();
  form.set('file', file);
  const title = titleFromFileName(file.name);
  if (title) form.set('title', title);
  if (details.alt_text) form.set('alt_text', details.alt_text);
  if (details.decorative !== undefined) form.set('decorative', String(details.decorative));
  return apiRequest('admin/media', { method: 'POST', body: form });
}

export function editMedia(id: number, edit: MediaEdit): Promise<{ message: string; item: MediaItem }> {
  return apiRequest(`admin/media/${id}`, { method: 'PATCH', body: edit });
}

export function deleteMedia(id: number): Promise<{ message: string }> {
  return apiRequest(`admin/media/${id}`, { method: 'DELETE' });
}

/** The library picture stored under `name` (a search by file name), or null when the library has none. */
export async function findMediaByName(name: string, signal?: AbortSignal): Promise<MediaItem | null> {
  const reply = await fetchMediaPage({ page: 1, q: name }, signal);
  return reply.items.find((item) => item.name === name) ?? null;
}
