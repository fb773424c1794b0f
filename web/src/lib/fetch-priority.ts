// React 18 does not know the `fetchPriority` prop (React 19 does): it would pass it through but warn
// in development. The browser reads the attribute in any case, so it is given its HTML spelling.

/** Spread on an <img> to ask the browser for an earlier (or later) download than its default. */
export function fetchPriority(priority: 'high' | 'low' | undefined): { fetchpriority?: 'high' | 'low' } {
  return priority ? { fetchpriority: priority } : {};
}

/**
 * Loading hints for the picture of a list's `index`th card: the first `eager` are downloaded at once,
 * the very first ahead of everything else, and the rest when they near the viewport. On a slow link
 * the first picture then has the bandwidth to itself instead of sharing it with those below it.
 */
export function cardImageLoading(index: number, eager = 1): { loading: 'eager' | 'lazy'; fetchpriority?: 'high' | 'low' } {
  if (index >= eager) return { loading: 'lazy' };
  return { loading: 'eager', ...fetchPriority(index === 0 ? 'high' : undefined) };
}
