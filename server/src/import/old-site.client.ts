// The one HTTP client of the old site: JSON reads of its /backend API and picture downloads, with
// Node's own fetch (no dependency), a deadline on every request and on the whole import, a cap on
// the bytes of a reply, only the addresses old-site-access.ts allows, and a few requests at a
// time, so an old PHP host is not flooded and a stuck or endless reply fails instead of hanging.
import { uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import { createLimiter } from '../concurrency.js';
import { formatBytes, formatDuration } from './import-progress.js';
import { createOldSiteAccess, RefusedAddressError } from './old-site-access.js';

export type OldSiteLimits = {
  /** Bytes of one reply, counted as they arrive: a body that never ends is cut here. */
  maxReplyBytes: number;
  /** Each request's whole time, redirects and body included. */
  jsonTimeoutMs: number;
  pictureTimeoutMs: number;
  /** The whole import's: past it, what is still reading stops and nothing more is asked. */
  importTimeoutMs: number;
  /** Pages read of one list at most, whatever its total_pages says. */
  maxPages: number;
  maxRedirects: number;
};

export const defaultOldSiteLimits: OldSiteLimits = {
  // Far above any limit here: a picture bigger than this is not one the old admin could have taken.
  maxReplyBytes: 50 * 1024 * 1024,
  jsonTimeoutMs: 30_000,
  pictureTimeoutMs: 60_000,
  // Hours of pictures at four at a time; a site that drips every reply just under its own deadline ends here.
  importTimeoutMs: 4 * 60 * 60 * 1000,
  // Thousands of items at SPEC §9's page sizes: more than the group's site has had.
  maxPages: 1000,
  maxRedirects: 5,
};

/** Requests at once: enough to hide round trips, few enough for a small shared host. */
const PARALLEL_REQUESTS = 4;

/** The old site did not answer at all (refused, timed out, no such host). */
export class OldSiteUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`${url} could not be reached (${reasonOf(cause)})`);
    this.name = 'OldSiteUnreachableError';
  }
}

/** The old site answered, but not with what was asked for (an error status, not JSON, too big). */
export class OldSiteReplyError extends Error {
  constructor(url: string, problem: string) {
    super(`${url} ${problem}`);
    this.name = 'OldSiteReplyError';
  }
}

/** A request's own deadline or the import's passed; the message is the reason. */
class DeadlineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeadlineError';
  }
}

export type OldSiteClientOptions = {
  onBytes?: (bytes: number) => void;
  /** Hosts (`host` or `host:port`) pictures may come from besides the old site's origin. */
  allowHosts?: string[];
  limits?: Partial<OldSiteLimits>;
};

export type OldSiteClient = {
  /** The backend's base URL, without a trailing slash (`https://old.example/backend`). */
  base: string;
  limits: OldSiteLimits;
  getJson(path: string, query?: Record<string, string | number>): Promise<unknown>;
  getPicture(url: string): Promise<Buffer>;
  /** The URL of a picture field of `area`, as SPEC §7's image locations lay them out. */
  pictureUrl(area: UploadArea, field: string): string;
  /** Ends the import's deadline timer. */
  close(): void;
};

type Reply = { status: number; ok: boolean; body: Buffer };

