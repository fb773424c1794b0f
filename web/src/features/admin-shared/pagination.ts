// The pagination display rule of SPEC §2 "Admin list sections", as a pure function.

export type PageItem = number | 'ellipsis';

/**
 * ≤ 3 pages: all of them. Near the start: 1, 2, 3, …, last. Near the end: 1, …, the last three.
 * In the middle: 1, …, previous, current, next, …, last.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 3) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 2) return [1, 2, 3, 'ellipsis', total];
  if (current >= total - 1) return [1, 'ellipsis', total - 2, total - 1, total];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', total];
}
