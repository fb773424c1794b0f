// Setting up two-factor sign-in (issue 23): a secret as text and QR code, confirmed by a first code
// made here with otplib as an authenticator app makes it; 10 recovery codes shown once and stored
// hashed; the secret stored encrypted with SECRETS_KEY; turning it off needs the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, FRESH_SIGN_IN_MINUTES, type RecoveryCodesReply, type TwoFactorSetupReply } from '../../common/accounts.js';
import { openSecret } from '../../server/src/auth/secret-box.js';
import { createAdminUser } from '../helpers/login.js';
import { loginAs } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { codeAt, entriesOf, twoFactorAccount, wrongCodeAt } from './two-factor-harness.js';

let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ deps: { clock } });
});
afterAll(async () => t.close());

async function adminRow(id: number) {
  return t.db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('two-factor set-up', () => {
  it('gives a secret, its otpauth URL and a QR code as SVG, and turns on with a first code: 10 recovery codes', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    expect((await agent.get('/backend/admin/account/two-factor')).body).toEqual({ enabled: false, recovery_codes_left: 0, required: false });

    const setup = await agent.post('/backend/admin/account/two-factor/setup').send({});
    expect(setup.status).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_url, qr_svg } = setup.body as TwoFactorSetupReply;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('SJG Group');
    expect(decodeURIComponent(url.pathname)).toContain(admin.email);
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Not on until the first code proves the app holds the secret.
    expect((await adminRow(admin.id)).totp_enabled_at).toBeNull();

    const confirm = await agent.post('/backend/admin/account/two-factor/confirm').send({ code: await codeAt(secret, clock) });
    expect(confirm.status).toBe(200);
    const { recovery_codes, message } = confirm.body as RecoveryCodesReply;
    expect(message).toBe(accountMessages.twoFactorOn);
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect((await agent.get('/backend/admin/account/two-factor')).body).toEqual({ enabled: true, recovery_codes_left: 10, required: false });
    expect((await agent.get('/backend/login/session.php')).body).toMatchObject({ two_factor: true, two_factor_setup_required: false });

    const [entry] = await entriesOf(t, admin.id, 'two_factor_on');
    expect(entry).toMatchObject({ item_kind: 'users', item_id: admin.id, item_title: admin.email.split('@')[0] });
    expect(entry!.at.getTime()).toBe(clock.now());
  });

  it('stores the recovery codes hashed, never as typed', async () => {
    const { admin, recoveryCodes } = await twoFactorAccount(t, clock);
    const rows = await t.db.selectFrom('recovery_codes').selectAll().where('admin_id', '=', admin.id).execute();
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores the secret encrypted with SECRETS_KEY: not the base32 text, but it opens with the key', async () => {
    const { admin, secret } = await twoFactorAccount(t, clock);
    const row = await adminRow(admin.id);
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(openSecret(t.config.secretsKey, row.totp_secret!)).toBe(secret);
    expect(row.totp_pending_secret).toBeNull();
  });

  it('refuses a wrong first code (400), a confirmation without a set-up (409) and a second set-up once on (409)', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const early = await agent.post('/backend/admin/account/two-factor/confirm').send({ code: '123456' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(accountMessages.twoFactorNotSetUp);

    const { secret } = (await agent.post('/backend/admin/account/two-factor/setup').send({})).body as TwoFactorSetupReply;
    const wrong = await agent.post('/backend/admin/account/two-factor/confirm').send({ code: await wrongCodeAt(secret, clock) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(accountMessages.twoFactorWrong);
    expect((await adminRow(admin.id)).totp_enabled_at).toBeNull();

    expect((await agent.post('/backend/admin/account/two-factor/confirm').send({ code: await codeAt(secret, clock) })).status).toBe(200);
    const again = await agent.post('/backend/admin/account/two-factor/setup').send({});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(accountMessages.twoFactorAlreadyOn);
  });

  it('turns off only with the password, and leaves an entry', async () => {
    const { admin, agent } = await twoFactorAccount(t, clock);
    const wrong = await agent.post('/backend/admin/account/two-factor/disable').send({ password: 'Not!The-Password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(accountMessages.passwordWrong);
    expect((await adminRow(admin.id)).totp_enabled_at).not.toBeNull();
    expect(await entriesOf(t, admin.id, 'two_factor_off')).toHaveLength(0);

    const off = await agent.post('/backend/admin/account/two-factor/disable').send({ password: admin.password });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: accountMessages.twoFactorOff });
    const row = await adminRow(admin.id);
    expect([row.totp_secret, row.totp_enabled_at, row.totp_last_step]).toEqual([null, null, null]);
    expect(await t.db.selectFrom('recovery_codes').selectAll().where('admin_id', '=', admin.id).execute()).toHaveLength(0);
    expect((await agent.get('/backend/admin/account/two-factor')).body).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect(await entriesOf(t, admin.id, 'two_factor_off')).toHaveLength(1);
  });

  it('renews the recovery codes with the password; the old ones stop working', async () => {
    const { admin, agent, recoveryCodes } = await twoFactorAccount(t, clock);
    expect((await agent.post('/backend/admin/account/two-factor/recovery-codes').send({ password: 'wrong' })).status).toBe(400);
    const renewed = await agent.post('/backend/admin/account/two-factor/recovery-codes').send({ password: admin.password });
    expect(renewed.status).toBe(200);
    const fresh = (renewed.body as RecoveryCodesReply).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect(renewed.body.message).toBe(accountMessages.recoveryCodesNew);
  });

  it('asks for the password once the sign-in is over 5 minutes old: 403 password_required, a wrong one refused as turning off refuses it', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    clock.advance(FRESH_SIGN_IN_MINUTES * 60_000 + 1000);
    const bare = await agent.post('/backend/admin/account/two-factor/setup').send({});
    expect(bare.status).toBe(403);
    expect(bare.body).toEqual({ error: accountMessages.twoFactorSetupPasswordNeeded, code: 'password_required' });
    expect((await adminRow(admin.id)).totp_pending_secret).toBeNull();

    const wrong = await agent.post('/backend/admin/account/two-factor/setup').send({ password: 'Not!The-Password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(accountMessages.passwordWrong);
    expect((await adminRow(admin.id)).totp_pending_secret).toBeNull();

    const right = await agent.post('/backend/admin/account/two-factor/setup').send({ password: admin.password });
    expect(right.status).toBe(200);
    const { secret } = right.body as TwoFactorSetupReply;
    expect((await agent.post('/backend/admin/account/two-factor/confirm').send({ code: await codeAt(secret, clock) })).status).toBe(200);
  });

  it('needs no password within 5 minutes of signing in, by the app clock', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    clock.advance(FRESH_SIGN_IN_MINUTES * 60_000 - 1000);
    expect((await agent.post('/backend/admin/account/two-factor/setup').send({})).status).toBe(200);
  });

  it('e-mails the account when two-factor sign-in is turned on, saying what to do if it was not them', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const { secret } = (await agent.post('/backend/admin/account/two-factor/setup').send({})).body as TwoFactorSetupReply;
    expect(await t.db.selectFrom('outgoing_mail').select('id').where('to_address', '=', admin.email).execute()).toHaveLength(0);
    expect((await agent.post('/backend/admin/account/two-factor/confirm').send({ code: await codeAt(secret, clock) })).status).toBe(200);
    const mails = await t.db.selectFrom('outgoing_mail').select(['subject', 'body']).where('to_address', '=', admin.email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Two-factor sign-in was turned on for your SJG admin account');
    expect(mails[0]!.body).toContain('If this was not you');
    // The moment in India time, as the admin shows it.
    const mumbai = new Date(clock.now() + 330 * 60_000);
    const month = mumbai.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    expect(mails[0]!.body).toContain(`on ${mumbai.getUTCDate()} ${month} ${mumbai.getUTCFullYear()}, ${mumbai.toISOString().slice(11, 16)} IST`);
  });

  it('answers 401 without a session', async () => {
    const { agent } = await loginAs(t, await createAdminUser(t.db));
    await agent.get('/backend/login/logout.php');
    expect((await agent.get('/backend/admin/account/two-factor')).status).toBe(401);
    expect((await agent.post('/backend/admin/account/two-factor/setup').send({})).status).toBe(401);
  });
});
