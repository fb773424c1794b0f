// The Atom feeds of the kinds whose declaration asks for one (content-kinds.ts, `page.feed`): each
// at its list page's address + /feed.xml (/sjg/news/feed.xml, and /sjg/hi/news/feed.xml in Hindi),
// carrying the items that page lists first. The list page and its items' pages name it in their heads.
import { contentKinds, PAGED_KINDS, type KindDeclaration, type PageDeclaration, type PagedKind } from './content-kinds.js';
import { feedPathOf } from './feed-path.js';
import { siteRoutes } from './site-routes.js';

export type Feed = {
  kind: PagedKind;
  /** Its list page's route (`news`), whose head names the feed and whose first read it carries. */
  list: NonNullable<PageDeclaration['feed']>['list'];
  /** Its address below /sjg, within a language: '/news/feed.xml'. */
  path: string;
  /** The route of an item's page (`newsItem`), which each entry links. */
  itemRoute: PageDeclaration['route'];
  /** The key of the items in the list read's reply (`news`). */
  listKey: string;
};

export const FEEDS: readonly Feed[] = PAGED_KINDS.flatMap((kind) => {
  const { page, listed }: KindDeclaration = contentKinds[kind];
  if (!page?.feed || !listed) return [];
  return [{ kind, list: page.feed.list, path: feedPathOf(siteRoutes[page.feed.list].pattern), itemRoute: page.route, listKey: listed.api.listKey }];
});

/**
 * The feed a page names in its head (`pattern` as the route table spells it): a list page's own
 * ('/news'), and on an item's page ('/single-news/:slug') its list's, as WordPress names its feed
 * on every post: a reader who arrives at one article finds where the next will be.
 */
export function feedOfPage(pattern: string): Feed | undefined {
  return FEEDS.find((feed) => siteRoutes[feed.list].pattern === pattern || siteRoutes[feed.itemRoute].pattern === pattern);
}
