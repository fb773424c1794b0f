// The Users screen's endpoints (owners): list, invite, change role, disable, delete; the account policy.
import type { Request, Router } from 'express';
import { accountMessages } from '../../../common/accounts.js';
import type { AppDeps } from '../app-deps.js';
import { systemClock } from '../clock.js';
import { backendRouter } from '../http/backend-router.js';
import { NotFoundError } from '../http/errors.js';
import { adminOfRequest, requireAdmin } from '../http/require-admin.js';
import { clientAddress } from '../http/client-address.js';
import { linkOriginOf } from './link-origin.js';
import { accountPolicyBody, inviteUserBody, updateUserBody, userIdOf } from './users.schema.js';
import { deleteUser, inviteUser, listUsers, makePasswordLink, resendInvitation, setAccountPolicy, updateUser, type UsersContext } from './users.service.js';
import { changesNothingPublic } from '../http/public-effect.js';

export function usersRoutes(deps: AppDeps): Router {
  const { db, clock = systemClock } = deps;
  const router = backendRouter();
  const owner = requireAdmin(deps, 'own');

  const contextOf = (req: Request): UsersContext => {
    const admin = adminOfRequest(req);
    return {
      db,
      actor: { id: admin.id, name: admin.username, address: clientAddress(req) },
      now: new Date(clock.now()),
      linkOrigin: linkOriginOf(deps),
      mailConfigured: deps.config.smtpUrl !== undefined,
    };
  };
  const idOf = (req: Request): number => {
    const id = userIdOf(req.params.id);
    if (id === null) throw new NotFoundError(accountMessages.userNotFound);
    return id;
  };

  router.get('/admin/users', owner, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await listUsers(db));
  });

  router.post('/admin/users', owner, changesNothingPublic, async (req, res) => {
    const input = inviteUserBody.parse(req.body);
    const reply = await inviteUser(contextOf(req), input);
    deps.mailQueue?.wake();
    res.status(201).json(reply);
  });

  router.post('/admin/users/:id/invitation', owner, changesNothingPublic, async (req, res) => {
    const reply = await resendInvitation(contextOf(req), idOf(req));
    deps.mailQueue?.wake();
    res.json(reply);
  });

  router.post('/admin/users/:id/password-link', owner, changesNothingPublic, async (req, res) => {
    const reply = await makePasswordLink(contextOf(req), idOf(req));
    deps.mailQueue?.wake();
    res.json(reply);
  });

  router.patch('/admin/users/:id', owner, changesNothingPublic, async (req, res) => {
    const id = idOf(req);
    const input = updateUserBody.parse(req.body);
    res.json(await updateUser(contextOf(req), id, input));
  });

  router.delete('/admin/users/:id', owner, changesNothingPublic, async (req, res) => {
    res.json(await deleteUser(contextOf(req), idOf(req)));
  });

  router.put('/admin/account-policy', owner, changesNothingPublic, async (req, res) => {
    const { require_two_factor } = accountPolicyBody.parse(req.body);
    res.json(await setAccountPolicy(contextOf(req), require_two_factor));
  });

  return router;
}
