// The Media screen's place in the URL, as the other admin lists keep theirs (list-url-state.ts):
// /sjg/admin/media?page=2&q=harbour&used=unused&kind=news&picture=12. Defaults are left out.
import { MEDIA_USE_KINDS, type MediaUsedFilter, type MediaUseKind } from '@common/media';
import { pageAndSearchWriters, useUrlPlace, wholeNumberParam, type PlaceWriters } from '@/admin-shared/list-url-state';

export type MediaPlace = { page: number; q: string; used: MediaUsedFilter | null; kind: MediaUseKind | null; picture: number | null };

function readMediaPlace(params: URLSearchParams): MediaPlace {
  const used = params.get('used');
  const kind = params.get('kind');
  return {
    page: wholeNumberParam(params.get('page')) ?? 1,
    q: params.get('q') ?? '',
    used: used === 'used' || used === 'unused' ? used : null,
    kind: MEDIA_USE_KINDS.find((known) => known === kind) ?? null,
    picture: wholeNumberParam(params.get('picture')),
  };
}

const mediaPlaceWriters: PlaceWriters<MediaPlace> = {
  ...pageAndSearchWriters,
  used: (used) => used ?? null,
  kind: (kind) => kind ?? null,
  picture: (picture) => (picture ? String(picture) : null),
};

/** The screen's place, and a way to move it: a new history entry (filters, pages, a picture opened) or, with replace, the same one (each search). */
export function useMediaPlace() {
  return useUrlPlace(readMediaPlace, mediaPlaceWriters);
}
