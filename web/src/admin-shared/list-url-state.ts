// The admin's place in the URL, so a reload keeps it and Back/Forward move within the admin:
// /sjg/admin?section=news&page=2&q=casino&sort=title&status=draft&edit=12. Defaults are left out of
// the URL (page 1, no search, the list's default sort, every state, the list rather than a form).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `edit`: an item's id, or 'new' for the add form; null shows the list. `status`: the state
 * filter's raw value (the list checks it), null for every state.
 */
export type ListPlace<Sort extends string> = { page: number; q: string; sort: Sort; status: string | null; edit: string | null };
export type ListPlaceChange<Sort extends string> = Partial<ListPlace<Sort>>;

function pageOf(value: string | null): number {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;
}

/**
 * The list's place read from the URL, and a way to move it: a new history entry (pages, sorts,
 * opening a form) or, with replace, the same one (each keystroke of a search).
 */
export function useListPlace<Sort extends string>(sorts: readonly Sort[], defaultSort: Sort) {
  const [params, setParams] = useSearchParams();
  const rawSort = params.get('sort');
  const place = useMemo<ListPlace<Sort>>(
    () => ({
      page: pageOf(params.get('page')),
      q: params.get('q') ?? '',
      sort: sorts.find((sort) => sort === rawSort) ?? defaultSort,
      status: params.get('status'),
      edit: params.get('edit'),
    }),
    [params, rawSort, sorts, defaultSort],
  );

  const move = useCallback(
    (change: ListPlaceChange<Sort>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
          if ('page' in change) put('page', change.page && change.page > 1 ? String(change.page) : null);
          if ('q' in change) put('q', change.q ? change.q : null);
          if ('sort' in change) put('sort', change.sort && change.sort !== defaultSort ? change.sort : null);
          if ('status' in change) put('status', change.status ? change.status : null);
          if ('edit' in change) put('edit', change.edit ?? null);
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams, defaultSort],
  );

  return { place, move };
}
