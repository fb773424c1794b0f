// The public pages rendered to HTML on the server (built by `vite build --ssr` into web/dist-ssr
// and called by server/src/site/page-html.ts), so a visitor sees the page before any JavaScript
// has arrived; main.tsx then hydrates it. Data is not fetched here: the server passes the
// /backend replies it read for the page (server/src/site/initial-data.ts), the same ones the page's
// loader reads again for the browser's first render, so both renders agree. A section without its reply
// renders its loading state, as the browser's first render then does too.
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { BASE_PATH } from '@common/constants';
import { AppRoutes } from './app/router';
import { goneReply, InitialDataProvider } from './lib/initial-data';
import { SiteSettingsProvider } from './lib/site-settings';
import type { SiteSettings } from '@common/site-settings';

/**
 * The markup of `#root` for `url` (a path under /sjg, with its query) with `replies` (parsed
 * bodies by /backend URL) and the site's settings (the defaults when absent, as the browser then starts). Rejects when any component fails: the page is then served unrendered
 * rather than half rendered.
 */
export function renderPage(url: string, replies: Record<string, unknown> = {}, siteSettings?: SiteSettings, gone: string[] = []): Promise<string> {
  // A read answered 410 Gone is its item's removed view, as the browser's first render makes it from the same answer.
  const initial = new Map(Object.entries(replies).map(([read, reply]) => [read, gone.includes(read) ? goneReply : reply]));
  return new Promise((resolve, reject) => {
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
        <InitialDataProvider value={initial}>
          <SiteSettingsProvider initial={siteSettings}>
            <StaticRouter basename={BASE_PATH} location={url}>
              <AppRoutes />
            </StaticRouter>
          </SiteSettingsProvider>
        </InitialDataProvider>
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
}
