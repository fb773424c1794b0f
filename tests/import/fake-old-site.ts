// A hand-written old site for the import's safety tests: a bare HTTP server on 127.0.0.1 that
// answers the five lists empty unless a test gives a route its own answer, and counts what it was
// asked, so a test can say what the importer did not fetch. The full-app source site
// (import-harness.ts) cannot send the replies these tests need: odd slugs, endless bodies, loops.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnLoopback } from '../../scripts/loopback.js';

export type Route = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

export type FakeSite = {
  /** `http://127.0.0.1:port` */
  origin: string;
  /** `http://127.0.0.1:port/backend`, as --from takes it. */
  base: string;
  /** Requests by path (`/backend/news/news_api.php`). */
  hits: Map<string, number>;
  route(path: string, answer: Route): void;
  close(): Promise<void>;
};

const emptyLists: Record<string, string> = {
  '/backend/news/news_api.php': 'news',
  '/backend/blogs/blogs_api.php': 'blogs',
  '/backend/investors/investors_api.php': 'investors',
  '/backend/testimonials/testimonials_api.php': 'testimonials',
  '/backend/ventures/get_venture.php': 'ventures',
};

export function sendJson(res: ServerResponse, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
}

export async function startFakeSite(): Promise<FakeSite> {
  const routes = new Map<string, Route>();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const answer = routes.get(url.pathname);
    if (answer) return answer(req, res, url);
    const key = emptyLists[url.pathname];
    if (key) return sendJson(res, { [key]: [], total_pages: 1 });
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
  });
  await listenOnLoopback(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    base: `${origin}/backend`,
    hits,
    route: (path, answer) => void routes.set(path, answer),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A news item of the old site's list, as SPEC §3 shapes it. */
export function oldNews(id: number, title: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, title, slug: undefined, content: `<p>${title}</p>`, year: '2024', image_url: null, formattedDate: 'March 3, 2024', ...extra };
}
