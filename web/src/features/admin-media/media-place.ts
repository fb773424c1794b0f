// The Media screen's place in the URL, as the other admin lists keep theirs (list-url-state.ts):
// /sjg/admin/media?page=2&q=harbour&used=unused&kind=news&picture=12. Defaults are left out.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MEDIA_USE_KINDS, type MediaUsedFilter, type MediaUseKind } from '@common/media';

export type MediaPlace = { page: number; q: string; used: MediaUsedFilter | null; kind: MediaUseKind | null; picture: number | null };

const wholeNumber = /^[1-9]\d{0,8}$/;

export function useMediaPlace() {
  const [params, setParams] = useSearchParams();
  const place = useMemo<MediaPlace>(() => {
    const page = params.get('page');
    const used = params.get('used');
    const kind = params.get('kind');
    const picture = params.get('picture');
    return {
      page: page && wholeNumber.test(page) ? Number(page) : 1,
      q: params.get('q') ?? '',
      used: used === 'used' || used === 'unused' ? used : null,
      kind: MEDIA_USE_KINDS.find((known) => known === kind) ?? null,
      picture: picture && wholeNumber.test(picture) ? Number(picture) : null,
    };
  }, [params]);

  /** A new history entry (filters, pages, a picture opened) or, with replace, the same one (each search). */
  const move = useCallback(
    (change: Partial<MediaPlace>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
          if ('page' in change) put('page', change.page && change.page > 1 ? String(change.page) : null);
          if ('q' in change) put('q', change.q ? change.q : null);
          if ('used' in change) put('used', change.used ?? null);
          if ('kind' in change) put('kind', change.kind ?? null);
          if ('picture' in change) put('picture', change.picture ? String(change.picture) : null);
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );
  return { place, move };
}
