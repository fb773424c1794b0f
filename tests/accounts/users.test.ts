// The Users screen's endpoints (issue 23): list, invite, send again, change, disable, delete and
// the account policy, each for owners only, with their refusals, the last-owner rule and the audit
// entries each change leaves (and a refused one does not).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountMessages, type UserReply, type UsersReply } from '../../common/accounts.js';
import { REQUIRE_TWO_FACTOR_KEY } from '../../server/src/http/session-account.repository.js';
import { deleteUser, updateUser } from '../../server/src/accounts/users.service.js';
import { HttpError } from '../../server/src/http/errors.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createAdminUser } from '../helpers/login.js';
import { loginAs } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { entriesOf, mailsTo, queuedToken } from './accounts-harness.js';

const loopback = /^127\.0\.0\.1$|^::1$/;

let t: TestApp;
let clock: TestClock;
let owner: AdminAgent;
let ownerName: string;

beforeAll(async () => {
  clock = createTestClock();
  // A mail server is set (nothing listens there: no worker runs here), so invitations say they were sent.
  t = await createTestApp({ deps: { clock }, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
  owner = await loginAgent(t);
  ownerName = owner.admin.email.split('@')[0]!;
});
afterAll(async () => {
  await t.close();
});

async function invite(body: Record<string, unknown>) {
  return owner.agent.post('/backend/admin/users').send(body);
}

/** How many stored sessions the account has. */
async function sessionsOf(id: number): Promise<number> {
  const rows = await t.db.selectFrom('session').select('sess').execute();
  return rows.filter((row) => (row.sess as { userId?: number }).userId === id).length;
}

describe('listing accounts', () => {
  it('lists every account by name with its role, status, two-factor state and last sign-in', async () => {
    const editor = await createAdminUser(t.db, { email: 'aaron.editor@example.com', role: 'editor' });
    await invite({ name: 'Zoe Invited', email: 'zoe@example.com', role: 'viewer' });
    const res = await owner.agent.get('/backend/admin/users');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const reply = res.body as UsersReply;
    expect(reply.require_two_factor).toBe(false);
    const names = reply.users.map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(reply.users.find((user) => user.id === editor.id)).toEqual({
      id: editor.id,
      name: 'aaron.editor',
      email: 'aaron.editor@example.com',
      role: 'editor',
      status: 'active',
      two_factor: false,
      last_sign_in_at: null,
    });
    expect(reply.users.find((user) => user.email === 'zoe@example.com')).toMatchObject({ name: 'Zoe Invited', role: 'viewer', status: 'invited' });
    expect(reply.users.find((user) => user.id === owner.admin.id)).toMatchObject({ role: 'owner', status: 'active' });
  });
});

describe('inviting', () => {
  it('creates the account without a password, its 48-hour link and the e-mail, and records user_added', async () => {
    let res!: Awaited<ReturnType<typeof invite>>;
    const entries = await entriesOf(t.db, async () => {
      res = await invite({ name: '  Priya Shah ', email: 'Priya.Shah@example.com', role: 'editor' });
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const reply = res.body as UserReply;
    expect(reply.message).toBe(accountMessages.invited('Priya.Shah@example.com'));
    expect(reply.user).toMatchObject({ name: 'Priya Shah', email: 'Priya.Shah@example.com', role: 'editor', status: 'invited', two_factor: false, last_sign_in_at: null });
    const row = await t.db.selectFrom('admin_users').selectAll().where('id', '=', reply.user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    const links = await t.db.selectFrom('account_links').selectAll().where('admin_id', '=', reply.user.id).execute();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ purpose: 'invite', used_at: null });
    expect(links[0]!.expires_at.getTime()).toBe(clock.now() + 48 * 3_600_000);
    // Only the token's hash is stored; the mail holds the token.
    const token = await queuedToken(t.db, 'Priya.Shah@example.com');
    expect(links[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(links[0]!.token_hash).not.toContain(token);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user_added',
      user_id: owner.admin.id,
      username: ownerName,
      item_kind: 'users',
      item_id: reply.user.id,
      item_title: 'Priya Shah',
    });
    expect(entries[0]!.address).toMatch(loopback);
    expect(entries[0]!.at.getTime()).toBe(clock.now());
  });

  it.each([
    [{ email: 'n1@example.com', role: 'editor' }, accountMessages.nameRequired],
    [{ name: '   ', email: 'n2@example.com', role: 'editor' }, accountMessages.nameRequired],
    [{ name: 'x'.repeat(101), email: 'n3@example.com', role: 'editor' }, accountMessages.nameTooLong],
    [{ name: 'N', email: 'not-an-address', role: 'editor' }, accountMessages.emailInvalid],
    [{ name: 'N', role: 'editor' }, accountMessages.emailInvalid],
    [{ name: 'N', email: 'n4@example.com', role: 'admin' }, accountMessages.roleInvalid],
    [{ name: 'N', email: 'n5@example.com' }, accountMessages.roleInvalid],
  ])('refuses %j with 400 and its message, leaving nothing behind', async (body, message) => {
    const before = await t.db.selectFrom('admin_users').select('id').execute();
    const entries = await entriesOf(t.db, async () => {
      const res = await invite(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });
    expect(entries).toEqual([]);
    expect(await t.db.selectFrom('admin_users').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an e-mail address that has an account already, in any letter case, with 409', async () => {
    const existing = await createAdminUser(t.db, { email: 'taken@example.com', role: 'viewer' });
    const entries = await entriesOf(t.db, async () => {
      const res = await invite({ name: 'Again', email: ' TAKEN@Example.com ', role: 'editor' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: accountMessages.emailTaken });
    });
    expect(entries).toEqual([]);
    expect(await mailsTo(t.db, 'TAKEN@Example.com')).toBe(0);
    expect((await t.db.selectFrom('admin_users').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow()).username).toBe('taken');
  });
});

describe('sending an invitation again', () => {
  it('queues a new link and voids the older one', async () => {
    const invited = (await invite({ name: 'Ravi', email: 'ravi@example.com', role: 'viewer' })).body as UserReply;
    const first = await queuedToken(t.db, 'ravi@example.com');
    let res!: { status: number; body: unknown };
    const entries = await entriesOf(t.db, async () => {
      res = await owner.agent.post(`/backend/admin/users/${invited.user.id}/invitation`);
    });
    expect(res.status).toBe(200);
    expect(entries.map((entry) => [entry.action, entry.item_id, entry.user_id])).toEqual([['user_added', invited.user.id, owner.admin.id]]);
    expect(res.body).toMatchObject({ message: accountMessages.invitationResent('ravi@example.com'), user: { id: invited.user.id, status: 'invited' } });
    const second = await queuedToken(t.db, 'ravi@example.com');
    expect(second).not.toBe(first);
    expect(await mailsTo(t.db, 'ravi@example.com')).toBe(2);
    const { agent } = owner;
    expect((await agent.post('/backend/login/account-link').send({ token: first })).status).toBe(410);
    expect((await agent.post('/backend/login/account-link').send({ token: second })).body).toEqual({ purpose: 'invite', email: 'ravi@example.com', name: 'Ravi' });
  });

  it('refuses an account that has its password already (409) and an unknown one (404), leaving no entry', async () => {
    const active = await createAdminUser(t.db, { role: 'editor' });
    const entries = await entriesOf(t.db, async () => {
      const res = await owner.agent.post(`/backend/admin/users/${active.id}/invitation`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: accountMessages.notInvited });
      for (const id of ['999999', 'abc', '0']) {
        const missing = await owner.agent.post(`/backend/admin/users/${id}/invitation`);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ error: accountMessages.userNotFound });
      }
    });
    expect(entries).toEqual([]);
    expect(await mailsTo(t.db, active.email)).toBe(0);
  });
});

describe('changing an account', () => {
  it('changes the role and records role_change with the field', async () => {
    const editor = await createAdminUser(t.db, { role: 'editor' });
    let res!: { status: number; body: UserReply };
    const entries = await entriesOf(t.db, async () => {
      res = await owner.agent.patch(`/backend/admin/users/${editor.id}`).send({ role: 'viewer' });
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: accountMessages.userUpdated, user: { id: editor.id, role: 'viewer' } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'role_change', changed_fields: ['role'], item_kind: 'users', item_id: editor.id, user_id: owner.admin.id });
  });

  it('renames an account, records it as an update of its name, and leaves no entry for a change to the same values', async () => {
    const editor = await createAdminUser(t.db, { role: 'editor' });
    const renamed = await entriesOf(t.db, async () => {
      const res = await owner.agent.patch(`/backend/admin/users/${editor.id}`).send({ name: 'Meera Iyer' });
      expect(res.body.user).toMatchObject({ name: 'Meera Iyer' });
    });
    expect(renamed.map((entry) => [entry.action, entry.changed_fields, entry.item_title])).toEqual([['update', ['name'], 'Meera Iyer']]);
    const same = await entriesOf(t.db, async () => {
      const res = await owner.agent.patch(`/backend/admin/users/${editor.id}`).send({ name: 'Meera Iyer', role: 'editor', disabled: false });
      expect(res.status).toBe(200);
    });
    expect(same).toEqual([]);
  });

  it('refuses a bad role or name (400) and an unknown account (404), leaving no entry', async () => {
    const editor = await createAdminUser(t.db, { role: 'editor' });
    const entries = await entriesOf(t.db, async () => {
      const badRole = await owner.agent.patch(`/backend/admin/users/${editor.id}`).send({ role: 'boss' });
      expect(badRole.status).toBe(400);
      expect(badRole.body).toEqual({ error: accountMessages.roleInvalid });
      const badName = await owner.agent.patch(`/backend/admin/users/${editor.id}`).send({ name: '' });
      expect(badName.body).toEqual({ error: accountMessages.nameRequired });
      const missing = await owner.agent.patch('/backend/admin/users/999999').send({ role: 'viewer' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: accountMessages.userNotFound });
    });
    expect(entries).toEqual([]);
  });

  it('refuses to change or delete your own account (409 notYourself), leaving no entry', async () => {
    const entries = await entriesOf(t.db, async () => {
      for (const res of [
        await owner.agent.patch(`/backend/admin/users/${owner.admin.id}`).send({ role: 'editor' }),
        await owner.agent.patch(`/backend/admin/users/${owner.admin.id}`).send({ disabled: true }),
        await owner.agent.delete(`/backend/admin/users/${owner.admin.id}`),
      ]) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ error: accountMessages.notYourself });
      }
    });
    expect(entries).toEqual([]);
    expect((await owner.agent.get('/backend/admin/users')).status).toBe(200);
  });
});

