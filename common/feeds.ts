// The Atom feeds of the kinds whose declaration asks for one (content-kinds.ts, `page.feed`): each
// at its list page's address + /feed.xml (/sjg/news/feed.xml, and /sjg/hi/news/feed.xml in Hindi),
// carrying the items that page lists first.
import { contentKinds, PAGED_KINDS, type PageDeclaration, type PagedKind } from './content-kinds.js';
import { feedPathOf } from './feed-path.js';
import { siteRoutes } from './site-routes.js';

export type Feed = {
  kind: PagedKind;
  /** Its list page's route (`news`), whose head names the feed and whose first read it carries. */
  list: NonNullable<PageDeclaration['feed']>['list'];
  /** Its address below /sjg, within a language: '/news/feed.xml'. */
  path: string;
};

export const FEEDS: readonly Feed[] = PAGED_KINDS.flatMap((kind) => {
  const feed = (contentKinds[kind].page as PageDeclaration).feed;
  return feed ? [{ kind, list: feed.list, path: feedPathOf(siteRoutes[feed.list].pattern) }] : [];
});

/** The feed a list page names in its head (`path` as the route table spells it, '/news'), if any. */
export function feedOfListPage(path: string): Feed | undefined {
  return FEEDS.find((feed) => siteRoutes[feed.list].pattern === path);
}
