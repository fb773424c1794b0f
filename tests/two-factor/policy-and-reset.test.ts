// The owners' rule that every account signs in with two factors, and an owner's reset of an
// account's two-factor sign-in (issue 23).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, type TwoFactorSetupReply, type UserReply } from '../../common/accounts.js';
import { loginAgent } from '../helpers/admin-agent.js';
import { createAdminUser } from '../helpers/login.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { codeAt, entriesOf, passwordStep, requireTwoFactorForEveryone, twoFactorAccount } from './two-factor-harness.js';

let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ deps: { clock } });
});
afterAll(async () => t.close());

describe('two-factor sign-in required for every account', () => {
  afterEach(async () => requireTwoFactorForEveryone(t, false));

  it('signs an account without it in with the password, and sends it to the set-up before anything else', async () => {
    await requireTwoFactorForEveryone(t, true);
    const admin = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    expect((await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password })).body).toMatchObject({
      status: 'success',
    });
    expect((await agent.get('/backend/login/session.php')).body).toMatchObject({ two_factor: false, two_factor_setup_required: true });
    const read = await agent.get('/backend/admin/activity');
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ error: accountMessages.twoFactorSetupRequired, code: 'two_factor_setup_required' });

    expect((await agent.get('/backend/admin/account/two-factor')).body).toEqual({ enabled: false, recovery_codes_left: 0, required: true });
    const setup = await agent.post('/backend/admin/account/two-factor/setup').send({});
    expect(setup.status).toBe(200);
    const { secret } = setup.body as TwoFactorSetupReply;
    expect((await agent.post('/backend/admin/account/two-factor/confirm').send({ code: await codeAt(secret, clock) })).status).toBe(200);
    expect((await agent.get('/backend/login/session.php')).body).toMatchObject({ two_factor: true, two_factor_setup_required: false });
    expect((await agent.get('/backend/admin/activity')).status).toBe(200);
  });

  it('refuses to turn it off while required, and leaves no entry', async () => {
    const { admin, agent } = await twoFactorAccount(t, clock);
    await requireTwoFactorForEveryone(t, true);
    const res = await agent.post('/backend/admin/account/two-factor/disable').send({ password: admin.password });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(accountMessages.twoFactorRequiredCannotDisable);
    expect((await agent.get('/backend/admin/account/two-factor')).body).toMatchObject({ enabled: true, required: true });
    expect(await entriesOf(t, admin.id, 'two_factor_off')).toHaveLength(0);
  });
});

describe("an owner's reset", () => {
  it("turns the account's two-factor sign-in off; it then signs in with the password alone", async () => {
    const owner = await loginAgent(t);
    const { admin } = await twoFactorAccount(t, clock, { role: 'editor' });
    const res = await owner.agent.post(`/backend/admin/users/${admin.id}/two-factor/reset`).send({});
    expect(res.status).toBe(200);
    const reply = res.body as UserReply;
    expect(reply.message).toBe(accountMessages.twoFactorReset);
    expect(reply.user).toMatchObject({ id: admin.id, email: admin.email, role: 'editor', status: 'active', two_factor: false });

    const row = await t.db.selectFrom('admin_users').selectAll().where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect([row.totp_secret, row.totp_pending_secret, row.totp_enabled_at, row.totp_last_step]).toEqual([null, null, null, null]);
    expect(await t.db.selectFrom('recovery_codes').selectAll().where('admin_id', '=', admin.id).execute()).toHaveLength(0);

    const [entry] = await entriesOf(t, owner.admin.id, 'two_factor_reset');
    expect(entry).toMatchObject({ item_kind: 'users', item_id: admin.id, item_title: admin.email.split('@')[0] });

    const { agent } = siteAgent(t);
    expect((await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password })).body).toMatchObject({
      status: 'success',
    });
  });

  it('ends a sign-in waiting for its code', async () => {
    const owner = await loginAgent(t);
    const { admin, secret } = await twoFactorAccount(t, clock);
    const waiting = await passwordStep(t, admin);
    expect((await owner.agent.post(`/backend/admin/users/${admin.id}/two-factor/reset`).send({})).status).toBe(200);
    const res = await waiting.post('/backend/login/two-factor').send({ code: await codeAt(secret, clock) });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(accountMessages.twoFactorStepExpired);
  });

  it('is for owners only: editors and viewers get 403, and nothing changes', async () => {
    const { admin } = await twoFactorAccount(t, clock);
    for (const role of ['editor', 'viewer'] as const) {
      const other = await loginAgent(t, { role });
      const res = await other.agent.post(`/backend/admin/users/${admin.id}/two-factor/reset`).send({});
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'forbidden' });
    }
    const row = await t.db.selectFrom('admin_users').select('totp_enabled_at').where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row.totp_enabled_at).not.toBeNull();
  });

  it('answers 404 for an account that does not exist', async () => {
    const owner = await loginAgent(t);
    for (const id of ['999999', 'abc', '0']) {
      const res = await owner.agent.post(`/backend/admin/users/${id}/two-factor/reset`).send({});
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(accountMessages.userNotFound);
    }
  });
});
