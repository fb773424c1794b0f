// "Forgot password" (issue 23): one reply, in about the same time, whether or not the address has
// an account; a 30-minute single-use link e-mailed only to an active account with a password; the
// new password ends the account's sessions; and the requests are limited per address and e-mail.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../common/accounts.js';
import { validationMessages } from '../../common/messages.js';
import type { MailQueueWorker } from '../../server/src/mail/mail-queue.js';
import { siteAgent } from '../helpers/admin-agent.js';
import { createAdminUser, type TestAdmin } from '../helpers/login.js';
import { loginAs } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { clearForgotPasswordCounts, entriesOf, fileMailQueue, mailsTo, queuedToken, readOutbox, tokenOfMail } from './accounts-harness.js';

const MINUTE = 60_000;
const newPassword = 'Quiet-harbour-58!';

let t: TestApp;
let clock: TestClock;
let worker: MailQueueWorker;
let outbox: string;

beforeAll(async () => {
  clock = createTestClock();
  // A mail server is set (nothing listens there: no worker runs here), so the replies promise an e-mail.
  t = await createTestApp({ deps: { clock }, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
  ({ worker, outbox } = await fileMailQueue(t, clock));
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});
beforeEach(async () => clearForgotPasswordCounts(t.db));

const anonymous = () => siteAgent(t).agent;
const forgot = (email: string) => anonymous().post('/backend/login/forgot-password').send({ email });
const setPassword = (token: string, password = newPassword) =>
  anonymous().post('/backend/login/set-password').send({ token, new_password: password, confirm_new_password: password });
const allMails = async () => (await t.db.selectFrom('outgoing_mail').select('id').execute()).length;

describe('asking for a reset link', () => {
  it('gives a known and an unknown e-mail the identical reply, and queues mail only for the known one', async () => {
    const admin = await createAdminUser(t.db, { role: 'editor' });
    const before = await allMails();
    const known = await forgot(admin.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ status: 'success', message: accountMessages.forgotSent });
    expect(await allMails()).toBe(before + 1);
    expect(await mailsTo(t.db, admin.email)).toBe(1);
    expect(await mailsTo(t.db, 'nobody-here@example.com')).toBe(0);
  });

  it('sends nothing to an invited or a disabled account, with the same reply', async () => {
    const disabled = await createAdminUser(t.db, { role: 'viewer' });
    await t.db.updateTable('admin_users').set({ disabled_at: new Date(clock.now()) }).where('id', '=', disabled.id).execute();
    await t.db.insertInto('admin_users').values({ email: 'invited-only@example.com', username: 'invited', password_hash: null, role: 'viewer' }).execute();
    const before = await allMails();
    for (const email of [disabled.email, 'invited-only@example.com']) {
      const res = await forgot(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: accountMessages.forgotSent });
    }
    expect(await allMails()).toBe(before);
  });

  it('takes about as long for an unknown e-mail as for a known one', async () => {
    const admin = await createAdminUser(t.db);
    const time = async (email: string) => {
      await clearForgotPasswordCounts(t.db);
      const started = performance.now();
      const res = await forgot(email);
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    await time(admin.email); // warm-up
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      knownTimes.push(await time(admin.email));
      unknownTimes.push(await time(`unknown${i}@example.com`));
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('is limited to 3 per e-mail address an hour: 429 with Retry-After, known or not', async () => {
    const admin = await createAdminUser(t.db);
    for (const email of [admin.email, 'limit-unknown@example.com']) {
      // The address's own limit (5) is not what this test is about.
      await clearForgotPasswordCounts(t.db);
      for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: accountMessages.forgotThrottled });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    expect(await mailsTo(t.db, admin.email)).toBe(3);
  });

  it('is limited to 5 per client address in 15 minutes, whatever the e-mails', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot(`spray${i}@example.com`)).status).toBe(200);
    const refused = await forgot('spray-last@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: accountMessages.forgotThrottled });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });
});

describe('the origin of the link', () => {
  it('is the configured one, never the Host or Origin a request names (issue: links to another site)', async () => {
    const admin = await createAdminUser(t.db);
    // The request: without PUBLIC_BASE_URL the origin check compares Origin with Host, so
    // a forged pair of them passes it.
    const res = await request(t.app)
      .post('/backend/login/forgot-password')
      .set('Host', 'evil.example')
      .set('Origin', 'http://evil.example')
      .send({ email: admin.email });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('outgoing_mail').select('body').where('to_address', '=', admin.email).executeTakeFirstOrThrow();
    expect(row.body).not.toContain('evil.example');
    // createTestApp's link origin, standing in for the address the server prints at start.
    expect(row.body).toMatch(/^http:\/\/sjg\.localhost\/sjg\/set-password#token=[\w-]{43}$/m);
  });
});

describe('the reset link', () => {
  let admin: TestAdmin;
  beforeEach(async () => {
    admin = await createAdminUser(t.db, { role: 'editor' });
  });

  it('is e-mailed, sets the new password, ends every session of the account, and records password_reset', async () => {
    const signedIn = await loginAs(t, admin);
    expect((await forgot(admin.email)).status).toBe(200);
    // Earlier tests' mail goes out too.
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    const mails = (await readOutbox(outbox)).filter((sent) => sent.headers.includes(`To: ${admin.email}`));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers).toMatch(/^Subject: Set a new password for SJG admin$/m);
    expect(mail.text).toContain('30 minutes');
    const token = tokenOfMail(mail);

    expect((await anonymous().post('/backend/login/account-link').send({ token })).body).toEqual({
      purpose: 'reset',
      email: admin.email,
      name: admin.email.split('@')[0],
    });
    const entries = await entriesOf(t.db, async () => {
      const res = await setPassword(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: accountMessages.passwordSet });
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'password_reset', user_id: admin.id, item_kind: 'users', item_id: admin.id });

    expect((await signedIn.agent.get('/backend/login/session.php')).status).toBe(401);
    const old = await anonymous().post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    expect(old.status).toBe(401);
    await loginAs(t, { email: admin.email, password: newPassword });
  });

  it('works once', async () => {
    await forgot(admin.email);
    const token = await queuedToken(t.db, admin.email);
    expect((await setPassword(token)).status).toBe(200);
    const entries = await entriesOf(t.db, async () => {
      const again = await setPassword(token, 'Other-window-93!');
      expect(again.status).toBe(410);
      expect(again.body).toEqual({ error: accountMessages.linkInvalid });
    });
    expect(entries).toEqual([]);
    await loginAs(t, { email: admin.email, password: newPassword });
  });

  it('is voided by a newer one', async () => {
    await forgot(admin.email);
    const older = await queuedToken(t.db, admin.email);
    await forgot(admin.email);
    const newer = await queuedToken(t.db, admin.email);
    expect((await setPassword(older)).status).toBe(410);
    expect((await setPassword(newer)).status).toBe(200);
  });

  it('enforces the password rules and stays usable after a refusal, which leaves no entry', async () => {
    await forgot(admin.email);
    const token = await queuedToken(t.db, admin.email);
    const entries = await entriesOf(t.db, async () => {
      const weak = await setPassword(token, 'weakpass');
      expect(weak.status).toBe(400);
      expect(weak.body).toEqual({ error: validationMessages.passwordWeak });
      const mismatch = await anonymous().post('/backend/login/set-password').send({ token, new_password: newPassword, confirm_new_password: 'x' });
      expect(mismatch.body).toEqual({ error: validationMessages.passwordMismatch });
    });
    expect(entries).toEqual([]);
    expect((await setPassword(token)).status).toBe(200);
  });

  it('expires 30 minutes after it was made, by the app clock', async () => {
    await forgot(admin.email);
    const token = await queuedToken(t.db, admin.email);
    clock.advance(30 * MINUTE - 1000);
    expect((await anonymous().post('/backend/login/account-link').send({ token })).status).toBe(200);
    clock.advance(1000);
    const entries = await entriesOf(t.db, async () => {
      expect((await anonymous().post('/backend/login/account-link').send({ token })).status).toBe(410);
      const res = await setPassword(token);
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ error: accountMessages.linkInvalid });
    });
    expect(entries).toEqual([]);
    await loginAs(t, admin);
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
