// The one public read of /backend (issue 47): the reply to a GET of a public path, found in the
// public cache or made by that path's operation, shaped by the reply serializer and kept. Express's
// routes of those paths, the search answered before express, the fast path (its memory step) and
// server rendering all read through it, so a rendered page's data is the bytes a browser gets for
// the same URL, read in this process rather than by a request to ourselves.
import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring, { type ParsedUrlQuery } from 'node:querystring';
import type { RequestHandler, Router } from 'express';
import { serverMessages } from '../../../common/messages.js';
import { backendRouter } from './backend-router.js';
import { NotFoundError } from './errors.js';
import type { MemoryHit, PublicCache } from './public-cache.js';
import { anyone } from './route-access.js';

/**
 * A public path's work: its reply's value from the query (parsed as express parses one, with
 * node:querystring), or a typed error (400, 404, 410) that the error handler words.
 */
export type PublicReadOperation = (query: ParsedUrlQuery) => Promise<unknown>;

/** The operation of each public path below /backend ('/news/news_api.php'). */
export type PublicReadOperations = ReadonlyMap<string, PublicReadOperation>;

/** Shapes a reply's value (in place, and gives it back) before it is sent and kept: http/reply-images.ts. */
export type ReplySerializer = <T>(value: T) => Promise<T>;

/** A public read's 200 reply: its JSON bytes and ETag, and how to send it with the cache's headers. */
export type PublicReply = {
  status: 200;
  body: Buffer;
  etag: string;
  /** Whether it came from memory (X-Cache: HIT) or was made now. */
  fromMemory: boolean;
  /** Sends it: ETag, Cache-Control, Vary and CDN tags for this request, a 304 when the client holds it. */
  send(req: IncomingMessage, res: ServerResponse): void;
};

export type PublicRead = {
  /** The reply to GET `url` (`/backend/…` with its query); throws the operation's typed error, or 404 for no public path. */
  readPublic(url: string): Promise<PublicReply>;
  /** The first step of readPublic without waiting, for the fast path: the reply in memory, if the client can take it as kept. */
  findInMemory(req: IncomingMessage, url: string): MemoryHit | undefined;
  sendFromMemory(req: IncomingMessage, res: ServerResponse, hit: MemoryHit): void;
  /** Which paths below /backend it answers. */
  paths(): string[];
};

const MOUNT = '/backend';

export function createPublicRead(options: { cache: PublicCache; operations: PublicReadOperations; serialize: ReplySerializer }): PublicRead {
  const { cache, operations, serialize } = options;

  async function readPublic(url: string): Promise<PublicReply> {
    const below = url.startsWith(`${MOUNT}/`) ? url.slice(MOUNT.length) : '';
    const question = below.indexOf('?');
    const operation = operations.get(question === -1 ? below : below.slice(0, question));
    if (!operation) throw new NotFoundError(serverMessages.notFound);
    const read = cache.startRead(below);
    if (read.kept) {
      const hit = read.kept;
      return { status: 200, body: hit.entry.body, etag: hit.entry.etag, fromMemory: true, send: (req, res) => cache.sendFromMemory(req, res, hit) };
    }
    const value = await operation(querystring.parse(question === -1 ? '' : below.slice(question + 1)));
    await serialize(value);
    const fresh = read.keep(value);
    return { status: 200, body: fresh.body, etag: fresh.etag, fromMemory: false, send: (req, res) => cache.sendFresh(req, res, fresh) };
  }

  return {
    readPublic,
    findInMemory: (req, url) => cache.findInMemory(req, url.slice(MOUNT.length)),
    sendFromMemory: (req, res, hit) => cache.sendFromMemory(req, res, hit),
    paths: () => [...operations.keys()],
  };
}

/**
 * Express's routes of the public paths (all but `except`, answered elsewhere): each sends what
 * readPublic gives, and an error goes to the error handler as any route's does.
 */
export function publicReadRoutes(read: PublicRead, except: readonly string[] = []): Router {
  const router = backendRouter();
  // The URL below the mount, spelled as the router matched it (the mount is case-insensitive).
  const answer: RequestHandler = (req, res, next) => {
    read.readPublic(MOUNT + req.url)
      .then((reply) => reply.send(req, res))
      .catch(next);
  };
  for (const path of read.paths()) {
    if (!except.includes(path)) router.get(path, anyone, answer);
  }
  return router;
}
