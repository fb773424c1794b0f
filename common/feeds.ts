// The Atom feeds of the kinds whose declaration asks for one (content-kinds.ts, `page.feed`): each
// at its list page's address + /feed.xml (/sjg/news/feed.xml, and /sjg/hi/news/feed.xml in Hindi),
// carrying the items that page lists first.
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

/** The feed a list page names in its head (`path` as the route table spells it, '/news'), if any. */
export function feedOfListPage(path: string): Feed | undefined {
  return FEEDS.find((feed) => siteRoutes[feed.list].pattern === path);
}
