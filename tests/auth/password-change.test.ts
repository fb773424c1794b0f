import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, validationMessages } from '../../common/messages.js';
import { isStrongPassword } from '../../common/password-rules.js';
import { isCommonPassword } from '../../server/src/auth/common-passwords.js';
import { createAdminUser } from '../helpers/login.js';
import { loginAs, siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const path = '/backend/password/update_password_api.php';

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const change = (old_password: string, new_password: string, confirm_new_password = new_password) => ({
    old_password,
    new_password,
    confirm_new_password,
  });

  it('changes the password, ends the admin’s other sessions and keeps the current one', async () => {
    const admin = await createAdminUser(t.db);
    const current = await loginAs(t, admin);
    const other = await loginAs(t, admin);
    const bystander = await loginAs(t, await createAdminUser(t.db));

    const res = await current.agent.post(path).send({ user_id: admin.id, ...change(admin.password, 'Fresh!Horse-42') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Password Updated successfully' });

    expect((await current.agent.get('/backend/login/session.php')).status).toBe(200);
    expect((await other.agent.get('/backend/login/session.php')).status).toBe(401);
    expect((await bystander.agent.get('/backend/login/session.php')).status).toBe(200);

    const { agent } = siteAgent(t);
    const oldLogin = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    expect(oldLogin.body.status).toBe('error');
    await loginAs(t, { email: admin.email, password: 'Fresh!Horse-42' });
  });

  it('accepts user_id as the string the SPA keeps in session storage', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const res = await agent.post(path).send({ user_id: String(admin.id), ...change(admin.password, 'Another!Horse-43') });
    expect(res.body).toEqual({ status: true, message: 'Password Updated successfully' });
  });

  it('answers 401 without a session', async () => {
    const { agent } = siteAgent(t);
    const res = await agent.post(path).send({ user_id: 1, ...change('x', 'Fresh!Horse-42') });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: false, message: 'You must be logged in to do that.' });
  });

  it('answers 403 for another admin’s user_id and changes nothing', async () => {
    const admin = await createAdminUser(t.db);
    const victim = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const res = await agent.post(path).send({ user_id: victim.id, ...change(victim.password, 'Taken!Over-99') });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: false, message: 'You can only change your own password.' });
    await loginAs(t, victim);
  });

  it('refuses a wrong old password', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const res = await agent.post(path).send({ user_id: admin.id, ...change('Not!TheOld-1', 'Fresh!Horse-42') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Old password is incorrect', error: 'Old password is incorrect' });
    await loginAs(t, admin);
  });

  it('refuses a confirmation that does not match, before the strength rule', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const res = await agent.post(path).send({ user_id: admin.id, ...change(admin.password, 'weak', 'other') });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: false,
      message: 'New password and confirm password do not match',
      error: 'New password and confirm password do not match',
    });
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase letter', 'fresh!horse-42'],
    ['no lowercase letter', 'FRESH!HORSE-42'],
    ['no digit', 'Fresh!Horse-xy'],
    ['no special character', 'FreshHorse42'],
  ])('refuses a weak new password (%s) with the spec message', async (_case, weak) => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const res = await agent.post(path).send({ user_id: admin.id, ...change(admin.password, weak) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message: validationMessages.passwordWeak });
  });

  it.each(['Password1!', 'P@ssw0rd', 'Welcome@123', 'Admin@123', 'Qwerty@123', 'India@123', 'pASSWORD1!'])(
    'refuses the common password %s with a clear message',
    async (common) => {
      expect(isStrongPassword(common)).toBe(true);
      const admin = await createAdminUser(t.db);
      const { agent } = await loginAs(t, admin);
      const res = await agent.post(path).send({ user_id: admin.id, ...change(admin.password, common) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: false,
        message: 'This password is one of the most commonly used passwords. Please choose a less common one.',
      });
    },
  );

  it.each(['Sjg@2026', 'SjgGroup@2026', 'P@ssw0rd2026'])(
    'refuses %s, built from the site’s name or a common word, and keeps the old password',
    async (guessable) => {
      const admin = await createAdminUser(t.db);
      const { agent } = await loginAs(t, admin);
      const res = await agent.post(path).send({ user_id: admin.id, ...change(admin.password, guessable) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, message: authMessages.passwordGuessable, error: authMessages.passwordGuessable });
      expect(res.body.message).toBe(
        "New password is too easy to guess: it is built from the site's name, your e-mail address or a common word. Add words of your own.",
      );
      await loginAs(t, admin);
    },
  );

  it('refuses a password built from the admin’s own e-mail name, and accepts a passphrase with words of its own', async () => {
    const admin = await createAdminUser(t.db, { email: 'priya.nair@sjg.example' });
    const { agent } = await loginAs(t, admin);
    const refused = await agent.post(path).send({ user_id: admin.id, ...change(admin.password, 'Nair.Priya#2026') });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(authMessages.passwordGuessable);
    const accepted = await agent.post(path).send({ user_id: admin.id, ...change(admin.password, 'Priya-river-lantern-42!') });
    expect(accepted.body).toEqual({ status: true, message: 'Password Updated successfully' });
  });

  it('ships a list of several hundred common passwords, many of which pass the strength rule', async () => {
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(new URL('../../server/src/auth/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines.length).toBeGreaterThanOrEqual(500);
    expect(lines.filter(isStrongPassword).length).toBeGreaterThanOrEqual(200);
    expect(lines.every(isCommonPassword)).toBe(true);
    expect(isCommonPassword('Fresh!Horse-42')).toBe(false);
  });

  it('accepts a 128-character unicode password, which then works for login', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const long = 'Ça-va-très-bien-🙂-Ω1'.repeat(7).slice(0, 126) + 'Zz';
    expect(long.length).toBeGreaterThanOrEqual(128);
    const res = await agent.post(path).send({ user_id: admin.id, ...change(admin.password, long) });
    expect(res.body.status).toBe(true);
    await loginAs(t, { email: admin.email, password: long });
  });

  it('refuses a malformed body with status false and a message', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    for (const body of [{ user_id: admin.id, old_password: admin.password }, {}, [], { user_id: 'me', old_password: 1, new_password: '', confirm_new_password: '' }]) {
      const res = await agent.post(path).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ status: false, message: validationMessages.allFieldsRequired });
    }
    const tooLong = await agent.post(path).send({ user_id: admin.id, ...change(admin.password, `Aa1!${'x'.repeat(1100)}`) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ status: false, message: 'The password is too long.' });
  });
});
