// GET /backend/search/search.php?query=: the search modal's call (SPEC §2, §7), answered before
// express. Every query is new, so every search reaches the database, and express's request
// set-up, router and the public chain's res.json wrappers were a large part of the server's work
// on it (bench/RESULTS-archive.md, "a search before express"). It sends what that chain sent: the
// security headers, a request id and access log line (lean-chain.ts), the NUL refusal, the public
// cache's headers, ETag, 304 and compression, the completed reply (image details, public upload
// URLs), and errors as the error handler words them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type pg from 'pg';
import { backendPaths } from '../../../common/backend-urls.js';
import { serverMessages } from '../../../common/messages.js';
import { completeAsMounted, type JsonCompletion } from '../http/completed-json.js';
import { answerError } from '../http/error-handler.js';
import { ValidationError } from '../http/errors.js';
import type { LeanRequestStart } from '../http/lean-chain.js';
import { hasEncodedNul } from '../http/nul-characters.js';
import type { PublicCache } from '../http/public-cache.js';
import { searchQuerySchema } from './search-query.js';
import { searchContent } from './search.service.js';

/** The search's path below /backend, as the public cache keeps it. */
const SEARCH_PATH = `/${backendPaths.search}`;
const SEARCH_URL = `/backend${SEARCH_PATH}`;

export type SearchEndpointDeps = {
  pool: pg.Pool;
  cache: PublicCache;
  start: LeanRequestStart;
  /** What completes a public read's reply, in the order their middlewares are mounted. */
  completions: readonly JsonCompletion[];
};

export type SearchEndpoint = (req: IncomingMessage, res: ServerResponse) => void;

/** Whether the request is a search the endpoint answers before express; express routes the address in other letter case to it too. */
export function isSearchRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  return url.startsWith(SEARCH_URL) && (url.length === SEARCH_URL.length || url[SEARCH_URL.length] === '?');
}

export function searchEndpoint({ pool, cache, start, completions }: SearchEndpointDeps): SearchEndpoint {
  return (req, res) => {
    start(req, res);
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
    if (hasEncodedNul(url)) {
      answerError(req, res, new ValidationError(serverMessages.nulCharacter));
      return;
    }
    const question = url.indexOf('?');
    const query = question === -1 ? '' : url.slice(question + 1);
    // Kept under the one path whatever its letter case, as the reply is the same.
    const read = cache.startRead(query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH);
    if (read.kept) {
      cache.sendFromMemory(req, res, read.kept);
      return;
    }
    const answer = async () => {
      // Parsed as express parses a query (node:querystring): a repeated ?query= is an array.
      const value = await searchContent(pool, searchQuerySchema.parse(querystring.parse(query)).query);
      await completeAsMounted(completions, 200, value);
      read.send(req, res, value);
    };
    answer().catch((error: unknown) => answerError(req, res, error));
  };
}
