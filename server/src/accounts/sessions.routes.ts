// One's own sessions (every account), and an owner's view of any account's sessions.
import { changesNothingPublic } from '../http/public-effect.js';
import type { Request, Router } from 'express';
import { accountMessages, type SessionsReply } from '../../../common/accounts.js';
import { isRecordId } from '../../../common/record-id.js';
import type { AppDeps } from '../app-deps.js';
import { systemClock } from '../clock.js';
import { backendRouter } from '../http/backend-router.js';
import { clientAddress } from '../http/client-address.js';
import { NotFoundError } from '../http/errors.js';
import { adminOfRequest, requireAdmin } from '../http/require-admin.js';
import { sessionCookieName, sessionCookieOptions } from '../auth/session.js';
import { destroySession, noStore } from '../auth/sign-in.js';
import {
  endOtherOwnSessions,
  endOwnSession,
  endSessionsOfUser,
  listSessionsOfAccount,
  listSessionsOfUser,
  type SessionsActor,
  type SessionsContext,
} from './sessions.service.js';

export function sessionsRoutes(deps: AppDeps): Router {
  const { db, config, clock = systemClock } = deps;
  const router = backendRouter();
  const self = requireAdmin(deps, 'self');
  const owner = requireAdmin(deps, 'own');

  const contextOf = (req: Request): SessionsContext => ({ db, config, now: new Date(clock.now()), currentSid: req.sessionID });
  const actorOf = (req: Request): SessionsActor => {
    const { id, username } = adminOfRequest(req);
    return { id, name: username, address: clientAddress(req) };
  };

  router.get('/admin/account/sessions', self, async (req, res) => {
    const reply: SessionsReply = { sessions: await listSessionsOfAccount(contextOf(req), adminOfRequest(req).id) };
    noStore(res);
    res.json(reply);
  });

  router.delete('/admin/account/sessions/:id', self, changesNothingPublic, async (req, res) => {
    const { endedCurrent } = await endOwnSession(contextOf(req), actorOf(req), String(req.params.id));
    // The row is gone already; destroying the request's session keeps express-session from
    // writing it back when the reply ends, and the browser drops its cookie.
    if (endedCurrent) {
      await destroySession(req);
      res.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
    }
    noStore(res);
    res.json({ message: accountMessages.sessionEnded });
  });

  router.post('/admin/account/sessions/end-others', self, changesNothingPublic, async (req, res) => {
    await endOtherOwnSessions(contextOf(req), actorOf(req));
    noStore(res);
    res.json({ message: accountMessages.sessionsEnded });
  });

  router.get('/admin/users/:id/sessions', owner, changesNothingPublic, async (req, res) => {
    const reply: SessionsReply = { sessions: await listSessionsOfUser(contextOf(req), userIdOf(req)) };
    noStore(res);
    res.json(reply);
  });

  router.delete('/admin/users/:id/sessions', owner, changesNothingPublic, async (req, res) => {
    await endSessionsOfUser(contextOf(req), actorOf(req), userIdOf(req));
    noStore(res);
    res.json({ message: accountMessages.sessionsEnded });
  });

  return router;
}

/** The account id of the path; one that cannot be an id names no account. */
function userIdOf(req: Request): number {
  const text = String(req.params.id);
  if (!isRecordId(text)) throw new NotFoundError(accountMessages.userNotFound);
  return Number(text);
}
