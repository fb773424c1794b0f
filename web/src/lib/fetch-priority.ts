// React 18 does not know the `fetchPriority` prop (React 19 does): it would pass it through but warn
// in development. The browser reads the attribute in any case, so it is given its HTML spelling.

/** Spread on an <img> to ask the browser for an earlier (or later) download than its default. */
export function fetchPriority(priority: 'high' | 'low' | undefined): { fetchpriority?: 'high' | 'low' } {
  return priority ? { fetchpriority: priority } : {};
}