describe('disabling and enabling', () => {
  it("ends the account's sessions at once: its next request gets 401, and it cannot sign in", async () => {
    const editor = await createAdminUser(t.db, { role: 'editor' });
    const signedIn = await loginAs(t, editor);
    expect((await signedIn.agent.get('/backend/admin/activity')).status).toBe(200);
    expect(await sessionsOf(editor.id)).toBe(1);
    let res!: { status: number; body: UserReply };
    const entries = await entriesOf(t.db, async () => {
      res = await owner.agent.patch(`/backend/admin/users/${editor.id}`).send({ disabled: true });
    });
    expect(res.status).toBe(200);
    expect(res.body.user.status).toBe('disabled');
    expect(await sessionsOf(editor.id)).toBe(0);
    expect((await signedIn.agent.get('/backend/admin/activity')).status).toBe(401);
    const again = await signedIn.agent.post('/backend/login/login.php').send({ email: editor.email, password: editor.password });
    expect(again.status).toBe(403);
    expect(entries.map((entry) => [entry.action, entry.item_id])).toEqual([['user_disabled', editor.id]]);

    const enabled = await entriesOf(t.db, async () => {
      const back = await owner.agent.patch(`/backend/admin/users/${editor.id}`).send({ disabled: false });
      expect(back.body.user.status).toBe('active');
    });
    expect(enabled.map((entry) => entry.action)).toEqual(['user_enabled']);
    await loginAs(t, editor);
  });
});

