// The HTTP cache of /backend: public reads are answered from memory with a strong ETag (and a 304
// without touching the database when the client already holds them); every successful write that
// changes something public empties the cache here and, through NOTIFY, in every other process on
// the same database.
//
// Why one middleware on /backend instead of code in each feature: feature code stays unaware of
// caching, and each write route only declares what it changes (public-effect.ts), which the app
// refuses to start without. The price is coarseness: such a write clears every cached read, which
// on an admin-edited site (a few writes a day, many reads) costs nothing worth measuring.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { systemClock, type Clock } from '../clock.js';
import { cachedReply, sendCachedReply, sendFreshReply, sendsWithoutCompressing, type CachedReply } from './cached-reply.js';
import { tagsOfRead, type CdnHeaders } from './cdn-headers.js';
import { isReadMethod, publicEffectOf, type PublicEffect } from './public-effect.js';

// Browsers and proxies may reuse a public reply for a minute without asking, then serve it stale
// for five more while revalidating in the background (a cheap 304 from here); a CDN keeps it for
// CDN_MAX_AGE_SECONDS (cdn-headers.ts). Content changes a few times a day and is not
// time-critical, so a visitor seeing an edit up to a minute late is the accepted trade for most
// page views costing the server nothing. Admins see their edits at once: replies to a request
// carrying the session cookie are `private, no-cache`.

/** Every other /backend reply (admin reads, writes, errors) depends on the session or changes state. */
const NO_STORE = 'no-store';

export type PublicCacheLimits = { maxEntries: number; maxBytes: number; maxEntryBytes: number; maxAgeMs: number };

/**
 * A few hundred distinct pages and lookups cover the site's real traffic (a fifth of the room goes
 * to searches, freeTextPaths); 16 MB in all keeps the peak RSS target (200 MB) comfortable. A
 * reply larger than 1 MB (the unpaged "every item" lists on a big database) is not worth holding:
 * it still gets its ETag and 304, just not from memory.
 * Writes that bypass the app (`npm run seed` into a running server, psql) send no NOTIFY; the
 * maximum age bounds how long they stay unseen to what browsers may show anyway (max-age=60).
 */
const defaultLimits: PublicCacheLimits = {
  maxEntries: 500,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  maxAgeMs: 60_000,
};

/** A kept reply and the CDN tags of what it shows. */
type Entry = CachedReply & { tags: string[] };
export type MemoryHit = { readonly key: string; readonly entry: Entry };

/** A public read's visit to the cache: the reply kept for its URL, or how to keep the one made. */
export type CacheRead = {
  kept: MemoryHit | undefined;
  /**
   * Turns a reply just made into its bytes, ETag and CDN tags, and keeps it unless a write happened
   * since the read started or it has no key (a query too long to keep).
   */
  keep(value: unknown): FreshReply;
};

/** A reply made for a read that missed the cache, ready to send (sendFresh). */
export type FreshReply = Entry;

export type PublicCache = {
  /**
   * Cache-Control: no-store on every /backend reply that is not a public read, and the emptying of
   * the cache after a write. Public reads pass on untouched: public-read.ts answers them.
   */
  middleware: RequestHandler;
  /** Starts a read of a public path `url` (below /backend, with its query): public-read.ts. */
  startRead(url: string): CacheRead;
  /**
   * The fast path's half (cached-read-fast-path.ts): the reply in memory for a GET or HEAD of
   * `url` (below /backend, with its query), if any, for sendFromMemory. It declines a reply the
   * client would get compressed but whose compressed copies are not made yet, so the full chain's
   * compression middleware still does that.
   */
  findInMemory(req: IncomingMessage, url: string): MemoryHit | undefined;
  sendFromMemory(req: IncomingMessage, res: ServerResponse, hit: MemoryHit): void;
  /** Sends a reply just made (keep) with the cache's headers, compressed when the client takes it. */
  sendFresh(req: IncomingMessage, res: ServerResponse, reply: FreshReply): void;
  /** Drops every cached reply (a write here or a NOTIFY from anywhere). */
  invalidate(): void;
  /**
   * Whether cached replies may be served: false while the change listener is disconnected,
   * because a write elsewhere could then go unheard.
   */
  setTrusted(trusted: boolean): void;
  /**
   * A number that changes with every invalidation, so whatever was built from cached replies (the
   * server-rendered pages) knows when to rebuild; undefined while replies may not be kept.
   */
  version(): number | undefined;
};

