// The floor under every page's Lighthouse figures: a page with a heading and a paragraph (no style,
// no script, no picture), served by Node's http module on this machine and measured at the same
// slowdowns. What it costs is Chromium's own work on any navigation (committing it, creating the
// page's script context, a first layout and paint), which Lighthouse multiplies by the slowdown
// like the page's own work (bench/RESULTS.md, "Where the rest of the TBT at 8x comes from").
import { createServer } from 'node:http';
import { listenOnLoopback } from '../scripts/loopback.js';

const EMPTY_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Empty page</title><meta name="description" content="A heading and a paragraph: the floor under every page measured beside it.">' +
  '<link rel="icon" href="data:,"></head><body><main><h1>Empty page</h1><p>A heading and a paragraph, with no style, script or picture.</p></main></body></html>';

/** Serves the empty page at `url` on the loopback interface until `stop`. */
export async function startEmptyPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(EMPTY_PAGE_HTML);
  });
  const port = await listenOnLoopback(server);
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
