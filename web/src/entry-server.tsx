// The public pages rendered to HTML on the server (built by `vite build --ssr` into web/dist-ssr
// and called by server/src/site/page-html.ts), so a visitor sees the page before any JavaScript
// has arrived. The browser hydrates only the page's islands (components/island.tsx), each
// rendered here as a root of its own, with the /backend replies the server read for the page
// (server/src/site/initial-data.ts): the same ones the page's loader reads again for the island, so
// both renders agree. A section without its reply renders its loading state, as the browser's
// first render then does too.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { languageBasePath } from '@common/language-paths';
import { AppRoutes } from './app/router';
import { IslandCollectorProvider, IslandRoot, type CollectedIsland, type IslandCollector, type IslandContext } from './components/island';
import { goneReply, InitialDataProvider, RepliesUsedProvider } from './lib/initial-data';
import { SiteSettingsProvider } from './lib/site-settings';
import { createInterfaceI18n, InterfaceWordsProvider, loadInterfaceCatalog } from './lib/interface-words';
import type { SiteSettings } from '@common/site-settings';
import type { PageLanguageLinks } from '@common/page-languages';
import { PageLanguagesProvider } from './lib/page-languages';
import { PageAddressProvider } from './lib/page-address';
import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '@common/interface-languages';

/**
 * The markup of `#root` for `url` (a path under /sjg, with its query) with `replies` (parsed
 * bodies by /backend URL) and the site's settings (the defaults when absent, as the browser then starts),
 * its interface's words in `language` (the page's <html lang>, from which each island reads it again),
 * and `canonical`, the page's absolute address in its head (what its share links share).
 * Rejects when any component fails: the page is then served unrendered rather than half rendered.
 */
export async function renderPage(
  url: string,
  replies: Record<string, unknown> = {},
  siteSettings?: SiteSettings,
  gone: string[] = [],
  language: InterfaceLanguage = DEFAULT_INTERFACE_LANGUAGE,
  languageLinks?: PageLanguageLinks,
  canonical?: string,
): Promise<string> {
  // This render's own instance: concurrent renders in other languages never share one.
  const i18n = createInterfaceI18n(language, await loadInterfaceCatalog(language));
  // A read answered 410 Gone is its item's removed view, as the browser's first render makes it from the same answer.
  const initial = new Map(Object.entries(replies).map(([read, reply]) => [read, gone.includes(read) ? goneReply : reply]));
  const islands = islandCollector();
  const page = new Promise<string>((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        if (errors.length > 0) reject(errors[0] as Error);
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <IslandCollectorProvider value={islands.collector}>
          <InitialDataProvider value={initial}>
            <SiteSettingsProvider initial={siteSettings}>
              <InterfaceWordsProvider i18n={i18n}>
                <PageLanguagesProvider value={languageLinks}>
                  <PageAddressProvider value={canonical}>
                    <StaticRouter basename={languageBasePath(language)} location={url}>
                      <AppRoutes />
                    </StaticRouter>
                  </PageAddressProvider>
                </PageLanguagesProvider>
              </InterfaceWordsProvider>
            </SiteSettingsProvider>
          </InitialDataProvider>
        </IslandCollectorProvider>
      </StrictMode>,
      {
        // Piped only once every lazy page chunk has loaded and rendered, so the HTML holds the
        // page, not its fallback, and no boundary arrives later through an inline script (which
        // the Content-Security-Policy would block).
        onAllReady: () => stream.pipe(collector),
        onShellError: reject,
        onError: (error) => void errors.push(error),
        // Nor is any boundary outlined for its size: the page is one piece.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
  });
  return page.then((markup) => islands.fill(markup, { url, replies: initial, siteSettings, i18n }));
}

/**
 * Collects the page's islands as the whole page renders (each leaves a marker), then puts each
 * island's own render in place of its marker, wrapped in the <sjg-island> the browser wakes
 * (web/src/islands/start.ts): its name, when it wakes, its props, the prefix of its ids and the
 * /backend replies its render used.
 */
function islandCollector() {
  // Random per page: no text of the content can pass for a marker.
  const nonce = randomBytes(9).toString('base64url');
  const found = new Map<string, { island: CollectedIsland; marker: string }>();
  const collector: IslandCollector = {
    collect(key, island) {
      const entry = found.get(key) ?? { island, marker: `sjg-island-${nonce}-${found.size}` };
      found.set(key, entry);
      return entry.marker;
    },
  };
  function fill(markup: string, context: IslandContext): string {
    let html = markup;
    let n = 0;
    for (const { island, marker } of found.values()) {
      const idPrefix = `i${n++}-`;
      const { component: Component, props } = island;
      const repliesUsed = new Set<string>();
      const inner = renderToString(
        <RepliesUsedProvider value={repliesUsed}>
          <IslandRoot context={context}>
            <Component {...props} />
          </IslandRoot>
        </RepliesUsedProvider>,
        { identifierPrefix: idPrefix },
      );
      const tag =
        `<sjg-island data-island="${attribute(island.name)}" data-wake="${island.wake}" data-id="${idPrefix}"` +
        ` data-props="${attribute(JSON.stringify(props))}"` +
        // Space-separated, as the loader's list is (URLs have no spaces): lighter than JSON, whose quotes an attribute escapes.
        (repliesUsed.size > 0 ? ` data-replies="${attribute([...repliesUsed].join(' '))}"` : '') +
        `>${inner}</sjg-island>`;
      html = html.replace(marker, () => tag);
    }
    return html;
  }
  return { collector, fill };
}

function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
