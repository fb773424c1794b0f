// The guard of every admin endpoint: a live server-side session, within its absolute lifetime.
import type { Request, RequestHandler } from 'express';
import { serverMessages } from '../../../common/messages.js';
import { systemClock, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import { HttpError, UnauthorizedError } from './errors.js';

export type AdminIdentity = { id: number; username: string };

/** What judges a session's absolute lifetime: its length, and the clock the session middleware keeps too. */
export type AdminGuardDeps = { config: Pick<Config, 'sessionMaxAgeMs'>; clock?: Clock | undefined };

/** The logged-in admin of this request, or null (an expired session counts as none). */
function currentAdmin(req: Request, { config, clock = systemClock }: AdminGuardDeps): AdminIdentity | null {
  const session = req.session;
  if (!session?.userId || !session.loginAt) return null;
  if (clock.now() - session.loginAt > config.sessionMaxAgeMs) return null;
  return { id: session.userId, username: session.username ?? '' };
}

/**
 * 401 without a live session. `replyBody` adds fields to the 401 JSON for endpoints whose clients
 * read more than `error` (the password form reads `status` and `message`).
 */
export function requireAdmin(deps: AdminGuardDeps, replyBody?: Record<string, unknown>): RequestHandler {
  return (req, _res, next) => {
    const admin = currentAdmin(req, deps);
    if (!admin) {
      const refusal = replyBody
        ? new HttpError(401, serverMessages.unauthorized, replyBody)
        : new UnauthorizedError(serverMessages.unauthorized);
      // Past its absolute lifetime the session is destroyed, not merely refused; the reply waits
      // for that, so the next request cannot race it.
      if (req.session?.userId) req.session.destroy((error: unknown) => next(error ?? refusal));
      else next(refusal);
      return;
    }
    adminLocals(req).admin = admin;
    next();
  };
}

/** The admin that requireAdmin let through, for the handlers after it. */
export function adminOfRequest(req: Request): AdminIdentity {
  const admin = adminLocals(req).admin;
  if (!admin) throw new Error('adminOfRequest used on a route without requireAdmin');
  return admin;
}

function adminLocals(req: Request): { admin?: AdminIdentity } {
  return req.res!.locals as { admin?: AdminIdentity };
}