export function createOldSiteClient(from: string, options: OldSiteClientOptions = {}): OldSiteClient {
  const base = from.replace(/\/+$/, '');
  const limits = { ...defaultOldSiteLimits, ...options.limits };
  const onBytes = options.onBytes ?? (() => {});
  const access = createOldSiteAccess(base, options.allowHosts ?? []);
  const slot = createLimiter(PARALLEL_REQUESTS);
  const importDeadline = new AbortController();
  const importTimer = setTimeout(
    () => importDeadline.abort(new DeadlineError(`the import's deadline of ${formatDuration(limits.importTimeoutMs)} has passed`)),
    limits.importTimeoutMs,
  );
  // The deadline ends the import's reads, never keeps the process alive.
  importTimer.unref();

  /**
   * One request, its redirects followed by hand so that each hop is checked as the first was, and
   * its body read with a running count: everything under one deadline.
   */
  async function read(url: string, timeoutMs: number): Promise<Reply> {
    if (importDeadline.signal.aborted) throw new OldSiteUnreachableError(url, importDeadline.signal.reason);
    const request = new AbortController();
    const timer = setTimeout(() => request.abort(new DeadlineError(`no complete answer within ${formatDuration(timeoutMs)}`)), timeoutMs);
    const stop = () => request.abort(importDeadline.signal.reason);
    importDeadline.signal.addEventListener('abort', stop, { once: true });
    try {
      const response = await follow(url, request.signal);
      const body = await readCapped(url, response, limits.maxReplyBytes, onBytes);
      return { status: response.status, ok: response.ok, body };
    } catch (error) {
      if (error instanceof OldSiteReplyError || error instanceof RefusedAddressError) throw error;
      throw new OldSiteUnreachableError(url, request.signal.aborted ? request.signal.reason : error);
    } finally {
      clearTimeout(timer);
      importDeadline.signal.removeEventListener('abort', stop);
      request.abort();
    }
  }

  async function follow(url: string, signal: AbortSignal): Promise<Response> {
    let current = new URL(url);
    let redirectedFrom: string | undefined;
    for (let hop = 0; ; hop += 1) {
      await access.check(current, redirectedFrom);
      const response = await fetch(current, { signal, redirect: 'manual', headers: { 'user-agent': 'sjg-site import' } });
      const location = response.headers.get('location');
      if (!isRedirect(response.status) || location === null) return response;
      await response.body?.cancel();
      if (hop >= limits.maxRedirects) throw new OldSiteReplyError(url, `redirects more than ${limits.maxRedirects} times`);
      redirectedFrom = current.href;
      current = new URL(location, current);
    }
  }

  return {
    base,
    limits,
    getJson: (path, query = {}) =>
      slot(async () => {
        const url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
        for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
        const { ok, status, body } = await read(url.href, limits.jsonTimeoutMs);
        if (!ok) throw new OldSiteReplyError(url.href, `answered ${status}${errorTextOf(body)}`);
        try {
          return JSON.parse(body.toString('utf8')) as unknown;
        } catch {
          throw new OldSiteReplyError(url.href, 'did not answer with JSON');
        }
      }),
    getPicture: (url) =>
      slot(async () => {
        if (!/^https?:\/\//i.test(url)) throw new OldSiteReplyError(url, 'is not an http(s) address');
        const { ok, status, body } = await read(url, limits.pictureTimeoutMs);
        if (!ok) throw new OldSiteReplyError(url, `answered ${status}`);
        if (body.length === 0) throw new OldSiteReplyError(url, 'is empty');
        return body;
      }),
    pictureUrl: (area, field) => pictureUrlOf(base, area, field),
    close: () => clearTimeout(importTimer),
  };
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/**
 * A full URL is kept; a path from the root is resolved against the old site's origin; a bare file
 * name (`uploads/x.jpg`, `logo.png`) lives under its area's folder of the backend, as SPEC §7 says
 * ("News: /news/{image_url}", "Logos: /ventures/uploads/logos/{file}", …).
 */
export function pictureUrlOf(base: string, area: UploadArea, field: string): string {
  if (/^https?:\/\//i.test(field)) return field;
  if (field.startsWith('/')) return new URL(field, base).href;
  const folder = uploadAreas[area].urlPrefix.replace(/^\/backend\//, '');
  return `${base}/${folder}${field}`;
}

/**
 * The body, counted chunk by chunk as it arrives: a declared or actual size over `maxBytes` stops
 * the read there (a body that never ends would otherwise be held in memory until it did).
 */
async function readCapped(url: string, response: Response, maxBytes: number, onBytes: (bytes: number) => void): Promise<Buffer> {
  const tooLarge = () => new OldSiteReplyError(url, `sent more than ${formatBytes(maxBytes)}, the most the import reads of one reply; it stopped reading there`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks, size);
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    }
  } finally {
    onBytes(size);
  }
}

/** The `error` of a JSON error reply (SPEC §7's replies carry one), for the message. */
function errorTextOf(body: Buffer): string {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { error?: unknown };
    return typeof parsed.error === 'string' ? `: ${parsed.error}` : '';
  } catch {
    return '';
  }
}

/**
 * fetch's errors say "fetch failed" and keep the reason (ECONNREFUSED) in `cause`; a lookup's carry
 * their code themselves; a deadline's message is the reason.
 */
function reasonOf(error: unknown): string {
  if (error instanceof DeadlineError) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = error instanceof Error ? ((error.cause ?? error) as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code) return cause.code === 'ECONNREFUSED' ? 'connection refused' : cause.code === 'ENOTFOUND' ? 'no such host' : cause.code;
  return error instanceof Error ? (cause?.message ?? error.message) : String(error);
}
