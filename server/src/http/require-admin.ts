// The guard of every admin endpoint: a live server-side session, within its absolute lifetime, of
// an account that is still active, whose role allows the level the route declares (issue 46).
import type { Request, RequestHandler } from 'express';
import { accountMessages, roleAllows, type AccessLevel, type AccountRole, type SessionEndCode } from '../../../common/accounts.js';
import { serverMessages } from '../../../common/messages.js';
import { findAccountOfSession } from './session-account.repository.js';
import { systemClock, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { HttpError, UnauthorizedError } from './errors.js';
import { declareAccess } from './route-access.js';

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
 * The guard and declaration of a route: 401 without a live session of an active account, 403 when
 * its role does not reach `level` (or two-factor set-up comes first and `level` is not 'self').
 * `replyBody` adds fields to the 401 JSON for endpoints whose clients read more than `error` (the
 * password form reads `status` and `message`).
 */
export function requireAdmin(deps: AdminGuardDeps, level: AccessLevel, replyBody?: Record<string, unknown>): RequestHandler {
  const guard: RequestHandler = (req, _res, next) => {
    signedInAdmin(req, deps, replyBody).then((admin) => {
      if (admin.twoFactorSetupRequired && level !== 'self') {
        return next(new HttpError(403, accountMessages.twoFactorSetupRequired, { code: 'two_factor_setup_required' }));
      }
      if (!roleAllows(admin.role, level)) return next(new HttpError(403, accountMessages.forbidden(admin.role), { code: 'forbidden' }));
      next();
    }, next);
  };
  return declareAccess(guard, { level });
}

/**
 * The front door of /backend/admin: 401 without a live session, before any route is matched, so
 * an address no route knows tells a signed-out caller nothing. The route's own guard decides the rest.
 */
export function requireSignedIn(deps: AdminGuardDeps): RequestHandler {
  return (req, _res, next) => {
    signedInAdmin(req, deps).then(() => next(), next);
  };
}

/**
 * The request's admin, looked up once per request; throws the 401 without one. A session past its
 * lifetime, or of an account disabled or gone, is destroyed, not merely refused, and the reply
 * waits for that, so the next request cannot race it.
 */
async function signedInAdmin(req: Request, deps: AdminGuardDeps, replyBody?: Record<string, unknown>): Promise<AdminIdentity> {
  const locals = adminLocals(req);
  if (locals.admin) return locals.admin;
  const id = sessionAccountId(req, deps);
  const account = id === null ? undefined : await findAccountOfSession(deps.db, id);
  if (!account) {
    // The sign-in page says why the editor was sent there, when this request can tell.
    const code: SessionEndCode | undefined = !req.session?.userId ? undefined : id === null ? 'session_expired' : 'account_disabled';
    const refusal = new UnauthorizedError(serverMessages.unauthorized, { ...replyBody, ...(code && { code }) });
    if (req.session?.userId) {
      await new Promise<void>((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
    }
    throw refusal;
  }
  locals.admin = {
    id: account.id,
    username: account.username,
    email: account.email,
    role: account.role,
    twoFactor: account.twoFactor,
    twoFactorSetupRequired: account.twoFactorRequired && !account.twoFactor,
  };
  return locals.admin;
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
