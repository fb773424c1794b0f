// Two-factor sign-in: the code step of the sign-in, one's own set-up, an owner's reset.
import { changesNothingPublic } from '../http/public-effect.js';
import type { Request, Router } from 'express';
import { accountMessages, TWO_FACTOR_STEP_MINUTES } from '../../../common/accounts.js';
import type { AppDeps } from '../app-deps.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import type { PasswordAgain } from '../auth/current-password.js';
import { deviceIdOfRequest } from '../auth/device-cookie.js';
import { loginThrottleRetryAfter, type LoginThrottle } from '../auth/login-throttle.js';
import { completeSignIn, destroySession, noStore } from '../auth/sign-in.js';
import { clientAddress } from '../http/client-address.js';
import { systemClock } from '../clock.js';
import { backendRouter } from '../http/backend-router.js';
import { HttpError, NotFoundError } from '../http/errors.js';
import { anyone } from '../http/route-access.js';
import { adminOfRequest, requireAdmin } from '../http/require-admin.js';
import { createTwoFactorThrottle, TwoFactorThrottledError } from './two-factor-throttle.js';
import { passwordBody, twoFactorConfirmBody, twoFactorLoginBody, twoFactorSetupBody, userIdParam } from './two-factor.schema.js';
import {
  checkSignInCode,
  confirmTwoFactorSetup,
  disableTwoFactor,
  renewRecoveryCodes,
  resetTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
  type TwoFactorContext,
} from './two-factor.service.js';

const STEP_MS = TWO_FACTOR_STEP_MINUTES * 60_000;

/** `loginThrottle` is the sign-in's limiter: the password asked for again here counts against it. */
export function twoFactorRoutes(deps: AppDeps, loginThrottle: LoginThrottle): Router {
  const { config, db, pool, clock = systemClock } = deps;
  const router = backendRouter();
  const throttle = createTwoFactorThrottle(pool);
  const context = (): TwoFactorContext => ({ db, secretsKey: config.secretsKey, now: new Date(clock.now()) });
  const actorOf = (req: Request): AuditActor => {
    const admin = adminOfRequest(req);
    return { id: admin.id, name: admin.username, address: clientAddress(req) };
  };
  /** The request's account, counted as the sign-in counts it when its password is checked. */
  const passwordAgainOf = (req: Request): PasswordAgain => {
    const { email } = adminOfRequest(req);
    return { throttle: loginThrottle, client: { email, address: clientAddress(req), deviceId: deviceIdOfRequest(req, config, email) } };
  };

  router.post('/login/two-factor', anyone, changesNothingPublic, async (req, res) => {
    noStore(res);
    const pending = req.session.pendingTwoFactor;
    // Judged by the app's clock: a password typed long ago (a browser left open) proves little now.
    if (!pending || clock.now() - pending.at > STEP_MS) {
      if (pending) await destroySession(req);
      throw codeError(401, accountMessages.twoFactorStepExpired);
    }
    const parsed = twoFactorLoginBody.safeParse(req.body);
    if (!parsed.success) throw codeError(400, accountMessages.twoFactorWrong);
    const address = clientAddress(req);
    const log = { event: 'login', step: 'two_factor', address };
    const wait = await throttle.beginAttempt(pending.userId);
    if (wait !== null) {
      req.log.warn({ ...log, outcome: 'throttled', adminId: pending.userId }, 'two-factor code refused: too many wrong codes');
      const refusal = new TwoFactorThrottledError(wait);
      res.set('Retry-After', String(refusal.retryAfterSeconds));
      throw refusal;
    }
    const ctx = context();
    const judged = await checkSignInCode(ctx, pending.userId, parsed.data);
    if (judged.outcome === 'gone') {
      await destroySession(req);
      throw codeError(401, accountMessages.twoFactorStepExpired);
    }
    const email = judged.account.email.toLowerCase();
    if (judged.outcome === 'wrong') {
      req.log.warn({ ...log, email, outcome: 'failure', adminId: judged.account.id }, 'two-factor code wrong');
      await recordAudit(db, { action: 'sign_in_failed', actor: { id: judged.account.id, name: judged.account.username, address }, at: ctx.now });
      throw codeError(401, accountMessages.twoFactorWrong);
    }
    await throttle.recordSuccess(pending.userId);
    await completeSignIn(req, res, { config, db, clock }, judged.account, { ...log, email });
  });

  const self = requireAdmin(deps, 'self');
  const owner = requireAdmin(deps, 'own');

  router.get('/admin/account/two-factor', self, async (req, res) => {
    noStore(res);
    res.json(await twoFactorStatus(db, adminOfRequest(req).id));
  });

  router.post('/admin/account/two-factor/setup', self, changesNothingPublic, async (req, res) => {
    noStore(res);
    const { password } = twoFactorSetupBody.parse(req.body ?? {});
    // requireAdmin has checked that the session is live, so it has its sign-in time.
    const proof = { signedInAt: req.session.loginAt ?? 0, password: password === undefined ? undefined : { password, check: passwordAgainOf(req) } };
    res.json(await startTwoFactorSetup(context(), adminOfRequest(req).id, proof));
  });

  router.post('/admin/account/two-factor/confirm', self, changesNothingPublic, async (req, res) => {
    noStore(res);
    const { code } = twoFactorConfirmBody.parse(req.body);
    const reply = await confirmTwoFactorSetup(context(), adminOfRequest(req).id, code, actorOf(req));
    deps.mailQueue?.wake();
    res.json(reply);
  });

  router.post('/admin/account/two-factor/disable', self, changesNothingPublic, async (req, res) => {
    noStore(res);
    const { password } = passwordBody.parse(req.body);
    res.json(await disableTwoFactor(context(), adminOfRequest(req).id, { password, check: passwordAgainOf(req) }, actorOf(req)));
  });

  router.post('/admin/account/two-factor/recovery-codes', self, changesNothingPublic, async (req, res) => {
    noStore(res);
    const { password } = passwordBody.parse(req.body);
    res.json(await renewRecoveryCodes(context(), adminOfRequest(req).id, { password, check: passwordAgainOf(req) }));
  });

  router.post('/admin/users/:id/two-factor/reset', owner, changesNothingPublic, async (req, res) => {
    const id = userIdParam.safeParse(req.params.id);
    if (!id.success) throw new NotFoundError(accountMessages.userNotFound);
    res.json(await resetTwoFactor(context(), id.data, actorOf(req)));
  });

  router.use(loginThrottleRetryAfter());
  return router;
}

/** The code step's refusals carry `status` and `message` as login.php's do, for the same form. */
function codeError(status: number, message: string): HttpError {
  return new HttpError(status, message, { status: 'error', message });
}
