// The Media screen's place in the URL, as the other admin lists keep theirs (list-url-state.ts):
// /sjg/admin/media?page=2&q=harbour&used=unused&kind=news&picture=12. Defaults are left out.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
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

/** Marks the history entry an opened picture added, so closing it can step back over it. */
type OpenedPictureState = { openedPicture: true };

const isOpenedPictureState = (state: unknown): state is OpenedPictureState =>
  typeof state === 'object' && state !== null && (state as Partial<OpenedPictureState>).openedPicture === true;

/**
 * Opening and closing a picture, one history entry per opening: Back while it is open closes it,
 * and closing it steps back over its entry, so after closing, Back leaves the screen instead of
 * reopening the picture (each open and close used to add an entry of its own).
 */
export function usePictureDialogPlace(move: ReturnType<typeof useMediaPlace>['move'], openPicture: number | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const opened = isOpenedPictureState(location.state);
  const open = useCallback(
    (picture: number) => {
      // Another picture instead of the open one takes its entry rather than adding one.
      if (openPicture !== null) move({ picture }, { replace: true, state: location.state });
      else move({ picture }, { state: { openedPicture: true } satisfies OpenedPictureState });
    },
    [move, openPicture, location.state],
  );
  const close = useCallback(() => {
    if (opened) void navigate(-1);
    else move({ picture: null }, { replace: true });
  }, [move, navigate, opened]);
  return { open, close };
}
