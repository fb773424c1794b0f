// A reply kept in memory and sent as it is: its bytes, a strong ETag, and brotli and gzip copies
// made once, off the request path, so later hits cost neither hashing nor compressing. The public
// cache of /backend reads (public-cache.ts) and the cache of composed pages (page-html.ts) keep
// theirs this way. Plain Node requests and replies (express's are those too), so the cached-read
// fast path can send before express sees the request.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import accepts from 'accepts';
import fresh from 'fresh';
import vary from 'vary';

export type CachedReply = {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Set once its compressed copies are on their way. */
  compressing?: boolean;
};

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this, compressing costs more than it saves (the compression middleware's threshold too). */
const COMPRESS_THRESHOLD = 1024;

export function cachedReply(body: Buffer): CachedReply {
  return { body, etag: strongEtag(body) };
}

export function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Brotli whenever the client takes it (it is the smaller), else gzip, else none, as
 * precompressed-assets.ts chooses. Not req.acceptsEncodings('br', 'gzip', 'identity'): between
 * equals it takes the client's order, and browsers list gzip first ("gzip, deflate, br, zstd").
 */
export function encodingFor(req: IncomingMessage): 'br' | 'gzip' | 'identity' {
  const accepted = accepts(req);
  if (accepted.encoding('br')) return 'br';
  return accepted.encoding('gzip') ? 'gzip' : 'identity';
}

/** Whether the client already holds `reply` (If-None-Match), as express's req.fresh tells. */
function holds(req: IncomingMessage, reply: CachedReply): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && fresh(req.headers, { etag: reply.etag });
}

/**
 * Whether sendCachedReply would send `reply` as the client wants it without a compression
 * middleware behind it: a 304, a body too small to compress, a client that takes it plain, or the
 * compressed copies already made.
 */
export function sendsWithoutCompressing(req: IncomingMessage, reply: CachedReply): boolean {
  if (reply.br || reply.body.length < COMPRESS_THRESHOLD) return true;
  return encodingFor(req) === 'identity' || holds(req, reply);
}

/**
 * Sends `reply` with `contentType`: an empty 304 when the client holds it (the caller has set the
 * caching headers), else the encoding the client accepts, if made yet. The first send of a reply
 * worth compressing starts its copies; `whenCompressed` hears when they are there (with their
 * bytes), or `whenFailed` that they could not be made. Headers already set stay.
 */
export function sendCachedReply(
  req: IncomingMessage,
  res: ServerResponse,
  reply: CachedReply,
  contentType: string,
  hooks: { whenCompressed(addedBytes: number): void; whenFailed(error: unknown): void },
): void {
  if (answeredNotModified(req, res, reply, contentType)) return;
  const encoding = encodingFor(req);
  const encoded = encoding === 'br' ? reply.br : encoding === 'gzip' ? reply.gzip : undefined;
  if (!encoded) compressLater(reply, hooks);
  // Set before the compression middleware looks: it leaves an encoded body alone.
  if (encoded) res.setHeader('Content-Encoding', encoding);
  endWith(req, res, encoded ?? reply.body);
}

/**
 * Sends a reply just made (a miss) as sendCachedReply sends a kept one, compressed now if the client
 * accepts brotli or gzip: at the compression middleware's settings (brotli quality 4, gzip's
 * default level), which are made for a body compressed once. A failure to compress sends it plain.
 */
export function sendFreshReply(req: IncomingMessage, res: ServerResponse, reply: CachedReply, contentType: string, whenFailed: (error: unknown) => void): void {
  if (answeredNotModified(req, res, reply, contentType)) return;
  const encoding = req.method === 'HEAD' || reply.body.length < COMPRESS_THRESHOLD ? 'identity' : encodingFor(req);
  if (encoding !== 'br' && encoding !== 'gzip') {
    endWith(req, res, reply.body);
    return;
  }
  const encoded = encoding === 'br' ? brotliCompress(reply.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzip(reply.body);
  encoded.then(
    (body) => {
      res.setHeader('Content-Encoding', encoding);
      endWith(req, res, body);
    },
    (error: unknown) => {
      whenFailed(error);
      endWith(req, res, reply.body);
    },
  );
}

/** Sets the reply's ETag and type; answers an empty 304 (true) when the client holds it. */
function answeredNotModified(req: IncomingMessage, res: ServerResponse, reply: CachedReply, contentType: string): boolean {
  res.setHeader('ETag', reply.etag);
  vary(res, 'Accept-Encoding');
  if (holds(req, reply)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  res.setHeader('Content-Type', contentType);
  return false;
}

function endWith(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function compressLater(reply: CachedReply, hooks: { whenCompressed(addedBytes: number): void; whenFailed(error: unknown): void }): void {
  if (reply.compressing || reply.body.length < COMPRESS_THRESHOLD) return;
  reply.compressing = true;
  Promise.all([
    brotliCompress(reply.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(reply.body, { level: 9 }),
  ]).then(
    ([br, gz]) => {
      reply.br = br;
      reply.gzip = gz;
      hooks.whenCompressed(br.length + gz.length);
    },
    hooks.whenFailed,
  );
}