describe('deleting', () => {
  it("deletes the account, ends its sessions, and records user_deleted with the account's name", async () => {
    const viewer = await createAdminUser(t.db, { email: 'leaving@example.com', role: 'viewer' });
    const signedIn = await loginAs(t, viewer);
    let res!: { status: number; body: unknown };
    const entries = await entriesOf(t.db, async () => {
      res = await owner.agent.delete(`/backend/admin/users/${viewer.id}`);
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: accountMessages.userDeleted });
    expect(await t.db.selectFrom('admin_users').select('id').where('id', '=', viewer.id).executeTakeFirst()).toBeUndefined();
    expect(await sessionsOf(viewer.id)).toBe(0);
    expect((await signedIn.agent.get('/backend/admin/activity')).status).toBe(401);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'user_deleted', user_id: owner.admin.id, item_kind: 'users', item_id: viewer.id, item_title: 'leaving' });
    const missing = await owner.agent.delete(`/backend/admin/users/${viewer.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: accountMessages.userNotFound });
  });
});

describe('deleting an invited account', () => {
  it('withdraws its invitation still waiting in the queue', async () => {
    const { user } = (await invite({ name: 'Never Mind', email: 'never@example.com', role: 'viewer' })).body as UserReply;
    expect(await mailsTo(t.db, 'never@example.com')).toBe(1);
    expect((await owner.agent.delete(`/backend/admin/users/${user.id}`)).status).toBe(200);
    expect(await mailsTo(t.db, 'never@example.com')).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('describes the real replies of the users endpoints', async () => {
    const document = (await owner.agent.get('/backend/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    };
    const schemaOf = (path: string, method: string, status: string) => {
      const schema = document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
      expect(schema, `${method} ${path} ${status}`).toBeDefined();
      return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
    };
    const list = await owner.agent.get('/backend/admin/users');
    expect(schemaOf('/admin/users', 'get', '200').safeParse(list.body).error?.issues ?? []).toEqual([]);
    const invited = await invite({ name: 'Documented', email: 'documented@example.com', role: 'viewer' });
    expect(schemaOf('/admin/users', 'post', '201').safeParse(invited.body).error?.issues ?? []).toEqual([]);
    const id = (invited.body as UserReply).user.id;
    const patched = await owner.agent.patch(`/backend/admin/users/${id}`).send({ role: 'editor' });
    expect(schemaOf('/admin/users/{id}', 'patch', '200').safeParse(patched.body).error?.issues ?? []).toEqual([]);
    const link = await owner.agent.post('/backend/login/account-link').send({ token: await queuedToken(t.db, 'documented@example.com') });
    expect(schemaOf('/login/account-link', 'post', '200').safeParse(link.body).error?.issues ?? []).toEqual([]);
    const deleted = await owner.agent.delete(`/backend/admin/users/${id}`);
    expect(schemaOf('/admin/users/{id}', 'delete', '200').safeParse(deleted.body).error?.issues ?? []).toEqual([]);
  });
});

describe('roles', () => {
  it.each(['editor', 'viewer'] as const)('answers a %s 403 on every users route, changing nothing', async (role) => {
    const { agent } = await loginAgent(t, { role });
    const target = await createAdminUser(t.db, { role: 'viewer' });
    const invited = (await invite({ name: `Invited for ${role}`, email: `for-${role}@example.com`, role: 'viewer' })).body as UserReply;
    const entries = await entriesOf(t.db, async () => {
      for (const res of [
        await agent.get('/backend/admin/users'),
        await agent.post('/backend/admin/users').send({ name: 'X', email: `x-${role}@example.com`, role: 'owner' }),
        await agent.post(`/backend/admin/users/${invited.user.id}/invitation`),
        await agent.patch(`/backend/admin/users/${target.id}`).send({ role: 'owner' }),
        await agent.delete(`/backend/admin/users/${target.id}`),
        await agent.put('/backend/admin/account-policy').send({ require_two_factor: true }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: accountMessages.forbidden(role), code: 'forbidden' });
      }
    });
    expect(entries).toEqual([]);
    expect((await t.db.selectFrom('admin_users').select('role').where('id', '=', target.id).executeTakeFirstOrThrow()).role).toBe('viewer');
    expect(await mailsTo(t.db, `for-${role}@example.com`)).toBe(1);
  });
});

describe('the account policy', () => {
  it('requires two-factor sign-in of every account, records the change, and refuses a bad body', async () => {
    const refused = await entriesOf(t.db, async () => {
      const bad = await owner.agent.put('/backend/admin/account-policy').send({ require_two_factor: 'yes' });
      expect(bad.status).toBe(400);
    });
    expect(refused).toEqual([]);
    const entries = await entriesOf(t.db, async () => {
      const res = await owner.agent.put('/backend/admin/account-policy').send({ require_two_factor: true });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ require_two_factor: true, message: accountMessages.policyUpdated });
    });
    expect(entries.map((entry) => [entry.action, entry.user_id])).toEqual([['account_policy_change', owner.admin.id]]);
    // The owner has no second factor: from now on only its own account screens answer it.
    const blocked = await owner.agent.get('/backend/admin/users');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'two_factor_setup_required' });
    await t.db.updateTable('app_settings').set({ value: 'false' }).where('key', '=', REQUIRE_TWO_FACTOR_KEY).execute();
    expect((await owner.agent.get('/backend/admin/users')).body).toMatchObject({ require_two_factor: false });
  });
});

describe('the last owner', () => {
  let solo: TestApp;
  beforeAll(async () => {
    solo = await createTestApp({ deps: { clock } });
  });
  afterAll(async () => {
    await solo.close();
  });

  it('cannot be demoted, disabled or deleted, and the refusal leaves no entry', async () => {
    const only = await createAdminUser(solo.db);
    // An invited owner cannot act, so does not count as another owner.
    await solo.db.insertInto('admin_users').values({ email: 'invited-owner@example.com', username: 'invited', password_hash: null, role: 'owner' }).execute();
    // Owners cannot act on themselves, so only another actor (the service's caller) reaches the rule.
    const context = { db: solo.db, actor: { id: 0, name: 'test', address: '127.0.0.1' }, now: new Date(clock.now()), linkOrigin: 'http://sjg.localhost', mailConfigured: true };
    const entries = await entriesOf(solo.db, async () => {
      for (const attempt of [
        () => updateUser(context, only.id, { role: 'editor' }),
        () => updateUser(context, only.id, { disabled: true }),
        () => deleteUser(context, only.id),
      ]) {
        const error = await attempt().catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status: 409, message: accountMessages.lastOwner });
      }
    });
    expect(entries).toEqual([]);
    const row = await solo.db.selectFrom('admin_users').selectAll().where('id', '=', only.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'owner', disabled_at: null });
    // With a second active owner, the first may be demoted.
    const second = await createAdminUser(solo.db);
    await expect(updateUser({ ...context, actor: { ...context.actor, id: second.id } }, only.id, { role: 'editor' })).resolves.toMatchObject({
      user: { role: 'editor' },
    });
  });

  it.each([
    ['demote', { role: 'editor' }],
    ['disable', { disabled: true }],
  ])('stays when two owners %s each other at the same moment', async (_name, change) => {
    await solo.db.deleteFrom('session').execute();
    await solo.db.deleteFrom('admin_users').execute();
    const first = await loginAgent(solo);
    const second = await loginAgent(solo);
    const [a, b] = await Promise.all([
      first.agent.patch(`/backend/admin/users/${second.admin.id}`).send(change),
      second.agent.patch(`/backend/admin/users/${first.admin.id}`).send(change),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    // The loser either saw the winner's change in the rule (409) or had lost its own rights first (401/403).
    expect([401, 403, 409]).toContain(statuses[1]);
    const owners = await solo.db
      .selectFrom('admin_users')
      .select('id')
      .where('role', '=', 'owner')
      .where('disabled_at', 'is', null)
      .execute();
    expect(owners).toHaveLength(1);
  });
});
