// Paged lists with LOAD MORE (SPEC §4 "Public lists"): page 1 first, then each call appends the
// next page until total_pages is reached. One request at a time; a page's failure keeps what
// was already shown and reports the error. With `initial`, a page the server rendered with its
// first page of items starts from them instead of loading page 1 again. pagedRead is such a list's
// read (SPEC §7 `?page=`), the same for every paged list.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '@common/api-types';
import { ApiError, apiRequest } from './api-client';
import { useInitialState, type InitialState } from './initial-data';

export type Page<T> = { items: T[]; totalPages: number };

/** What useLoadMore gives its list. */
export type LoadMore<T> = ReturnType<typeof useLoadMore<T>>;

export function useLoadMore<T>(fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>, initial?: InitialState<Page<T>>) {
  const initialValue = useInitialState(initial);
  // A list has no not-found state: an error from the server's read means loading page 1 here.
  const firstPage = initialValue instanceof Error ? undefined : initialValue;
  const [items, setItems] = useState<T[]>(firstPage?.items ?? []);
  const [page, setPage] = useState(firstPage ? 1 : 0);
  const [totalPages, setTotalPages] = useState(firstPage?.totalPages ?? 0);
  const [loading, setLoading] = useState(!firstPage);
  const [error, setError] = useState<Error | null>(null);
  const controller = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const startedWithData = useRef(firstPage !== undefined);

  const load = useCallback(async (next: number) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    setError(null);
    try {
      const result = await fetchRef.current(next, current.signal);
      if (current.signal.aborted) return;
      setItems((previous) => (next === 1 ? result.items : [...previous, ...result.items]));
      setPage(next);
      setTotalPages(result.totalPages);
    } catch (caught) {
      if (current.signal.aborted) return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      if (!current.signal.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!startedWithData.current) void load(1);
    return () => controller.current?.abort();
  }, [load]);

  const loadMore = useCallback(() => {
    if (!loading && page < totalPages) void load(page + 1);
  }, [load, loading, page, totalPages]);

  return { items, page, totalPages, loading, error, hasMore: page < totalPages, loadMore, loaded: page > 0 };
}

type ReadOptions<Key extends string, Item> = {
  /** The text an error from the server shows (a failure to reach it shows its own). */
  fetchFailed: string;
  /** Also a failure to reach the server shows `fetchFailed` (an abort is left as it is). */
  everyFailure?: boolean;
  /** How a reply becomes a page; by default its `key` list, empty when absent. */
  toPage?: (reply: Paged<Key, Item>) => Page<Item>;
};

/** A public list's read: a page at a time (for useLoadMore), and page 1 from the server's render of the page. */
export type PagedRead<Item> = {
  getPage(page: number, signal?: AbortSignal): Promise<Page<Item>>;
  initialPage: InitialState<Page<Item>>;
};

/** The read of the list at `path` whose replies hold its items under `key` (SPEC §7 `?page=`). */
export function pagedRead<Key extends string, Item>(path: string, key: Key, options: ReadOptions<Key, Item>): PagedRead<Item> {
  type Reply = Paged<Key, Item>;
  const toPage = options.toPage ?? ((reply: Reply): Page<Item> => ({ items: reply[key] ?? [], totalPages: reply.total_pages ?? 0 }));

  async function getPage(page: number, signal?: AbortSignal): Promise<Page<Item>> {
    try {
      return toPage(await apiRequest<Reply>(path, { query: { page }, signal }));
    } catch (error) {
      if (options.everyFailure ? !signal?.aborted : error instanceof ApiError) throw new Error(options.fetchFailed, { cause: error });
      throw error;
    }
  }

  /** Page 1 of the list, from the server's render of the page. */
  const initialPage: InitialState<Page<Item>> = (peek) => {
    const reply = peek<Reply>(path, { page: 1 });
    return reply && toPage(reply);
  };

  return { getPage, initialPage };
}
