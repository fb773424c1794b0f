import argon2 from 'argon2';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../common/messages.js';
import { findAdminById } from '../../server/src/auth/admin-users.repository.js';
import { hashingOptions } from '../../server/src/auth/password-hashing.js';
import { createAdminUser } from '../helpers/login.js';
import { loginAs, sessionIdFromSetCookie, siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const roomyLimits = {
  perAccountAndAddress: { attempts: 1000, windowSeconds: 900 },
  perAddress: { attempts: 1000, windowSeconds: 900 },
};

describe('login, logout and session', () => {
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
    t = await createTestApp({ deps: { logger, loginLimits: roomyLimits } });
  });
  afterAll(async () => t.close());

  it('logs in with e-mail and password and replies with the admin', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    const res = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      id: admin.id,
      username: admin.email.split('@')[0],
      message: 'Login successful',
    });
    const session = await agent.get('/backend/login/session.php');
    expect(session.body).toEqual({
      status: 'success',
      id: admin.id,
      username: admin.email.split('@')[0],
      email: admin.email,
      role: 'owner',
      two_factor: false,
      two_factor_setup_required: false,
    });
  });

  it('compares e-mails case-insensitively', async () => {
    const admin = await createAdminUser(t.db, { email: 'Mixed.Case@Example.com' });
    const { agent } = siteAgent(t);
    const res = await agent.post('/backend/login/login.php').send({ email: ' MIXED.case@example.COM ', password: admin.password });
    expect(res.body.status).toBe('success');
  });

  it('gives one generic message for an unknown e-mail and a wrong password', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    const wrong = await agent.post('/backend/login/login.php').send({ email: admin.email, password: 'Wrong!Passw0rd' });
    const unknown = await agent.post('/backend/login/login.php').send({ email: 'nobody@example.com', password: admin.password });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 'error', message: 'Invalid email or password.' });
    }
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await agent.get('/backend/login/session.php')).status).toBe(401);
  });

  it('refuses a body without e-mail or password, and an over-long password, with the same message', async () => {
    const { agent } = siteAgent(t);
    for (const body of [{}, { email: 'a@example.com' }, { email: 'a@example.com', password: 'x'.repeat(1025) }]) {
      const res = await agent.post('/backend/login/login.php').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: authMessages.loginFailed });
    }
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await agent.post('/backend/login/login.php').send({ email, password: 'Not!TheRight1' });
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    await time(admin.email); // warm-up
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrongPassword.push(await time(admin.email));
      unknownEmail.push(await time(`unknown${i}@example.com`));
    }
    const ratio = median(unknownEmail) / median(wrongPassword);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('replaces the session id at login (no fixation) and drops the old session', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    const first = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    const second = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    const firstId = sessionIdFromSetCookie(first.headers['set-cookie']);
    const secondId = sessionIdFromSetCookie(second.headers['set-cookie']);
    expect(firstId).toBeTruthy();
    expect(secondId).toBeTruthy();
    expect(secondId).not.toBe(firstId);
    const rows = await t.db.selectFrom('session').select('sid').where('sid', 'in', [firstId!, secondId!]).execute();
    expect(rows.map((r) => r.sid)).toEqual([secondId]);
  });

  it('sets the session cookie HttpOnly and SameSite=Strict, scoped to the whole site', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    const res = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sjg.sid='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('accepts a 128-character unicode password and does not truncate it', async () => {
    const password = 'Ünïcødé-pässwörd-🔐-密码-'.repeat(8).slice(0, 126) + 'A1';
    expect([...password].length).toBeGreaterThanOrEqual(120);
    expect(password.length).toBeGreaterThanOrEqual(128);
    const admin = await createAdminUser(t.db, { password });
    const { agent } = siteAgent(t);
    const ok = await agent.post('/backend/login/login.php').send({ email: admin.email, password });
    expect(ok.body.status).toBe('success');
    const truncated = await agent.post('/backend/login/login.php').send({ email: admin.email, password: password.slice(0, -1) });
    expect(truncated.body.status).toBe('error');
    // The same text in decomposed form (e + combining diaeresis) is the same password.
    const decomposed = await agent.post('/backend/login/login.php').send({ email: admin.email, password: password.normalize('NFD') });
    expect(decomposed.body.status).toBe('success');
  });

  it('re-hashes at login a password hashed with weaker argon2 parameters', async () => {
    const admin = await createAdminUser(t.db);
    const weak = await argon2.hash(admin.password, { type: argon2.argon2id, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await t.db.updateTable('admin_users').set({ password_hash: weak }).where('id', '=', admin.id).execute();
    await loginAs(t, admin);
    const stored = (await findAdminById(t.db, admin.id))!.password_hash!;
    expect(stored).not.toBe(weak);
    expect(stored).toContain('$argon2id$');
    const params = Object.fromEntries(stored.split('$')[3]!.split(',').map((kv) => kv.split('=')));
    expect(params).toEqual({
      m: String(hashingOptions.memoryCost),
      t: String(hashingOptions.timeCost),
      p: String(hashingOptions.parallelism),
    });
    expect(argon2.needsRehash(stored, hashingOptions)).toBe(false);
    // And the password still works.
    await loginAs(t, admin);
  });

  it('hashes new passwords with at least OWASP’s argon2id parameters', () => {
    expect(hashingOptions.type).toBe(argon2.argon2id);
    expect(hashingOptions.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(hashingOptions.timeCost).toBeGreaterThanOrEqual(2);
    expect(hashingOptions.parallelism).toBeGreaterThanOrEqual(1);
  });

  it('logs every attempt with the address and account, never the password', async () => {
    const admin = await createAdminUser(t.db, { password: 'Log!Me-Not-123' });
    const { agent } = siteAgent(t);
    logLines.length = 0;
    await agent.post('/backend/login/login.php').send({ email: admin.email, password: 'Wrong!Guess-456' });
    await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    const attempts = logLines.filter((line) => line.event === 'login');
    expect(attempts.map((line) => line.outcome)).toEqual(['failure', 'success']);
    for (const line of attempts) {
      expect(line.email).toBe(admin.email.toLowerCase());
      expect(line.address).toMatch(/127\.0\.0\.1|::1/);
    }
    const everything = JSON.stringify(logLines);
    expect(everything).not.toContain('Log!Me-Not-123');
    expect(everything).not.toContain('Wrong!Guess-456');
  });

  it('logs out: destroys the session and clears the cookie', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const res = await agent.get('/backend/login/logout.php');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'Logged out successfully' });
    const cleared = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sjg.sid='))!;
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; Path=\//);
    expect(cleared).toMatch(/; HttpOnly/i);
    expect(cleared).toMatch(/; SameSite=Strict/i);
    expect((await agent.get('/backend/login/session.php')).status).toBe(401);
    const sessions = await t.db.selectFrom('session').select('sess').execute();
    expect(sessions.filter((row) => (row.sess as { userId?: number }).userId === admin.id)).toEqual([]);
  });

  it('answers logout with success when nobody was logged in', async () => {
    const { agent } = siteAgent(t);
    const res = await agent.get('/backend/login/logout.php');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'Logged out successfully' });
  });

  it('answers session.php with 401 and an error without a session', async () => {
    const { agent } = siteAgent(t);
    const res = await agent.get('/backend/login/session.php');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', error: 'You must be logged in to do that.' });
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
