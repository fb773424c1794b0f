// Every endpoint that asks a signed-in account for its password again (turning two-factor sign-in
// off, new recovery codes, the password form) counts wrong ones with the sign-in's own limit per
// account and address: a stolen session is no way to guess the password without limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/accounts.js';
import { authMessages } from '../../common/messages.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { twoFactorAccount } from './two-factor-harness.js';

let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ deps: { clock } });
});
afterAll(async () => t.close());

const disable = '/backend/admin/account/two-factor/disable';
const recoveryCodes = '/backend/admin/account/two-factor/recovery-codes';

describe('the password asked for again', () => {
  it('is refused with 429 and Retry-After after 5 wrong ones to turn two-factor off, and then everywhere else the password is checked', async () => {
    const { admin, agent } = await twoFactorAccount(t, clock);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await agent.post(disable).send({ password: `Guess-${i}-Wrong!` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error).toBe(authMessages.loginThrottled(15));
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
        break;
      }
      expect(res.body.error).toBe(accountMessages.passwordWrong);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    // The count is the sign-in's: the right password is refused too, at each door.
    const codes = await agent.post(recoveryCodes).send({ password: admin.password });
    expect(codes.status).toBe(429);
    expect(codes.body.error).toBe(authMessages.loginThrottled(15));
    expect(codes.headers['retry-after']).toBeDefined();
    const signIn = await siteAgent(t).agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    expect(signIn.status).toBe(429);
    const form = await agent
      .post('/backend/password/update_password_api.php')
      .send({ user_id: admin.id, old_password: admin.password, new_password: 'Brand-new-window-77!', confirm_new_password: 'Brand-new-window-77!' });
    expect(form.status).toBe(429);
    expect(form.body).toMatchObject({ status: false, message: authMessages.loginThrottled(15) });
    expect((await t.db.selectFrom('admin_users').select('totp_enabled_at').where('id', '=', admin.id).executeTakeFirstOrThrow()).totp_enabled_at).not.toBeNull();
  });

  it('counts wrong ones at sign-in and here together, and a right one clears the count as a sign-in does', async () => {
    const { admin, agent } = await twoFactorAccount(t, clock);
    for (let i = 0; i < 3; i++) {
      expect((await siteAgent(t).agent.post('/backend/login/login.php').send({ email: admin.email, password: `Guess-${i}-Wrong!` })).status).toBe(401);
    }
    expect((await agent.post(disable).send({ password: 'Guess-3-Wrong!' })).status).toBe(400);
    // The fifth attempt of this account from this address, the last the limit allows: right, it clears the count.
    expect((await agent.post(recoveryCodes).send({ password: admin.password })).status).toBe(200);
    for (let i = 5; i < 10; i++) expect((await agent.post(disable).send({ password: `Guess-${i}-Wrong!` })).status).toBe(400);
    expect((await agent.post(disable).send({ password: 'Guess-10-Wrong!' })).status).toBe(429);
  });
});
