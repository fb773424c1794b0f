// Where a list page's Atom feed is: its address + /feed.xml, in the page's language. Apart from
// common/feeds.ts so that a page's code can name it without the kinds' declarations.

/** '/news' → '/news/feed.xml' (below /sjg and the language's prefix). */
export function feedPathOf(listPath: string): string {
  return `${listPath}/feed.xml`;
}
