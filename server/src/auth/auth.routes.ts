// /backend/login/{login,logout,session}.php and /backend/password/update_password_api.php.
import type { Router } from 'express';
import { accountMessages, type AccountSessionReply, type TwoFactorNeededReply } from '../../../common/accounts.js';
import { authMessages, serverMessages, successMessages } from '../../../common/messages.js';
import type { LogoutReply, PasswordChangeReply, SessionReply } from '../../../common/api-types.js';
import { systemClock, type Clock } from '../clock.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { backendRouter } from '../http/backend-router.js';
import { HttpError } from '../http/errors.js';
import { anyone } from '../http/route-access.js';
import { adminOfRequest, requireAdmin } from '../http/require-admin.js';
import { loginBody, passwordChangeBody } from './auth.schema.js';
import { deviceIdOfRequest } from './device-cookie.js';
import { LoginThrottledError, loginThrottleRetryAfter, type LoginThrottle } from './login-throttle.js';
import { checkCredentials } from './login.service.js';
import { changeOwnPassword, PasswordChangeError } from './password-change.service.js';
import { hashForUnknownAccounts } from './password-hashing.js';
import { sessionCookieName, sessionCookieOptions } from './session.js';
import { clientAddress } from '../http/client-address.js';
import { completeSignIn, destroySession, noStore, regenerateSession, saveSession } from './sign-in.js';
import { changesNothingPublic } from '../http/public-effect.js';

export type AuthRouteDeps = { config: Config; db: Db; clock?: Clock | undefined };

/** `throttle` is the app's one sign-in limiter, which every other check of a password shares (current-password.ts). */
export function authRoutes(deps: AuthRouteDeps, throttle: LoginThrottle): Router {
  const { config, db, clock = systemClock } = deps;
  const router = backendRouter();
  // Made now rather than on the first unknown e-mail, which would otherwise answer slower.
  hashForUnknownAccounts().catch(() => undefined);

  router.post('/login/login.php', anyone, changesNothingPublic, async (req, res) => {
    noStore(res);
    const parsed = loginBody.safeParse(req.body);
    if (!parsed.success) throw loginError(400);
    const { email, password } = parsed.data;
    const client = { email, address: clientAddress(req), deviceId: deviceIdOfRequest(req, config, email) };
    const log = { event: 'login', email: email.toLowerCase(), address: client.address, knownDevice: Boolean(client.deviceId) };

    const attempt = await throttle.beginAttempt(client);
    if (!attempt.allowed) {
      req.log.warn({ ...log, outcome: 'throttled', limit: attempt.limit }, 'login refused: too many failed attempts');
      throw new LoginThrottledError(attempt.retryAfterMs, { status: 'error' });
    }
    const outcome = await checkCredentials(db, email, password);
    if (!outcome.ok && outcome.reason === 'disabled') {
      req.log.warn({ ...log, outcome: 'disabled', adminId: outcome.adminId }, 'login refused: account disabled');
      await recordAudit(db, { action: 'sign_in_failed', actor: { id: outcome.adminId, name: email, address: client.address }, at: new Date(clock.now()) });
      throw new HttpError(403, accountMessages.accountDisabled, { status: 'error', message: accountMessages.accountDisabled });
    }
    if (!outcome.ok) {
      req.log.warn({ ...log, outcome: 'failure', reason: outcome.reason }, 'login failed');
      // The e-mail as typed; the account only when it exists, so its owner sees attempts on it.
      const account = outcome.reason === 'wrong password' ? outcome.adminId : null;
      await recordAudit(db, { action: 'sign_in_failed', actor: { id: account, name: email, address: client.address }, at: new Date(clock.now()) });
      throw loginError(401);
    }
    await throttle.recordSuccess(client, attempt);
    if (outcome.admin.twoFactor) {
      // The password alone signs no one in: the new session holds only whose password was right
      // and when, for the code step (two-factor.routes.ts) to finish with completeSignIn.
      await regenerateSession(req);
      req.session.pendingTwoFactor = { userId: outcome.admin.id, at: clock.now() };
      await saveSession(req);
      req.log.info({ ...log, outcome: 'two_factor', adminId: outcome.admin.id }, 'login waits for its code');
      const reply: TwoFactorNeededReply = { status: 'two_factor', message: accountMessages.twoFactorNeeded };
      res.json(reply);
      return;
    }
    await completeSignIn(req, res, { config, db, clock }, { id: outcome.admin.id, username: outcome.admin.username, email }, log);
  });

  // A GET because the SPA calls it so (SPEC §7); SameSite=Strict keeps other sites from using it.
  router.get('/login/logout.php', anyone, async (req, res) => {
    noStore(res);
    const adminId = req.session?.userId;
    const username = req.session?.username ?? '';
    if (req.session) await destroySession(req);
    res.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
    if (adminId) {
      await recordAudit(db, { action: 'sign_out', actor: { id: adminId, name: username, address: clientAddress(req) }, at: new Date(clock.now()) });
      req.log.info({ event: 'logout', adminId }, 'logged out');
    }
    const reply: LogoutReply = { status: 'success', message: authMessages.logoutSuccess };
    res.json(reply);
  });

  router.get('/login/session.php', requireAdmin(deps, 'self', { status: 'error' }), (req, res) => {
    noStore(res);
    const admin = adminOfRequest(req);
    const reply: SessionReply & AccountSessionReply = {
      status: 'success',
      id: admin.id,
      username: admin.username,
      email: admin.email,
      role: admin.role,
      two_factor: admin.twoFactor,
      two_factor_setup_required: admin.twoFactorSetupRequired,
    };
    res.json(reply);
  });

  router.post(
    '/password/update_password_api.php',
    requireAdmin(deps, 'self', { status: false, message: serverMessages.unauthorized }),
    changesNothingPublic,
    async (req, res) => {
      const parsed = passwordChangeBody.safeParse(req.body);
      if (!parsed.success) {
        throw new PasswordChangeError(400, parsed.error.issues[0]?.message ?? serverMessages.badJson);
      }
      const admin = adminOfRequest(req);
      await changeOwnPassword(
        {
          db,
          throttle,
          adminId: admin.id,
          address: clientAddress(req),
          deviceId: (email) => deviceIdOfRequest(req, config, email),
          sessionId: req.sessionID,
          now: new Date(clock.now()),
        },
        parsed.data,
      );
      req.log.info({ event: 'password-change', adminId: admin.id }, 'password changed; other sessions ended');
      const reply: PasswordChangeReply = { status: true, message: successMessages.passwordUpdated };
      res.json(reply);
    },
  );

  router.use(loginThrottleRetryAfter());
  return router;
}

function loginError(status: number): HttpError {
  return new HttpError(status, authMessages.loginFailed, { status: 'error', message: authMessages.loginFailed });
}
