// The Mail settings endpoints (issue 48, item 6): owners read the environment's mail settings
// (never SMTP_URL's password) and send a test e-mail through a real SMTP server started here,
// getting its own answer, or its refusal word for word; without a mail server nothing claims
// to be e-mailed: invitations hand back their link, the inbox and overview say so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, type UserReply } from '../../common/accounts.js';
import { mailMessages, type MailSettingsReply } from '../../common/mail-settings.js';
import { createSmtpPeer, type SmtpPeer } from '../contact/smtp-peer.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createAdminUser } from '../helpers/login.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let smtp: SmtpPeer;
let withMail: TestApp;
let withoutMail: TestApp;
let owner: AdminAgent;
let ownerWithoutMail: AdminAgent;

beforeAll(async () => {
  smtp = await createSmtpPeer();
  await smtp.start();
  const url = new URL(smtp.url);
  url.username = 'mailer';
  url.password = 'very-secret-password';
  withMail = await createTestApp({ env: { SMTP_URL: url.toString(), MAIL_FROM: 'SJG Website <web@sjg.example>', CONTACT_TO: 'desk@sjg.example' } });
  withoutMail = await createTestApp();
  owner = await loginAgent(withMail);
  ownerWithoutMail = await loginAgent(withoutMail);
});
afterAll(async () => {
  await withMail.close();
  await withoutMail.close();
  await smtp.stop();
});

describe('the settings', () => {
  it('shows the server, its user and that a password is set, never the password', async () => {
    const res = await owner.agent.get('/backend/admin/mail');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const port = Number(new URL(smtp.url).port);
    expect(res.body).toEqual({
      configured: true,
      server: { host: '127.0.0.1', port, security: 'starttls', user: 'mailer', password_set: true },
      from: 'SJG Website <web@sjg.example>',
      contact_to: 'desk@sjg.example',
    } satisfies MailSettingsReply);
    expect(JSON.stringify(res.body)).not.toContain('very-secret-password');
  });

  it('says no mail server is set when SMTP_URL is unset', async () => {
    const res = await ownerWithoutMail.agent.get('/backend/admin/mail');
    expect(res.body).toMatchObject({ configured: false, server: null });
  });

  it('is for owners only', async () => {
    const editor = await loginAgent(withMail, { role: 'editor' });
    expect((await editor.agent.get('/backend/admin/mail')).status).toBe(403);
    expect((await editor.agent.post('/backend/admin/mail/test').send({})).status).toBe(403);
    expect((await siteAgent(withMail).agent.get('/backend/admin/mail')).status).toBe(401);
  });
});

describe('the test e-mail', () => {
  it("goes to the owner's own address by default, and answers with the mail server's words", async () => {
    const before = smtp.received.length;
    const res = await owner.agent.post('/backend/admin/mail/test').send({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([owner.admin.email]);
    expect(mail.from).toBe('web@sjg.example');
    expect(mail.raw).toContain(`Subject: ${mailMessages.testSubject}`);
    // smtp-server's answer to a message it took.
    expect(res.body.response).toMatch(/^250 /);
    expect(res.body.message).toBe(mailMessages.testSent(owner.admin.email, res.body.response as string));
  });

  it('goes to an address typed in', async () => {
    const res = await owner.agent.post('/backend/admin/mail/test').send({ to: ' desk@example.com ' });
    expect(res.status).toBe(200);
    expect(smtp.received.at(-1)!.to).toEqual(['desk@example.com']);
  });

  it('refuses an address that is not one, with the account screens’ message', async () => {
    for (const to of ['not-an-address', 42, 'a@b\r\nBcc: x@y.z']) {
      const res = await owner.agent.post('/backend/admin/mail/test').send({ to });
      expect(res.status, String(to)).toBe(400);
      expect(res.body).toEqual({ error: accountMessages.emailInvalid });
    }
  });

  it("passes on the mail server's refusal word for word as a 502", async () => {
    smtp.refuse = true;
    try {
      const res = await owner.agent.post('/backend/admin/mail/test').send({});
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('mail_refused');
      expect(res.body.error).toMatch(/^The mail server did not take the test e-mail: .*451.*Mailbox temporarily unavailable/);
    } finally {
      smtp.refuse = false;
    }
  });

  it('says a mail server that does not answer could not be reached, as a 502', async () => {
    await smtp.stop();
    try {
      const res = await owner.agent.post('/backend/admin/mail/test').send({});
      expect(res.status).toBe(502);
      expect(res.body.error).toMatch(/^The mail server did not take the test e-mail: .*ECONNREFUSED/);
    } finally {
      await smtp.start();
    }
  });

  it('is refused with what to do while no mail server is set', async () => {
    const res = await ownerWithoutMail.agent.post('/backend/admin/mail/test').send({});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: mailMessages.notConfigured, code: 'mail_not_configured' });
  });
});

