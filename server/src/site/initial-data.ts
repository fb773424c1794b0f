// The /backend replies a page reads first, read by the server for the page it serves: an item
// page's head tags and status come from its item's reply (page-meta.ts), and the page is rendered
// with them (page-renderer.ts). The browser reads the same URLs again to hydrate the page
// (app-loader.ts, web/src/lib/initial-data.tsx) rather than find them in the HTML: embedded, they
// made the page longer than a new connection's first round trip carries, and it painted a round
// trip later on a slow link (docs/speed.md, "Server rendering with data").
//
// The server asks itself over the loopback interface, as a visitor's browser would: the replies
// are exactly the public API's (same routes, same cache, same ETags), with nothing to keep in
// step when an endpoint changes.
import http from 'node:http';
import type { Request } from 'express';

/** The replies a page is rendered with: parsed bodies for its head tags and render. */
export type FirstReplies = {
  /**
   * Parsed bodies by /backend URL; null for a read answered 404 Not Found, so the page renders its
   * not-found view (web/src/lib/initial-data.tsx, Peek.notFound) on the server and in the browser.
   */
  replies: Record<string, unknown>;
  /** The reads answered 410 Gone (an item in the trash): null in `replies`, and the page answers 410. */
  gone: string[];
};

const NO_REPLIES: FirstReplies = { replies: {}, gone: [] };

export type ReplyReader = (urls: string[]) => Promise<FirstReplies>;

/** A page is worth serving without its data sooner than after a stuck read. */
const READ_TIMEOUT_MS = 3_000;

/**
 * Reads `urls` from the server that received `req`. A 404 is kept as null; any other failed read
 * is left out (the page fetches it).
 */
export function loopbackReader(req: Request): ReplyReader {
  const host = loopbackHost(req.socket.localAddress);
  const port = req.socket.localPort;
  return async (urls) => {
    if (urls.length === 0 || !host || !port) return NO_REPLIES;
    const answers = await Promise.all(urls.map((url) => readJson(host, port, url)));
    const replies: Record<string, unknown> = {};
    const gone: string[] = [];
    urls.forEach((url, index) => {
      const answer = answers[index];
      if (answer === undefined) return;
      if (answer.status === 410) gone.push(url);
      if (answer.status === 404 || answer.status === 410) {
        replies[url] = null;
        return;
      }
      try {
        replies[url] = JSON.parse(answer.body);
      } catch {
        // Not JSON: leave it to the browser.
      }
    });
    return { replies, gone };
  };
}

/** Where to reach this server: the address the request came in on (IPv4-mapped IPv6 as IPv4). */
function loopbackHost(localAddress: string | undefined): string | undefined {
  if (!localAddress) return undefined;
  return localAddress.startsWith('::ffff:') ? localAddress.slice('::ffff:'.length) : localAddress;
}

/** The status and body of a 200, 404 or 410 JSON reply to GET `url`, or undefined. */
function readJson(host: string, port: number, url: string): Promise<{ status: 200 | 404 | 410; body: string } | undefined> {
  return new Promise((resolve) => {
    const request = http.get(
      { host, port, path: url, headers: { accept: 'application/json', 'accept-encoding': 'identity' }, timeout: READ_TIMEOUT_MS },
      (response) => {
        const isJson = /^application\/json\b/i.test(response.headers['content-type'] ?? '');
        const status = response.statusCode;
        if ((status !== 200 && status !== 404 && status !== 410) || !isJson) {
          response.resume();
          resolve(undefined);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', () => resolve(undefined));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}
