// What an admin list says when it shows nothing: the filter that emptied it, else that the kind has
// no items yet. The overview's "missing Hindi" links land on a list an editor empties by
// translating, so that list must not then say there is nothing at all.

export type ListFilters = {
  /** The search's words. */
  q?: string | undefined;
  /** The state filter (draft, scheduled, published). */
  status?: string | null | undefined;
  /** The language the list shows the items missing (?missing=hi). */
  missing?: { name: string } | null | undefined;
};

/** `noun` is the list's plural, in lower case ("ventures", "news / events"). */
export function emptyListMessage(noun: string, filters: ListFilters, empty: string): string {
  if (filters.q) return `No ${noun} match “${filters.q}”.`;
  if (filters.status) return `No ${noun} in this state.`;
  if (filters.missing) return `No ${noun} are missing ${filters.missing.name}.`;
  return empty;
}
