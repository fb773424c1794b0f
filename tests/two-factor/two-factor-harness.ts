// What the two-factor tests share: an app on a clock the test moves, accounts that have set up
// two-factor sign-in through the API, codes made with otplib as an authenticator app makes them,
// and the audit entries an account's actions left.
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { RecoveryCodesReply, TwoFactorSetupReply } from '../../common/accounts.js';
import type { AuditAction } from '../../common/audit.js';
import { createAdminUser, type TestAdmin } from '../helpers/login.js';
import { loginAs, siteAgent, type SiteAgent } from '../helpers/login-session.js';
import type { TestApp } from '../helpers/test-app.js';
import type { TestClock } from '../helpers/test-clock.js';

export const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at the clock's time, `stepsAgo` steps back. */
export function codeAt(secret: string, clock: TestClock, stepsAgo = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor((clock.now() - stepsAgo * STEP_MS) / 1000) });
}

/** Six digits that are none of the codes the server accepts now (the current step and one on either side). */
export async function wrongCodeAt(secret: string, clock: TestClock): Promise<string> {
  const taken = new Set(await Promise.all([-1, 0, 1].map((steps) => codeAt(secret, clock, steps))));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!taken.has(code)) return code;
  }
}

export type TwoFactorAccount = { admin: TestAdmin; agent: SiteAgent; secret: string; recoveryCodes: string[]; setup: TwoFactorSetupReply };

/**
 * A new account (an owner unless `role` says otherwise) that signed in with its password and set
 * up two-factor sign-in; the clock then moves one step on, so the confirming code is history.
 */
export async function twoFactorAccount(t: TestApp, clock: TestClock, options: { role?: TestAdmin['role'] } = {}): Promise<TwoFactorAccount> {
  const admin = await createAdminUser(t.db, options.role ? { role: options.role } : {});
  const { agent } = await loginAs(t, admin);
  const setup = await agent.post('/backend/admin/account/two-factor/setup').send({});
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const { secret } = setup.body as TwoFactorSetupReply;
  const confirm = await agent.post('/backend/admin/account/two-factor/confirm').send({ code: await codeAt(secret, clock) });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  clock.advance(STEP_MS);
  return { admin, agent, secret, recoveryCodes: (confirm.body as RecoveryCodesReply).recovery_codes, setup: setup.body as TwoFactorSetupReply };
}

/** A fresh browser that has passed the password step of `admin`'s sign-in. */
export async function passwordStep(t: TestApp, admin: TestAdmin): Promise<SiteAgent> {
  const { agent } = siteAgent(t);
  const res = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'two_factor' });
  return agent;
}

/** The audit entries of one action naming `adminId` as actor, oldest first. */
export function entriesOf(t: TestApp, adminId: number, action: AuditAction) {
  return t.db.selectFrom('audit_log').selectAll().where('user_id', '=', adminId).where('action', '=', action).orderBy('id').execute();
}

export async function requireTwoFactorForEveryone(t: TestApp, required: boolean): Promise<void> {
  await t.db
    .insertInto('app_settings')
    .values({ key: 'require_two_factor', value: JSON.stringify(required) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(required) }))
    .execute();
}