export type PublicCacheOptions = {
  /** Paths under /backend whose GET replies are the same for everyone. */
  publicPaths: readonly string[];
  /**
   * Those of them whose query is free text (the search): few of their replies are asked for twice,
   * so they are kept apart, in a fifth of the room, where a run of different ones cannot push the
   * pages' reads out.
   */
  freeTextPaths?: readonly string[];
  /** Cache-Control, Vary and CDN tags of a public read (and of a signed-in admin's copy of it). */
  cdn: CdnHeaders;
  /** Called after a successful write that changed something public has been answered. */
  onWrite(effect: PublicEffect): void;
  logger: Logger;
  limits?: Partial<PublicCacheLimits>;
  /** Times the maximum age; the system clock unless a test moves time itself. */
  clock?: Clock;
};

export function createPublicCache(options: PublicCacheOptions): PublicCache {
  const limits = { ...defaultLimits, ...options.limits };
  const publicPaths = new Set(options.publicPaths);
  const freeTextPaths = new Set(options.freeTextPaths);
  const enabled = limits.maxEntries > 0;
  // An entry's size is its bytes (body plus the compressed copies, once made), so maxSize bounds
  // memory rather than the count alone. The age counts from storing, not from the last hit
  // (updateAgeOnGet false): it bounds how long a write that bypassed the app stays unseen. A stale
  // entry is dropped when next asked for (allowStale false), or pushed out by newer ones; no timer
  // sweeps them (ttlAutopurge false), as the previous Map-based cache did not either.
  const store = (share: number) =>
    new LRUCache<string, Entry>({
      max: Math.max(1, Math.floor(limits.maxEntries * share)),
      maxSize: Math.max(1, Math.floor(limits.maxBytes * share)),
      ttl: limits.maxAgeMs,
      updateAgeOnGet: false,
      allowStale: false,
      ttlAutopurge: false,
      perf: options.clock ?? systemClock,
    });
  const pageEntries = store(4 / 5);
  const freeTextEntries = store(1 / 5);
  /** Where the reply of `key` (a path and its sorted query) is kept. */
  const entriesOf = (key: string) => (freeTextPaths.has(key.split('?', 1)[0]!) ? freeTextEntries : pageEntries);
  let trusted = false;
  // Bumped by every invalidation: a read that started before a write must not store what it read.
  let generation = 0;

  function invalidate(): void {
    generation += 1;
    pageEntries.clear();
    freeTextEntries.clear();
  }

  function remember(key: string, reply: Entry): void {
    // Checked here rather than with lru-cache's maxEntrySize, which would also drop an entry that
    // grows past it when its compressed copies arrive: the limit is about what is worth storing.
    if (!enabled || reply.body.length > limits.maxEntryBytes) return;
    entriesOf(key).set(key, reply, { size: reply.body.length });
  }

  function cacheHeaders(req: IncomingMessage, res: ServerResponse, etag: string, tags: readonly string[]): void {
    res.setHeader('ETag', etag);
    options.cdn.readHeaders(req, res, tags);
  }

  function serveHit(req: IncomingMessage, res: ServerResponse, key: string, entry: Entry): void {
    cacheHeaders(req, res, entry.etag, entry.tags);
    res.setHeader('X-Cache', 'HIT');
    sendCachedReply(req, res, entry, 'application/json; charset=utf-8', {
      // Counted only while the entry is still the one kept (a write may have dropped it meanwhile).
      // peek, not get: checking is not a use. Stored again as a copy because lru-cache keeps the
      // size of a value set twice; noUpdateTTL: the age still counts from the first storing.
      whenCompressed: () => {
        const entries = entriesOf(key);
        if (entries.peek(key) !== entry) return;
        entries.set(key, { ...entry }, { size: replyBytes(entry), noUpdateTTL: true });
      },
      whenFailed: (error) => options.logger.warn({ err: error }, 'compressing a cached reply failed'),
    });
  }

  /** Sends a 200 JSON reply just made, with the cache's headers. */
  function sendFresh(req: IncomingMessage, res: ServerResponse, reply: FreshReply): void {
    cacheHeaders(req, res, reply.etag, reply.tags);
    res.setHeader('X-Cache', 'MISS');
    // Compressed here, so a reply sent without express needs no compression middleware (the full
    // chain's leaves an encoded body alone).
    sendFreshReply(req, res, reply, 'application/json; charset=utf-8', (error) => options.logger.warn({ err: error }, 'compressing a reply failed'));
  }

  /** Clears this process's cache before the write's reply leaves, then tells the others. */
  function watchWrite(res: Response): void {
    const changedPublic = () => changedSomething(res.statusCode) && publicEffectOf(res).purge.length > 0;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      if (changedPublic()) invalidate();
      return end(...args);
    }) as Response['end'];
    res.once('finish', () => {
      if (changedPublic()) options.onWrite(publicEffectOf(res));
    });
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (!isReadMethod(req.method)) {
      res.setHeader('Cache-Control', NO_STORE);
      if (req.method !== 'OPTIONS') watchWrite(res);
      next();
      return;
    }
    // A public read's caching headers are set where it is answered (public-read.ts); its error replies get none.
    if (!publicPaths.has(req.path)) res.setHeader('Cache-Control', NO_STORE);
    next();
  };

  function findInMemory(req: IncomingMessage, url: string): MemoryHit | undefined {
    if (!trusted) return undefined;
    const question = url.indexOf('?');
    const path = question === -1 ? url : url.slice(0, question);
    if (!publicPaths.has(path)) return undefined;
    const key = cacheKey(path, url);
    const entry = key ? entriesOf(key).get(key) : undefined;
    if (!entry || !key || !sendsWithoutCompressing(req, entry)) return undefined;
    return { key, entry };
  }

  function startRead(url: string): CacheRead {
    const question = url.indexOf('?');
    const path = question === -1 ? url : url.slice(0, question);
    const key = cacheKey(path, url);
    const entry = trusted && key ? entriesOf(key).get(key) : undefined;
    const startedAt = generation;
    return {
      kept: entry && key ? { key, entry } : undefined,
      keep(value) {
        const reply = { ...cachedReply(Buffer.from(JSON.stringify(value) ?? 'null')), tags: tagsOfRead(path, new URLSearchParams(question === -1 ? '' : url.slice(question + 1))) };
        if (key && trusted && generation === startedAt) remember(key, reply);
        return reply;
      },
    };
  }

  return {
    middleware,
    findInMemory,
    startRead,
    sendFromMemory: (req, res, hit) => serveHit(req, res, hit.key, hit.entry),
    sendFresh,
    invalidate,
    setTrusted(value) {
      invalidate();
      trusted = value;
    },
    version: () => (trusted && enabled ? generation : undefined),
  };
}

/** What an entry holds in memory: its body and the compressed copies made so far. */
function replyBytes(reply: CachedReply): number {
  return reply.body.length + (reply.br?.length ?? 0) + (reply.gzip?.length ?? 0);
}

/**
 * A 4xx changed nothing (refused before any write). A 5xx may have failed after a commit (say,
 * removing old files), so it invalidates too; a spurious invalidation only costs a refill.
 */
function changedSomething(status: number): boolean {
  return status < 400 || status >= 500;
}

const MAX_KEY_LENGTH = 1024;

/** The path and the query with its parameters sorted, so ?a=1&b=2 and ?b=2&a=1 share an entry. */
function cacheKey(path: string, url: string): string | undefined {
  const question = url.indexOf('?');
  let query = '';
  if (question !== -1) {
    const params = new URLSearchParams(url.slice(question + 1));
    params.sort();
    query = params.toString();
  }
  const key = `${path}${query ? `?${query}` : ''}`;
  // A huge query string (a pasted essay in the search box) is answered but not kept.
  return key.length <= MAX_KEY_LENGTH ? key : undefined;
}

