// The guard of every admin endpoint: a live server-side session, within its absolute lifetime, of
// an account that is still active, whose role allows what the request does (access-policy.ts).
import type { Request, RequestHandler } from 'express';
import { accountMessages, roleAllows, type AccountRole } from '../../../common/accounts.js';
import { serverMessages } from '../../../common/messages.js';
import { accessLevelOf } from '../auth/access-policy.js';
import { findAccountOfSession } from '../auth/admin-users.repository.js';
import { systemClock, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { HttpError, UnauthorizedError } from './errors.js';

export type AdminIdentity = {
  id: number;
  username: string;
  email: string;
  role: AccountRole;
  twoFactor: boolean;
  /** Two-factor sign-in is required and not set up: only the account's own screens answer. */
  twoFactorSetupRequired: boolean;
};

/** What judges a session: its absolute lifetime, the clock the session middleware keeps too, and the account's row. */
export type AdminGuardDeps = { config: Pick<Config, 'sessionMaxAgeMs'>; clock?: Clock | undefined; db: Db };

/** The account id of a live session of this request, or null (an expired session counts as none). */
function sessionAccountId(req: Request, { config, clock = systemClock }: AdminGuardDeps): number | null {
  const session = req.session;
  if (!session?.userId || !session.loginAt) return null;
  if (clock.now() - session.loginAt > config.sessionMaxAgeMs) return null;
  return session.userId;
}

/**
 * 401 without a live session of an active account, 403 when its role does not allow the request.
 * `replyBody` adds fields to the 401 JSON for endpoints whose clients read more than `error` (the
 * password form reads `status` and `message`).
 */
export function requireAdmin(deps: AdminGuardDeps, replyBody?: Record<string, unknown>): RequestHandler {
  return (req, _res, next) => {
    const refuse = () => {
      const refusal = replyBody
        ? new HttpError(401, serverMessages.unauthorized, replyBody)
        : new UnauthorizedError(serverMessages.unauthorized);
      // A session past its lifetime, or of an account disabled or gone, is destroyed, not merely
      // refused; the reply waits for that, so the next request cannot race it.
      if (req.session?.userId) req.session.destroy((error: unknown) => next(error ?? refusal));
      else next(refusal);
    };
    const id = sessionAccountId(req, deps);
    if (id === null) return refuse();
    findAccountOfSession(deps.db, id).then((account) => {
      if (!account) return refuse();
      const admin: AdminIdentity = {
        id: account.id,
        username: account.username,
        email: account.email,
        role: account.role,
        twoFactor: account.twoFactor,
        twoFactorSetupRequired: account.twoFactorRequired && !account.twoFactor,
      };
      const level = accessLevelOf(req.method, req.baseUrl + req.path);
      if (admin.twoFactorSetupRequired && level !== 'self') {
        return next(new HttpError(403, accountMessages.twoFactorSetupRequired, { code: 'two_factor_setup_required' }));
      }
      if (!roleAllows(admin.role, level)) return next(new HttpError(403, accountMessages.forbidden(admin.role), { code: 'forbidden' }));
      adminLocals(req).admin = admin;
      next();
    }, next);
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
