// The end of every successful sign-in, whether the password was enough (login.php) or a code
// followed it (login/two-factor): a new session for the account, the device cookie, the account's
// last sign-in time and the audit entry, and the SPEC's login reply.
import type { Request, Response } from 'express';
import { authMessages } from '../../../common/messages.js';
import type { LoginReply } from '../../../common/api-types.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { clientAddress } from '../http/client-address.js';
import { recordSignIn } from './admin-users.repository.js';
import { deviceCookieName, deviceCookieOptions, issueDeviceCookie } from './device-cookie.js';

export type SignInDeps = { config: Config; db: Db; clock: Clock };

export type SigningInAccount = { id: number; username: string; email: string };

export async function completeSignIn(
  req: Request,
  res: Response,
  { config, db, clock }: SignInDeps,
  account: SigningInAccount,
  /** The fields of the request's log line (event, e-mail, address…), to which the outcome is added. */
  log: Record<string, unknown>,
): Promise<void> {
  const address = clientAddress(req);
  // A fresh device cookie (new id, new 180 days) at each sign-in: this browser is the owner's.
  res.cookie(deviceCookieName(config), issueDeviceCookie(config.sessionSecret, account.email), deviceCookieOptions(config));
  // A new session id at login: an id planted before it (fixation) is worth nothing after.
  await regenerateSession(req);
  req.session.userId = account.id;
  req.session.username = account.username;
  req.session.loginAt = clock.now();
  req.session.userAgent = req.get('user-agent')?.slice(0, 500) ?? '';
  req.session.address = address;
  await saveSession(req);
  const at = new Date(clock.now());
  await db.transaction().execute(async (tx) => {
    await recordSignIn(tx, account.id, at);
    await recordAudit(tx, { action: 'sign_in', actor: { id: account.id, name: account.username, address }, at });
  });
  req.log.info({ ...log, outcome: 'success', adminId: account.id }, 'login succeeded');
  const reply: LoginReply = { status: 'success', id: account.id, username: account.username, message: authMessages.loginSuccess };
  res.json(reply);
}

export function noStore(res: { set(name: string, value: string): unknown }): void {
  // Replies naming the signed-in admin must not sit in a shared or back-button cache.
  res.set('Cache-Control', 'no-store');
}

export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
}
