// Paged lists with LOAD MORE (SPEC §4 "Public lists"): page 1 first, then each call appends the
// next page until total_pages is reached. One request at a time; a page's failure keeps what
// was already shown and reports the error.
import { useCallback, useEffect, useRef, useState } from 'react';

export type Page<T> = { items: T[]; totalPages: number };

export function useLoadMore<T>(fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>) {
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState(0);
  const [totalPages, setTotalPages] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const controller = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

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
    void load(1);
    return () => controller.current?.abort();
  }, [load]);

  const loadMore = useCallback(() => {
    if (!loading && page < totalPages) void load(page + 1);
  }, [load, loading, page, totalPages]);

  return { items, page, totalPages, loading, error, hasMore: page < totalPages, loadMore, loaded: page > 0 };
}
