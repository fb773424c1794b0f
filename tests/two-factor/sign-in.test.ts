// Signing in with two factors (issue 23): the password alone gives a session that can do nothing;
// the code step, with codes made here by otplib, signs in; an expired code, a code used already
// and a recovery code used already are refused; the step waits 5 minutes for its code; and it has
// its own limit of wrong codes. Time is moved on the app's clock, never slept through.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/accounts.js';
import { authMessages } from '../../common/messages.js';
import { resetAdminTwoFactor } from '../../server/src/auth/admin-accounts.service.js';
import { sealSecret } from '../../server/src/auth/secret-box.js';
import { createAdminUser } from '../helpers/login.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { codeAt, entriesOf, passwordStep, STEP_MS, twoFactorAccount, wrongCodeAt } from './two-factor-harness.js';

let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ deps: { clock } });
});
afterAll(async () => t.close());

const codeStep = '/backend/login/two-factor';

describe('sign-in with two factors', () => {
  it('asks for the code after the password, with a new session that can do nothing yet, and no sign-in entry', async () => {
    const { admin } = await twoFactorAccount(t, clock);
    const signInsBefore = (await entriesOf(t, admin.id, 'sign_in')).length;
    const { agent } = siteAgent(t);
    const res = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'two_factor', message: accountMessages.twoFactorNeeded });
    expect(res.headers['set-cookie']?.toString()).toMatch(/sjg\.sid=/);
    expect((await agent.get('/backend/login/session.php')).status).toBe(401);
    expect((await agent.get('/backend/admin/activity')).status).toBe(401);
    expect((await agent.get('/backend/admin/account/two-factor')).status).toBe(401);
    expect(await entriesOf(t, admin.id, 'sign_in')).toHaveLength(signInsBefore);
  });

  it('signs in with the current code, as login.php signs in an account without two factors, with an entry', async () => {
    const { admin, secret } = await twoFactorAccount(t, clock);
    const signInsBefore = (await entriesOf(t, admin.id, 'sign_in')).length;
    const agent = await passwordStep(t, admin);
    const res = await agent.post(codeStep).send({ code: await codeAt(secret, clock) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', id: admin.id, username: admin.email.split('@')[0], message: authMessages.loginSuccess });
    expect(res.headers['set-cookie']?.toString()).toMatch(/sjg\.device=/);
    expect((await agent.get('/backend/login/session.php')).body).toMatchObject({ status: 'success', id: admin.id, two_factor: true });
    expect((await agent.get('/backend/admin/activity')).status).toBe(200);
    const entries = await entriesOf(t, admin.id, 'sign_in');
    expect(entries).toHaveLength(signInsBefore + 1);
    expect(entries.at(-1)!.at.getTime()).toBe(clock.now());
    const row = await t.db.selectFrom('admin_users').select('last_sign_in_at').where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row.last_sign_in_at?.getTime()).toBe(clock.now());
  });

  it("accepts the previous step's code (a phone 30 s behind), but not one from two steps ago", async () => {
    const { admin, secret } = await twoFactorAccount(t, clock);
    clock.advance(3 * STEP_MS);
    const agent = await passwordStep(t, admin);
    const expired = await agent.post(codeStep).send({ code: await codeAt(secret, clock, 2) });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ status: 'error', error: accountMessages.twoFactorWrong, message: accountMessages.twoFactorWrong });
    expect((await agent.post(codeStep).send({ code: await codeAt(secret, clock, 1) })).status).toBe(200);
  });

  it('refuses a code used already, even within its window, and an older one after a newer was used', async () => {
    const { admin, secret } = await twoFactorAccount(t, clock);
    const code = await codeAt(secret, clock);
    const first = await passwordStep(t, admin);
    expect((await first.post(codeStep).send({ code })).status).toBe(200);

    const second = await passwordStep(t, admin);
    const replay = await second.post(codeStep).send({ code });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(accountMessages.twoFactorWrong);
    // The previous step's code is within the window, but older than the one used.
    expect((await second.post(codeStep).send({ code: await codeAt(secret, clock, 1) })).status).toBe(401);
    expect((await second.get('/backend/login/session.php')).status).toBe(401);
    clock.advance(STEP_MS);
    expect((await second.post(codeStep).send({ code: await codeAt(secret, clock) })).status).toBe(200);
  });

  it('lets only one of three sign-ins racing with the same code through', async () => {
    const { admin, secret } = await twoFactorAccount(t, clock);
    const agents = await Promise.all([passwordStep(t, admin), passwordStep(t, admin), passwordStep(t, admin)]);
    const code = await codeAt(secret, clock);
    const statuses = (await Promise.all(agents.map((agent) => agent.post(codeStep).send({ code })))).map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(2);
  });

  it('takes a recovery code once, in either field and however it is typed', async () => {
    const { admin, recoveryCodes } = await twoFactorAccount(t, clock);
    const [first, second] = recoveryCodes as [string, string];
    const agent = await passwordStep(t, admin);
    expect((await agent.post(codeStep).send({ recovery_code: first })).status).toBe(200);

    const again = await passwordStep(t, admin);
    const reused = await again.post(codeStep).send({ recovery_code: first });
    expect(reused.status).toBe(401);
    expect(reused.body.error).toBe(accountMessages.twoFactorWrong);
    expect((await again.post(codeStep).send({ code: ` ${second.toUpperCase()} ` })).status).toBe(200);
    expect((await again.get('/backend/admin/account/two-factor')).body).toMatchObject({ enabled: true, recovery_codes_left: 8 });
  });

  it('waits 5 minutes for the code, by the app clock; then the password is asked again', async () => {
    const { admin, secret } = await twoFactorAccount(t, clock);
    const agent = await passwordStep(t, admin);
    clock.advance(5 * 60_000 + 1000);
    const late = await agent.post(codeStep).send({ code: await codeAt(secret, clock) });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ status: 'error', error: accountMessages.twoFactorStepExpired });
    // The waiting step is gone, not merely refused once.
    clock.advance(STEP_MS);
    expect((await agent.post(codeStep).send({ code: await codeAt(secret, clock) })).body.error).toBe(accountMessages.twoFactorStepExpired);

    const inTime = await passwordStep(t, admin);
    clock.advance(5 * 60_000 - 1000);
    expect((await inTime.post(codeStep).send({ code: await codeAt(secret, clock) })).status).toBe(200);
  });

  it('refuses the code step without a password step', async () => {
    const { secret } = await twoFactorAccount(t, clock);
    const { agent } = siteAgent(t);
    const res = await agent.post(codeStep).send({ code: await codeAt(secret, clock) });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(accountMessages.twoFactorStepExpired);
  });

  it('records each wrong code as a failed sign-in, and answers 429 with Retry-After after 5 of them, even to the right code', async () => {
    const { admin, secret } = await twoFactorAccount(t, clock);
    const failuresBefore = (await entriesOf(t, admin.id, 'sign_in_failed')).length;
    const agent = await passwordStep(t, admin);
    for (let i = 0; i < 5; i += 1) {
      const res = await agent.post(codeStep).send({ code: await wrongCodeAt(secret, clock) });
      expect(res.status).toBe(401);
    }
    const failures = await entriesOf(t, admin.id, 'sign_in_failed');
    expect(failures).toHaveLength(failuresBefore + 5);
    expect(failures.at(-1)).toMatchObject({ username: admin.email.split('@')[0] });

    const refused = await agent.post(codeStep).send({ code: await codeAt(secret, clock) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ status: 'error', error: accountMessages.twoFactorThrottled(15) });
    // Another browser with the right password is held up too: the limit is the account's.
    const other = await passwordStep(t, admin);
    expect((await other.post(codeStep).send({ code: await codeAt(secret, clock) })).status).toBe(429);
  });

  it('signs an account without two-factor sign-in in with its password alone, as before', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    const res = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    expect(res.body).toMatchObject({ status: 'success', id: admin.id });
    expect((await agent.get('/backend/login/session.php')).body).toMatchObject({ two_factor: false, two_factor_setup_required: false });
  });

  it('says why when SECRETS_KEY changed under a set-up account, and npm run admin’s reset lets the password alone sign in', async () => {
    const { admin, secret } = await twoFactorAccount(t, clock);
    // The secret as a server with another SECRETS_KEY would have sealed it.
    await t.db.updateTable('admin_users').set({ totp_secret: sealSecret(randomBytes(32), secret) }).where('id', '=', admin.id).execute();
    const agent = await passwordStep(t, admin);
    const refused = await agent.post(codeStep).send({ code: await codeAt(secret, clock) });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ error: accountMessages.secretUnreadable });

    await resetAdminTwoFactor(t.db, admin.email, new Date(clock.now()));
    const { agent: fresh } = siteAgent(t);
    const res = await fresh.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    expect(res.body).toMatchObject({ status: 'success', id: admin.id });
    const resets = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'two_factor_reset').where('item_id', '=', admin.id).execute();
    expect(resets).toEqual([expect.objectContaining({ username: 'npm run admin', item_kind: 'users' })]);
  });
});
