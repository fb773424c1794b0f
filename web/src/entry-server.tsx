// The public pages rendered to HTML on the server (built by `vite build --ssr` into web/dist-ssr
// and called by server/src/site/page-html.ts), so a visitor sees the page before any JavaScript
// has arrived; main.tsx then hydrates it. Data is not fetched here: the server passes the
// /backend replies it read for the page (server/src/site/initial-data.ts), the same ones it embeds
// in the HTML for the browser's first render, so both renders agree. A section without its reply
// renders its loading state, as the browser's first render then does too.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { BASE_PATH } from '../../common/constants';
import { AppRoutes } from './app/router';
import { InitialDataProvider } from './lib/initial-data';

/**
 * The markup of `#root` for `url` (a path under /sjg, with its query) with `replies` (parsed
 * bodies by /backend URL). Rejects when any component fails: the page is then served unrendered
 * rather than half rendered.
 */
export async function renderPage(url: string, replies: Record<string, unknown> = {}): Promise<string> {
  const errors: unknown[] = [];
  // prerender waits for every lazy page chunk, so the HTML holds the page, not its fallback.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <InitialDataProvider value={new Map(Object.entries(replies))}>
        <StaticRouter basename={BASE_PATH} location={url}>
          <AppRoutes />
        </StaticRouter>
      </InitialDataProvider>
    </StrictMode>,
    {
      // No boundary is sent apart from its place (React outlines big ones, to be moved in by an
      // inline script, which the Content-Security-Policy would block): the page is one piece.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => void errors.push(error),
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
