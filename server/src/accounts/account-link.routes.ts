// Forgot password and the one-time links of e-mails (invitation, password reset): public, no session.
import type { ErrorRequestHandler, Router } from 'express';
import { accountMessages } from '../../../common/accounts.js';
import type { AppDeps } from '../app-deps.js';
import { systemClock } from '../clock.js';
import { backendRouter } from '../http/backend-router.js';
import { GoneError } from '../http/errors.js';
import { anyone } from '../http/route-access.js';
import { forgotPasswordBody, linkTokenBody, setPasswordBody } from './account-link.schema.js';
import { describeAccountLink, requestPasswordReset, setPasswordWithLink } from './account-link.service.js';
import { createForgotPasswordThrottle, ForgotPasswordThrottledError } from './forgot-password-throttle.js';
import { noStore } from '../auth/sign-in.js';
import { clientAddress } from '../http/client-address.js';
import { linkOriginOf } from './link-origin.js';
import { changesNothingPublic } from '../http/public-effect.js';

export function accountLinkRoutes(deps: AppDeps): Router {
  const { db, pool, clock = systemClock } = deps;
  const router = backendRouter();
  const throttle = createForgotPasswordThrottle(pool);

  router.post('/login/forgot-password', anyone, changesNothingPublic, async (req, res) => {
    noStore(res);
    const { email } = forgotPasswordBody.parse(req.body);
    const address = clientAddress(req);
    const allowed = await throttle.consume({ email, address });
    if (!allowed.allowed) {
      req.log.warn({ event: 'forgot-password', address, outcome: 'throttled' }, 'reset link refused: too many requests');
      throw new ForgotPasswordThrottledError(allowed.retryAfterMs);
    }
    const queued = await requestPasswordReset({ db, now: new Date(clock.now()), linkOrigin: linkOriginOf(deps) }, email);
    if (queued) deps.mailQueue?.wake();
    // The log may say which; the reply may not.
    req.log.info({ event: 'forgot-password', address, outcome: queued ? 'link queued' : 'no eligible account' }, 'reset link requested');
    // Without a mail server the link is only written to a file on the server: the reply says so
    // (whether or not the address is known) instead of promising an e-mail.
    res.json({ status: 'success', message: deps.config.smtpUrl === undefined ? accountMessages.forgotWithoutMail : accountMessages.forgotSent });
  });

  router.post('/login/account-link', anyone, changesNothingPublic, async (req, res) => {
    noStore(res);
    res.json(await describeAccountLink(db, tokenOf(req.body), new Date(clock.now())));
  });

  router.post('/login/set-password', anyone, changesNothingPublic, async (req, res) => {
    noStore(res);
    const token = tokenOf(req.body);
    const input = setPasswordBody.parse(req.body);
    await setPasswordWithLink({ db, now: new Date(clock.now()), address: clientAddress(req) }, token, input);
    res.json({ status: 'success', message: accountMessages.passwordSet });
  });

  router.use(retryAfterHeader());
  return router;
}

/** The token of a request body; a missing or malformed one is a link that does not work (410). */
function tokenOf(body: unknown): string {
  const parsed = linkTokenBody.safeParse(body);
  if (!parsed.success) throw new GoneError(accountMessages.linkInvalid);
  return parsed.data.token;
}

function retryAfterHeader(): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (error instanceof ForgotPasswordThrottledError && !res.headersSent) res.set('Retry-After', String(error.retryAfterSeconds));
    next(error);
  };
}
