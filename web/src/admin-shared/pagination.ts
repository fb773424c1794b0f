// The pagination display rule of SPEC §2 "Admin list sections", as a pure function.

export type PageItem = number | 'ellipsis';

/**
 * ≤ 3 pages: all of them. Near the start (page 1 or 2): 1, 2, 3, …, last. Near the end (the last
 * two pages): 1, …, the last three. In the middle: 1, …, previous, current, next, …, last.
 * An ellipsis that would stand for no page at all (1, …, 2) is left out. A current page outside
 * 1..total is treated as the nearest end.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 3) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), total);
  let pages: number[];
  if (page <= 2) pages = [1, 2, 3, total];
  else if (page >= total - 1) pages = [1, total - 2, total - 1, total];
  else pages = [1, page - 1, page, page + 1, total];
  const items: PageItem[] = [];
  pages.forEach((value, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && value - previous > 1) items.push('ellipsis');
    items.push(value);
  });
  return items;
}
