// The guard of every admin endpoint: a live server-side session, within its absolute lifetime.
import type { Request, RequestHandler } from 'express';
import { serverMessages } from '../../../common/messages.js';
import { UnauthorizedError } from './errors.js';

export type AdminIdentity = { id: number; username: string };

/** The logged-in admin of this request, or null (an expired session counts as none). */
export function currentAdmin(req: Request, maxAgeMs: number): AdminIdentity | null {
  const session = req.session;
  if (!session?.userId || !session.loginAt) return null;
  if (Date.now() - session.loginAt > maxAgeMs) return null;
  return { id: session.userId, username: session.username ?? '' };
}

export function requireAdmin(maxAgeMs: number): RequestHandler {
  return (req, _res, next) => {
    const admin = currentAdmin(req, maxAgeMs);
    if (!admin) {
      // Past its absolute lifetime the session is destroyed, not merely refused.
      if (req.session?.userId) req.session.destroy(() => undefined);
      next(new UnauthorizedError(serverMessages.unauthorized));
      return;
    }
    adminLocals(req).admin = admin;
    next();
  };
}

function adminLocals(req: Request): { admin?: AdminIdentity } {
  return req.res!.locals as { admin?: AdminIdentity };
}
