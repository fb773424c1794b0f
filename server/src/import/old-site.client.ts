// The one HTTP client of the old site: JSON reads of its /backend API and picture downloads, with
// Node's own fetch (no dependency), a timeout on every request and a few requests at a time, so an
// old PHP host is not flooded and a stuck connection fails instead of hanging the import.
import { uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import { createLimiter } from '../concurrency.js';

const JSON_TIMEOUT_MS = 30_000;
const PICTURE_TIMEOUT_MS = 60_000;
/** Far above any limit here: a picture bigger than this is not one the old admin could have taken. */
const PICTURE_MAX_BYTES = 50 * 1024 * 1024;
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

export type OldSiteClient = {
  /** The backend's base URL, without a trailing slash (`https://old.example/backend`). */
  base: string;
  getJson(path: string, query?: Record<string, string | number>): Promise<unknown>;
  getPicture(url: string): Promise<Buffer>;
  /** The URL of a picture field of `area`, as SPEC §7's image locations lay them out. */
  pictureUrl(area: UploadArea, field: string): string;
};

export function createOldSiteClient(from: string, onBytes: (bytes: number) => void = () => {}): OldSiteClient {
  const base = from.replace(/\/+$/, '');
  const slot = createLimiter(PARALLEL_REQUESTS);

  async function request(url: string, timeoutMs: number): Promise<Response> {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'sjg-site import' } });
    } catch (error) {
      throw new OldSiteUnreachableError(url, error);
    }
  }

  return {
    base,
    getJson: (path, query = {}) =>
      slot(async () => {
        const url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
        for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
        const response = await request(url.href, JSON_TIMEOUT_MS);
        const body = await readBody(url.href, response, PICTURE_MAX_BYTES);
        onBytes(body.length);
        if (!response.ok) throw new OldSiteReplyError(url.href, `answered ${response.status}${errorTextOf(body)}`);
        try {
          return JSON.parse(body.toString('utf8')) as unknown;
        } catch {
          throw new OldSiteReplyError(url.href, 'did not answer with JSON');
        }
      }),
    getPicture: (url) =>
      slot(async () => {
        if (!/^https?:\/\//i.test(url)) throw new OldSiteReplyError(url, 'is not an http(s) address');
        const response = await request(url, PICTURE_TIMEOUT_MS);
        const body = await readBody(url, response, PICTURE_MAX_BYTES);
        onBytes(body.length);
        if (!response.ok) throw new OldSiteReplyError(url, `answered ${response.status}`);
        if (body.length === 0) throw new OldSiteReplyError(url, 'is empty');
        return body;
      }),
    pictureUrl: (area, field) => pictureUrlOf(base, area, field),
  };
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

async function readBody(url: string, response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new OldSiteReplyError(url, `is larger than ${maxBytes} bytes`);
  }
  try {
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxBytes) throw new OldSiteReplyError(url, `is larger than ${maxBytes} bytes`);
    return body;
  } catch (error) {
    if (error instanceof OldSiteReplyError) throw error;
    throw new OldSiteUnreachableError(url, error);
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

/** fetch's errors say "fetch failed" and keep the reason (ECONNREFUSED, a timeout) in `cause`. */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code) return cause.code === 'ECONNREFUSED' ? 'connection refused' : cause.code === 'ENOTFOUND' ? 'no such host' : cause.code;
  return error instanceof Error ? (cause?.message ?? error.message) : String(error);
}
