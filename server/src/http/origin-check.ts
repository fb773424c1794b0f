// CSRF defence of /backend: a state-changing request must say it comes from the site itself.
// Browsers send Origin on every cross-site POST/PUT/PATCH/DELETE (and on same-site ones), so a
// form or fetch on another site is refused before anything is parsed or changed. SameSite=Strict
// cookies are the second layer.
import type { Request, RequestHandler } from 'express';
import { authMessages } from '../../../common/messages.js';
import { ForbiddenError } from './errors.js';

/** Methods that cannot change anything; every other method is checked. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `publicBaseUrl` is the site's public address; without it (development) the request's own
 * origin is expected: its protocol and Host, as seen through the trusted proxies.
 */
export function requireSameOrigin(publicBaseUrl: string | undefined): RequestHandler {
  const configured = publicBaseUrl ? originOf(publicBaseUrl) : undefined;
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) {
      next();
      return;
    }
    const expected = configured ?? ownOrigin(req);
    const claimed = claimedOrigin(req);
    if (!expected || !claimed || claimed !== expected) {
      req.log?.warn({ method: req.method, url: req.originalUrl, origin: claimed ?? null }, 'cross-site request refused');
      next(new ForbiddenError(authMessages.crossSiteRefused));
      return;
    }
    next();
  };
}

/** Origin, or without it the origin of Referer (some privacy settings strip Origin); 'null' counts as none. */
function claimedOrigin(req: Request): string | undefined {
  const origin = req.get('origin');
  if (origin !== undefined) return origin === 'null' ? undefined : originOf(origin);
  const referer = req.get('referer');
  return referer ? originOf(referer) : undefined;
}

function ownOrigin(req: Request): string | undefined {
  // req.host and req.protocol read X-Forwarded-Host/-Proto only from trusted proxies (TRUST_PROXY).
  const host = req.host;
  return host ? originOf(`${req.protocol}://${host}`) : undefined;
}

/** Scheme, host and port in URL's normal form (lower case, default port dropped), or undefined. */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
