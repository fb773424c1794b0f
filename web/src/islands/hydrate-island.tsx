// Hydrates one island where the server rendered it (components/island.tsx), with the providers and
// id prefix the server rendered it with. The page's /backend replies are read once, by the page's
// loader (server/src/site/app-loader.ts), and shared by every island that wakes. An island whose
// replies did not come (a failed read, or one still out after LOADER_REPLY_WAIT_MS) cannot match
// what the server rendered from them: it is rendered afresh in the browser, and reads them itself.
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SITE_SETTINGS_URL } from '@common/backend-urls';
import { withLanguage } from '@common/language-paths';
import { IslandRoot, type IslandContext } from '@/components/island';
import { loaderReplies } from '@/lib/initial-data';
import { siteSettingsIn } from '@/lib/site-settings';
import { createInterfaceI18n, loadInterfaceCatalog } from '@/lib/interface-words';
import { interfaceLanguageOf } from '@common/interface-languages';

let context: Promise<IslandContext> | undefined;

function pageContext(): Promise<IslandContext> {
  // The page's language is the one the server rendered it in (<html lang>); its catalog, when not
  // English, comes beside the replies, so an English page never fetches another language's.
  const language = interfaceLanguageOf(document.documentElement.lang);
  context ??= Promise.all([loaderReplies().catch(() => new Map<string, unknown>()), loadInterfaceCatalog(language)]).then(([replies, messages]) => {
    const settingsUrl = withLanguage(SITE_SETTINGS_URL, language);
    const siteSettings = siteSettingsIn(replies.get(settingsUrl));
    replies.delete(settingsUrl);
    return { url: window.location.pathname + window.location.search, replies, siteSettings, i18n: createInterfaceI18n(language, messages) };
  });
  return context;
}

/** Resolves once the island has hydrated (its first commit), so what was kept for it may be replayed. */
export async function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, rootCreated: () => void): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const repliesUsed = (element.dataset.replies ?? '').split(' ').filter(Boolean);
  const island = await pageContext();
  const asRendered = repliesUsed.every((url) => island.replies.has(url));
  await new Promise<void>((hydrated) => {
    rootCreated();
    const tree = (
      <IslandRoot context={island} onHydrated={hydrated}>
        <Component {...props} />
      </IslandRoot>
    );
    const identifierPrefix = element.dataset.id;
    if (!asRendered) {
      createRoot(element, { identifierPrefix }).render(tree);
      return;
    }
    // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser in
    // between (a plain hydrateRoot renders the island in one task); an event on the island still
    // makes React hydrate it at once.
    startTransition(() => {
      hydrateRoot(element, tree, {
        identifierPrefix,
        // A mismatch makes React render the island again in the browser: visible in the console,
        // where the browser tests look for it.
        onRecoverableError: (error) => console.error(`The island "${element.dataset.island}" did not hydrate as rendered:`, error),
      });
    });
  });
}
