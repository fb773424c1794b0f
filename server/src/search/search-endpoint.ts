// GET /backend/search/search.php?query=: the search modal's call (SPEC §2, §7), answered before
// express. Every query is new, so every search reaches the database, and express's request
// set-up, router and the public chain's res.json wrappers were a large part of the server's work
// on it (bench/RESULTS-archive.md, "a search before express"). It sends what that chain sent: the
// security headers, a request id and access log line (lean-chain.ts), the NUL refusal, and the
// public read's reply (http/public-read.ts: the cache's headers, ETag, 304 and compression, image
// details and public upload URLs), and errors as the error handler words them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { backendPaths } from '../../../common/backend-urls.js';
import { DEFAULT_LANGUAGE } from '../../../common/languages.js';
import { serverMessages } from '../../../common/messages.js';
import { answerError } from '../http/error-handler.js';
import { ValidationError } from '../http/errors.js';
import type { LeanRequestStart } from '../http/lean-chain.js';
import { hasEncodedNul } from '../http/nul-characters.js';
import type { PublicRead, PublicReadOperation } from '../http/public-read.js';
import type { Db } from '../db/database.js';
import { searchContentIn } from './language-search.service.js';
import { isOnSite, type SiteLanguages } from '../site-languages.js';
import { languageOf } from '../translations/translated-read.js';
import { searchQuerySchema } from './search-query.js';
import { searchContent, withFocalPoints } from './search.service.js';
import type { FocalPoints } from '../media/focal-points.js';

/** The search's address, as the public read knows it. */
const SEARCH_URL = `/backend/${backendPaths.search}`;

export type SearchEndpointDeps = {
  read: PublicRead;
  start: LeanRequestStart;
};

export type SearchEndpoint = (req: IncomingMessage, res: ServerResponse) => void;

/** Whether the request is a search the endpoint answers before express; express routes the address in other letter case to it too. */
export function isSearchRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  return url.startsWith(SEARCH_URL) && (url.length === SEARCH_URL.length || url[SEARCH_URL.length] === '?');
}

/**
 * The search's public read: at most 20 results, best first; with ?lang=hi|mr, of the items
 * published in that language, and none in a language the site is not in (`site`). Each picture
 * with a focal point says so (`focalPoints`, media/focal-points.ts).
 */
export function searchPublicRead(pool: pg.Pool, db: Db, site: SiteLanguages, focalPoints: FocalPoints): PublicReadOperation {
  return async (query) => {
    // ?lang= as every public read in a language takes it.
    const lang = languageOf(query);
    const text = searchQuerySchema.parse(query).query;
    const found = await searchIn(lang, text);
    return found.length === 0 ? found : withFocalPoints(found, await focalPoints());
  };

  /** English's search, a language's, or none for a language the site is not in. */
  function searchIn(lang: ReturnType<typeof languageOf>, text: string) {
    if (lang === undefined || lang === DEFAULT_LANGUAGE) return searchContent(pool, text);
    return isOnSite(site, lang) ? searchContentIn(db, lang, text) : Promise.resolve([]);
  }
}

export function searchEndpoint({ read, start }: SearchEndpointDeps): SearchEndpoint {
  return (req, res) => {
    start(req, res);
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
    if (hasEncodedNul(url)) {
      answerError(req, res, new ValidationError(serverMessages.nulCharacter));
      return;
    }
    const question = url.indexOf('?');
    // Read under the one path whatever its letter case, as the reply is the same.
    read
      .readPublic(question === -1 ? SEARCH_URL : SEARCH_URL + url.slice(question))
      .then((reply) => reply.send(req, res))
      .catch((error: unknown) => answerError(req, res, error));
  };
}
