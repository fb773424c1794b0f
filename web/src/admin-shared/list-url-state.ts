// The admin's place in the URL, so a reload keeps it and Back/Forward move within the admin:
// /sjg/admin?section=news&page=2&q=casino&sort=title&status=draft&edit=12 (&lang=hi: that item's
// Hindi text rather than its English form; &missing=hi: only the published items without a
// published Hindi text, as the overview counts them). Defaults are left out of
// the URL (page 1, no search, the list's default sort, every state, the list rather than a form).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `edit`: an item's id, or 'new' for the add form; null shows the list. `status`: the state
 * filter's raw value (the list checks it), null for every state. `missing`: a language's code, raw
 * too (the server checks it against the site's languages), null for every item.
 */
export type ListPlace<Sort extends string> = { page: number; q: string; sort: Sort; status: string | null; edit: string | null; lang: string | null; missing: string | null };
export type ListPlaceChange<Sort extends string> = Partial<ListPlace<Sort>>;

/** How each part of a place is written to the URL: its parameter's value, null to leave it out (its default). */
export type PlaceWriters<Place> = { [Key in keyof Place & string]: (value: Place[Key] | undefined) => string | null };

/** A whole number from 1 in the URL (a page, an id), else null. */
export function wholeNumberParam(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The parts every list keeps: its page (1 left out) and its search (empty left out). */
export const pageAndSearchWriters = {
  page: (page: number | undefined) => (page && page > 1 ? String(page) : null),
  q: (q: string | undefined) => (q ? q : null),
};

/**
 * A place kept in the URL's query, as `read` makes it from the parameters, and a way to move it: a
 * new history entry (pages, sorts, opening a form) or, with replace, the same one (each keystroke of
 * a search). `read` and `writers` keep their identity from render to render.
 */
export function useUrlPlace<Place>(read: (params: URLSearchParams) => Place, writers: PlaceWriters<Place>) {
  const [params, setParams] = useSearchParams();
  const place = useMemo(() => read(params), [params, read]);

  const move = useCallback(
    (change: Partial<Place>, options: { replace?: boolean; state?: unknown } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of Object.keys(writers) as (keyof Place & string)[]) {
            if (!(key in change)) continue;
            const value = writers[key](change[key]);
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace, state: options.state },
      );
    },
    [setParams, writers],
  );

  return { place, move };
}

/** A list's place read from the URL, and a way to move it (useUrlPlace). */
export function useListPlace<Sort extends string>(sorts: readonly Sort[], defaultSort: Sort) {
  const read = useCallback(
    (params: URLSearchParams): ListPlace<Sort> => {
      const rawSort = params.get('sort');
      return {
        page: wholeNumberParam(params.get('page')) ?? 1,
        q: params.get('q') ?? '',
        sort: sorts.find((sort) => sort === rawSort) ?? defaultSort,
        status: params.get('status'),
        edit: params.get('edit'),
        lang: params.get('lang'),
        missing: params.get('missing'),
      };
    },
    [sorts, defaultSort],
  );
  const writers = useMemo<PlaceWriters<ListPlace<Sort>>>(
    () => ({
      ...pageAndSearchWriters,
      sort: (sort) => (sort && sort !== defaultSort ? sort : null),
      status: (status) => (status ? status : null),
      edit: (edit) => edit ?? null,
      lang: (lang) => lang ?? null,
      missing: (missing) => missing ?? null,
    }),
    [defaultSort],
  );
  return useUrlPlace(read, writers);
}
