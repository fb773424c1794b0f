// Invitations (issue 23): the owner's invitation is queued with the account and, once the mail
// queue's worker runs, written as an .eml (the development transport) whose one-time link lets the
// new account set its password and sign in; the link works once, for 48 hours, and a new
// invitation voids the older link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, type UserReply } from '../../common/accounts.js';
import { authMessages, validationMessages } from '../../common/messages.js';
import type { MailQueueWorker } from '../../server/src/mail/mail-queue.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { loginAs } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { entriesOf, fileMailQueue, queuedToken, readOutbox, tokenOfMail } from './accounts-harness.js';

const HOUR = 3_600_000;
const newPassword = 'Lantern-river-42!';

let t: TestApp;
let clock: TestClock;
let owner: AdminAgent;
let worker: MailQueueWorker;
let outbox: string;

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ deps: { clock } });
  ({ worker, outbox } = await fileMailQueue(t, clock));
  owner = await loginAgent(t);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function invite(name: string, email: string, role = 'editor'): Promise<UserReply> {
  const res = await owner.agent.post('/backend/admin/users').send({ name, email, role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as UserReply;
}

const anonymous = () => siteAgent(t).agent;

describe('an invitation', () => {
  it('is e-mailed by the worker with a working link, and the body is blanked once sent', async () => {
    const before = (await readOutbox(outbox)).length;
    const { user } = await invite('Anita Desai', 'anita@example.com');
    const row = await t.db.selectFrom('outgoing_mail').selectAll().where('to_address', '=', 'anita@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('queued');
    expect(await worker.runOnce()).toBe(1);

    const mails = await readOutbox(outbox);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.headers).toMatch(/^To: anita@example\.com$/m);
    expect(mail.headers).toMatch(/^Subject: You are invited to SJG admin$/m);
    expect(mail.text).toContain('Hello Anita Desai,');
    expect(mail.text).toContain('48 hours');
    expect(mail.text).toContain('editor');
    const token = tokenOfMail(mail);

    const sent = await t.db.selectFrom('outgoing_mail').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, body: '' });
    expect(sent.sent_at?.getTime()).toBe(clock.now());

    const link = await anonymous().post('/backend/login/account-link').send({ token });
    expect(link.status).toBe(200);
    expect(link.headers['cache-control']).toBe('no-store');
    expect(link.body).toEqual({ purpose: 'invite', email: 'anita@example.com', name: 'Anita Desai' });

    // Until the link is used the account has no password: it cannot sign in with any.
    const early = await anonymous().post('/backend/login/login.php').send({ email: 'anita@example.com', password: newPassword });
    expect(early.status).toBe(401);

    const entries = await entriesOf(t.db, async () => {
      const set = await anonymous().post('/backend/login/set-password').send({ token, new_password: newPassword, confirm_new_password: newPassword });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body).toEqual({ status: 'success', message: accountMessages.passwordSet });
      // Setting the password does not sign in.
      expect(set.headers['set-cookie'] ?? []).toEqual([]);
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'invitation_accepted', user_id: user.id, username: 'Anita Desai', item_kind: 'users', item_id: user.id });
    expect(entries[0]!.at.getTime()).toBe(clock.now());

    const signedIn = await loginAs(t, { email: 'anita@example.com', password: newPassword });
    const session = await signedIn.agent.get('/backend/login/session.php');
    expect(session.body).toMatchObject({ id: user.id, role: 'editor' });
    const listed = await owner.agent.get('/backend/admin/users');
    expect((listed.body as { users: UserReply['user'][] }).users.find((u) => u.id === user.id)?.status).toBe('active');
  });

  it('works once: the second use of its link is refused with 410 and leaves no entry', async () => {
    await invite('Once Only', 'once@example.com');
    const token = await queuedToken(t.db, 'once@example.com');
    const first = await anonymous().post('/backend/login/set-password').send({ token, new_password: newPassword, confirm_new_password: newPassword });
    expect(first.status).toBe(200);
    const entries = await entriesOf(t.db, async () => {
      for (const res of [
        await anonymous().post('/backend/login/set-password').send({ token, new_password: 'Another-lamp-77!', confirm_new_password: 'Another-lamp-77!' }),
        await anonymous().post('/backend/login/account-link').send({ token }),
      ]) {
        expect(res.status).toBe(410);
        expect(res.body).toEqual({ error: accountMessages.linkInvalid });
      }
    });
    expect(entries).toEqual([]);
    await loginAs(t, { email: 'once@example.com', password: newPassword });
  });

  it('sets the password only once when its form is sent twice at the same moment', async () => {
    await invite('Twice Sent', 'twice@example.com');
    const token = await queuedToken(t.db, 'twice@example.com');
    const body = { token, new_password: newPassword, confirm_new_password: newPassword };
    const replies = await Promise.all([anonymous().post('/backend/login/set-password').send(body), anonymous().post('/backend/login/set-password').send(body)]);
    expect(replies.map((res) => res.status).sort()).toEqual([200, 410]);
  });

  it('is voided by a newer invitation of the same account', async () => {
    const { user } = await invite('Sent Twice', 'again@example.com');
    const older = await queuedToken(t.db, 'again@example.com');
    expect((await owner.agent.post(`/backend/admin/users/${user.id}/invitation`)).status).toBe(200);
    const newer = await queuedToken(t.db, 'again@example.com');
    expect((await anonymous().post('/backend/login/account-link').send({ token: older })).status).toBe(410);
    const set = await anonymous().post('/backend/login/set-password').send({ token: older, new_password: newPassword, confirm_new_password: newPassword });
    expect(set.status).toBe(410);
    expect((await anonymous().post('/backend/login/account-link').send({ token: newer })).status).toBe(200);
  });

  it('enforces the password rules when the password is set, and the link still works afterwards', async () => {
    await invite('Rule Checker', 'rules@example.com');
    const token = await queuedToken(t.db, 'rules@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ new_password: 'short1!', confirm_new_password: 'short1!' }, validationMessages.passwordWeak],
      [{ new_password: newPassword, confirm_new_password: `${newPassword}x` }, validationMessages.passwordMismatch],
      [{ new_password: 'Password1!', confirm_new_password: 'Password1!' }, authMessages.passwordCommon],
      [{ new_password: 'Rules@2026', confirm_new_password: 'Rules@2026' }, authMessages.passwordGuessable],
      [{}, validationMessages.passwordWeak],
    ];
    const entries = await entriesOf(t.db, async () => {
      for (const [body, message] of cases) {
        const res = await anonymous().post('/backend/login/set-password').send({ token, ...body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toEqual({ error: message });
      }
    });
    expect(entries).toEqual([]);
    expect((await anonymous().post('/backend/login/account-link').send({ token })).status).toBe(200);
  });

  it('answers 410 for an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'not a token', '', undefined]) {
      const res = await anonymous().post('/backend/login/account-link').send({ token });
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ error: accountMessages.linkInvalid });
    }
  });

  it("does not work for an account disabled before it is used", async () => {
    const { user } = await invite('Soon Disabled', 'disabled@example.com');
    const token = await queuedToken(t.db, 'disabled@example.com');
    expect((await owner.agent.patch(`/backend/admin/users/${user.id}`).send({ disabled: true })).status).toBe(200);
    expect((await anonymous().post('/backend/login/account-link').send({ token })).status).toBe(410);
  });

  it('points at PUBLIC_BASE_URL when it is set', async () => {
    const site = await createTestApp({ deps: { clock }, config: { publicBaseUrl: 'https://www.sjg.example' } });
    try {
      const admin = await loginAgent(site);
      const res = await admin.agent.post('/backend/admin/users').send({ name: 'Base Url', email: 'base@example.com', role: 'viewer' });
      expect(res.status).toBe(201);
      const row = await site.db.selectFrom('outgoing_mail').select('body').where('to_address', '=', 'base@example.com').executeTakeFirstOrThrow();
      expect(row.body).toMatch(/^https:\/\/www\.sjg\.example\/sjg\/set-password#token=[\w-]{43}$/m);
    } finally {
      await site.close();
    }
  });

  // Last: moving the clock 48 hours on outlives the owner's session too.
  it('expires 48 hours after it was made, by the app clock', async () => {
    await invite('Late Reader', 'late@example.com');
    const token = await queuedToken(t.db, 'late@example.com');
    clock.advance(48 * HOUR - 1000);
    expect((await anonymous().post('/backend/login/account-link').send({ token })).status).toBe(200);
    clock.advance(1000);
    const entries = await entriesOf(t.db, async () => {
      expect((await anonymous().post('/backend/login/account-link').send({ token })).status).toBe(410);
      const set = await anonymous().post('/backend/login/set-password').send({ token, new_password: newPassword, confirm_new_password: newPassword });
      expect(set.status).toBe(410);
      expect(set.body).toEqual({ error: accountMessages.linkInvalid });
    });
    expect(entries).toEqual([]);
  });
});
