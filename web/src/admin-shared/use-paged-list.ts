// The state every admin list shares: the page number, the loaded page, a spinner flag and a reload
// (SPEC §4: a list reloads whenever its page changes). SPEC §8: a failed fetch is logged only and
// the list stays empty.
import { useCallback, useEffect, useState } from 'react';

export type PageOf<T> = { items: T[]; totalPages: number };

/** A page kept elsewhere (the URL): its number and how to go to another (replace: no new history entry). */
export type ControlledPage = { page: number; goTo(page: number, options?: { replace?: boolean }): void };

export function usePagedList<T>(load: (page: number, signal: AbortSignal) => Promise<PageOf<T>>, what: string, controlled?: ControlledPage) {
  const [ownPage, setOwnPage] = useState(1);
  const page = controlled?.page ?? ownPage;
  const controlledGoTo = controlled?.goTo;
  const setPage = useCallback(
    (next: number) => (controlledGoTo ? controlledGoTo(next, { replace: true }) : setOwnPage(next)),
    [controlledGoTo],
  );
  const [list, setList] = useState<PageOf<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(page, controller.signal)
      .then(setList, (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${what}`, error);
        setList({ items: [], totalPages: 0 });
      })
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [load, page, reloadKey, what]);

  // Deleting the last row of the last page leaves that page empty: step back to the new last page.
  useEffect(() => {
    if (list && list.totalPages > 0 && page > list.totalPages) setPage(list.totalPages);
  }, [list, page, setPage]);

  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  const goTo = useCallback(
    (next: number) => {
      if (next === page) return;
      if (controlledGoTo) controlledGoTo(next);
      else setOwnPage(next);
    },
    [page, controlledGoTo],
  );
  /** Changes loaded rows in place (e.g. a message marked read) without a reload. */
  const updateItems = useCallback((change: (items: T[]) => T[]) => setList((current) => current && { ...current, items: change(current.items) }), []);
  return { page, goTo, list, loading, reload, updateItems };
}
