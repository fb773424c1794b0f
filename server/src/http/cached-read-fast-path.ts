// The shortest path for a public /backend read already in memory, taken before express sees the
// request: express's request set-up and router, per-request logging (pino-http's child logger and
// serializers), helmet, compression and the /backend router cost several times more than sending
// the cached bytes (bench/RESULTS-archive.md, "cached reads before express"), and none of them
// changes such a reply. It sends the same headers as the full chain (helmet's, taken once from
// helmet itself; X-Request-Id; the cache's ETag, Cache-Control, Vary and CDN tags), the same 304s,
// and instead of a log line per request a sampled one plus a summary each minute (LOG_LEVEL=info).
// Anything else, a miss included, goes on to express. It is the public read's first step
// (public-read.ts), taken without waiting: a hit costs no promise.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { PublicRead } from './public-read.js';
import { requestIdOf } from './request-id.js';

/** One request in this many is logged in full (with its id), as pino-http would have logged it. */
export const ACCESS_LOG_SAMPLE = 100;
/** How often the count of reads served here is logged, while there are some. */
const SUMMARY_EVERY_MS = 60_000;

const MOUNT = '/backend/';

export type FastPathOptions = {
  read: PublicRead;
  /** The headers the security middleware sets on every reply (headersSetBy(helmet(...))). */
  headers: readonly (readonly [string, string])[];
  logger: Logger;
  clock: Clock;
};

/** Answers `req` from memory and says true, or says false and leaves it to express. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function cachedReadFastPath(options: FastPathOptions): FastPath {
  const { read, headers, logger, clock } = options;
  let served = 0;
  let notModified = 0;
  let since = clock.now();

  function logAccess(req: IncomingMessage, res: ServerResponse, id: string): void {
    served += 1;
    if (res.statusCode === 304) notModified += 1;
    if (!logger.isLevelEnabled('info')) return;
    if (served % ACCESS_LOG_SAMPLE === 1) {
      logger.info({ req: { id, method: req.method, url: req.url }, res: { statusCode: res.statusCode }, sampled: ACCESS_LOG_SAMPLE }, 'cached read (1 in 100 logged)');
    }
    const now = clock.now();
    if (now - since >= SUMMARY_EVERY_MS) {
      logger.info({ cachedReads: served, notModified, seconds: Math.round((now - since) / 1000) }, 'cached public reads served from memory');
      served = 0;
      notModified = 0;
      since = now;
    }
  }

  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(MOUNT)) return false;
    const hit = read.findInMemory(req, url);
    if (!hit) return false;
    const id = requestIdOf(req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
    read.sendFromMemory(req, res, hit);
    logAccess(req, res, id);
    return true;
  };
}

/**
 * The headers a middleware that only sets headers (helmet) sets, found by running it once on a
 * stand-in reply: the fast path then sends exactly what the full chain would, whatever the
 * security configuration becomes.
 */
export function headersSetBy(middleware: RequestHandler): [string, string][] {
  const set = new Map<string, [string, string]>();
  const res = {
    setHeader: (name: string, value: unknown) => set.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => set.delete(name.toLowerCase()),
    getHeader: (name: string) => set.get(name.toLowerCase())?.[1],
  };
  let passed = false;
  void middleware({ method: 'GET', url: '/', headers: {} } as Request, res as unknown as Response, () => (passed = true));
  if (!passed) throw new Error('headersSetBy: the middleware did not pass the request on at once');
  return [...set.values()];
}
