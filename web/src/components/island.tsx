// An interactive part of a server-rendered public page (issue 49): the page around it stays the
// server's static HTML, and only an island's own code is fetched and hydrated in the browser, when
// it is needed (web/src/islands/start.ts). On the server each island is rendered as a React root of
// its own (web/src/entry-server.tsx), with exactly the providers the browser gives it when it wakes
// (IslandRoot), so both renders agree, useId included. A page the browser renders itself (the SPA:
// admin links, a page served unrendered) renders the island in place, like any component.
import { createContext, useContext, useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { Router, type Navigator } from 'react-router';
import { languageBasePath } from '@common/language-paths';
import type { InterfaceLanguage } from '@common/interface-languages';
import type { SiteSettings } from '@common/site-settings';
import { InitialDataProvider, type InitialReplies } from '@/lib/initial-data';
import { SiteSettingsProvider } from '@/lib/site-settings';
import { InterfaceWordsProvider } from '@/lib/interface-words';
import type { I18n } from '@lingui/core';

/**
 * When an island's code is fetched and hydrated: `load` once the page has loaded and painted (the
 * home banner, which rotates by itself); `visible` when it comes near the window; `interaction`
 * when the visitor first points at, touches or focuses it (a click or a Send made meanwhile is
 * kept and replayed once it has hydrated).
 */
export type Wake = 'load' | 'visible' | 'interaction';

/** What the server's render of the whole page keeps of each island, to render it as a root of its own. */
export type CollectedIsland = { name: string; wake: Wake; component: ComponentType<object>; props: object };

/** The server's collector: gives each island the marker its own markup replaces (entry-server.tsx). */
export type IslandCollector = { collect(key: string, island: CollectedIsland): string };

const CollectorContext = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = CollectorContext.Provider;

type IslandProps<P extends object> = {
  /** The name web/src/islands/island-loaders.ts knows its code by. */
  name: string;
  wake: Wake;
  component: ComponentType<P>;
  /** Serialisable: written into the page as JSON and given back to the component when it wakes. */
  props: P;
};

export function Island<P extends object>({ name, wake, component: Component, props }: IslandProps<P>) {
  const collector = useContext(CollectorContext);
  // Stable across the renders React may repeat (StrictMode, a suspended sibling): one island, one entry.
  const key = useId();
  if (!collector) return <Component {...props} />;
  return <>{collector.collect(key, { name, wake, component: Component as ComponentType<object>, props })}</>;
}

/** What an island is rendered with, on the server and in the browser alike. */
export type IslandContext = {
  /** The page's address under the site's origin, with its query: '/sjg/news?x=1'. */
  url: string;
  /** The /backend replies the page was rendered with (each island reads its own copy). */
  replies: InitialReplies;
  siteSettings: SiteSettings | undefined;
  /** The page's language and its words: one instance per page render, shared by its islands. */
  i18n: I18n;
};

/**
 * The island's providers: its data, the site's settings, the interface's words, and a router at the page's address whose
 * navigation is a full page load (the page around the island is not the app's to change).
 */
export function IslandRoot({ context, onHydrated, children }: { context: IslandContext; onHydrated?: () => void; children: ReactNode }) {
  const [replies] = useState(() => new Map(context.replies));
  // In the browser only (effects do not run on the server): after the island's first commit,
  // its children's layout effects (a form adopting what was typed) included.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <InitialDataProvider value={replies}>
      <SiteSettingsProvider initial={context.siteSettings}>
        <InterfaceWordsProvider i18n={context.i18n}>
          <Router basename={languageBasePath(context.i18n.locale as InterfaceLanguage)} location={context.url} navigator={fullLoadNavigator} static={rendersOnServer}>
            {children}
          </Router>
        </InterfaceWordsProvider>
      </SiteSettingsProvider>
    </InitialDataProvider>
  );
}

/**
 * On the server the island's router is static, as StaticRouter is: react-router then skips the
 * layout effects of its links and navigate, which React would warn about on every rendered page.
 */
const rendersOnServer = typeof document === 'undefined';

const hrefOf = (to: Parameters<Navigator['createHref']>[0]) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : ''}`;

const fullLoadNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};