describe('without a mail server nothing claims to be e-mailed', () => {
  it('hands the owner the invitation link instead of saying it was sent', async () => {
    const res = await ownerWithoutMail.agent.post('/backend/admin/users').send({ name: 'Meera', email: 'meera@example.com', role: 'editor' });
    expect(res.status).toBe(201);
    const reply = res.body as UserReply;
    expect(reply.message).toBe(accountMessages.invitedWithoutMail('meera@example.com'));
    expect(reply.link).toMatch(/\/sjg\/set-password#token=[\w-]+$/);
    // The link works: it opens the invitation.
    const token = /#token=([\w-]+)$/.exec(reply.link!)![1];
    expect((await siteAgent(withoutMail).agent.post('/backend/login/account-link').send({ token })).body).toMatchObject({ purpose: 'invite', email: 'meera@example.com' });

    const again = await ownerWithoutMail.agent.post(`/backend/admin/users/${reply.user.id}/invitation`);
    expect(again.body).toMatchObject({ message: accountMessages.invitationRenewedWithoutMail('meera@example.com'), link: expect.stringMatching(/#token=/) });
    expect((again.body as UserReply).link).not.toBe(reply.link);
  });

  it('with a mail server, an invitation says sent and carries no link', async () => {
    const res = await owner.agent.post('/backend/admin/users').send({ name: 'Arjun', email: 'arjun@example.com', role: 'viewer' });
    expect(res.body).toEqual({ user: expect.any(Object), message: accountMessages.invited('arjun@example.com') });
  });

  it('says a forgotten password’s link is not e-mailed, and an owner hands out a password link to copy', async () => {
    const colleague = await createAdminUser(withoutMail.db, { role: 'editor' });
    const forgot = await siteAgent(withoutMail).agent.post('/backend/login/forgot-password').send({ email: colleague.email });
    expect(forgot.body).toEqual({ status: 'success', message: accountMessages.forgotWithoutMail });

    const res = await ownerWithoutMail.agent.post(`/backend/admin/users/${colleague.id}/password-link`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const reply = res.body as UserReply;
    expect(reply.message).toBe(accountMessages.resetLinkWithoutMail(colleague.email));
    const token = /#token=([\w-]+)$/.exec(reply.link!)![1];
    expect((await siteAgent(withoutMail).agent.post('/backend/login/account-link').send({ token })).body).toMatchObject({ purpose: 'reset', email: colleague.email });
  });

  it('with a mail server, a password link is e-mailed and not shown', async () => {
    const colleague = await createAdminUser(withMail.db, { role: 'viewer' });
    const res = await owner.agent.post(`/backend/admin/users/${colleague.id}/password-link`);
    expect(res.body).toEqual({ user: expect.any(Object), message: accountMessages.resetLinkSent(colleague.email) });
    expect((await siteAgent(withMail).agent.post('/backend/login/forgot-password').send({ email: colleague.email })).body).toEqual({
      status: 'success',
      message: accountMessages.forgotSent,
    });
  });

  it('refuses a password link for an invited account, one’s own, an unknown one, and to an editor', async () => {
    const invited = (await ownerWithoutMail.agent.post('/backend/admin/users').send({ name: 'Ivo', email: 'ivo@example.com', role: 'viewer' })).body as UserReply;
    const refusedInvited = await ownerWithoutMail.agent.post(`/backend/admin/users/${invited.user.id}/password-link`);
    expect(refusedInvited.status).toBe(409);
    expect(refusedInvited.body).toEqual({ error: accountMessages.resetLinkNotActive });
    const own = await ownerWithoutMail.agent.post(`/backend/admin/users/${ownerWithoutMail.admin.id}/password-link`);
    expect(own.status).toBe(409);
    expect(own.body).toEqual({ error: accountMessages.notYourself });
    expect((await ownerWithoutMail.agent.post('/backend/admin/users/999999/password-link')).status).toBe(404);
    const editor = await loginAgent(withoutMail, { role: 'editor' });
    expect((await editor.agent.post(`/backend/admin/users/${invited.user.id}/password-link`)).status).toBe(403);
  });

  it('tells the inbox and the overview whether messages are e-mailed', async () => {
    expect((await ownerWithoutMail.agent.get('/backend/contact-us/messages.php')).body).toMatchObject({ mail_configured: false });
    expect((await ownerWithoutMail.agent.get('/backend/dashboard/overview.php')).body).toMatchObject({ mail_configured: false });
    expect((await owner.agent.get('/backend/contact-us/messages.php')).body).toMatchObject({ mail_configured: true });
    expect((await owner.agent.get('/backend/dashboard/overview.php')).body).toMatchObject({ mail_configured: true });
  });
});

describe('the OpenAPI document', () => {
  it('describes both operations, for owners', async () => {
    const document = (await owner.agent.get('/backend/openapi.json')).body as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
    expect(document.paths['/admin/mail']?.get?.['x-access']).toBe('own');
    expect(document.paths['/admin/mail/test']?.post?.['x-access']).toBe('own');
    expect(document.paths['/admin/users/{id}/password-link']?.post?.['x-access']).toBe('own');
  });
});
