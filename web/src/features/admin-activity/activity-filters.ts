// The Activity screen's place in the URL, so a reload keeps it, Back/Forward step through it and a
// filtered view can be shared: /sjg/admin/activity?user=3&action=trash&kind=news&from=2026-11-01&page=2.
// Absent or unreadable values mean "every one" (and page 1), as in the lists (admin-shared/list-url-state.ts).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_KINDS } from '@common/audit';

/** Each filter's raw value as the server takes it, null for no filter. */
export type ActivityFilters = { user: string | null; action: string | null; kind: string | null; from: string | null; to: string | null };

export const FILTER_NAMES = ['user', 'action', 'kind', 'from', 'to'] as const satisfies readonly (keyof ActivityFilters)[];

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);
/** Days as <input type="date"> gives them (the server reads them as India days). */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const readable: Record<keyof ActivityFilters, (value: string) => boolean> = {
  user: (value) => /^[1-9]\d{0,9}$/.test(value),
  action: oneOf(AUDIT_ACTIONS),
  kind: oneOf(AUDIT_KINDS),
  from: isDay,
  to: isDay,
};

export function filtersOf(params: URLSearchParams): ActivityFilters {
  const valueOf = (name: keyof ActivityFilters) => {
    const value = params.get(name);
    return value !== null && readable[name](value) ? value : null;
  };
  return { user: valueOf('user'), action: valueOf('action'), kind: valueOf('kind'), from: valueOf('from'), to: valueOf('to') };
}

export function pageOf(params: URLSearchParams): number {
  const value = params.get('page');
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;
}

export const hasFilters = (filters: ActivityFilters) => FILTER_NAMES.some((name) => filters[name] !== null);

/**
 * The filters and page read from the URL, and ways to change them: a filter change goes back to
 * page 1; either is a new history entry unless `replace`.
 */
export function useActivityPlace() {
  const [params, setParams] = useSearchParams();
  const read = filtersOf(params);
  // A new object only when a filter's value changes, so the loader (and its fetch) stays put on a page change.
  const filters = useMemo<ActivityFilters>(
    () => ({ user: read.user, action: read.action, kind: read.kind, from: read.from, to: read.to }),
    [read.user, read.action, read.kind, read.from, read.to],
  );
  const page = pageOf(params);

  const filter = useCallback(
    (change: Partial<ActivityFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of FILTER_NAMES) {
            if (!(name in change)) continue;
            const value = change[name];
            if (value) next.set(name, value);
            else next.delete(name);
          }
          next.delete('page');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const goToPage = useCallback(
    (to: number, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (to > 1) next.set('page', String(to));
          else next.delete('page');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  return { filters, page, filter, goToPage };
}
