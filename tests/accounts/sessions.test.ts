// The sessions lists (issue 23): an account sees its live sessions (device, address, signed in,
// last seen, which one is this), ends one of them or all the others; an owner sees and ends any
// account's sessions; each ending leaves a `sessions_ended` entry. Time is the test clock's.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountMessages, type SessionsReply } from '../../common/accounts.js';
import { loginAgent, siteAgent } from '../helpers/admin-agent.js';
import { createAdminUser, type TestAdmin } from '../helpers/login.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock } from '../helpers/test-clock.js';

const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The address supertest's requests come from, as Express reports it. */
const loopback = /^127\.0\.0\.1$|^::1$/;

let t: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(async () => t.close());

/** An agent signed in through the login endpoint from a browser with this user agent. */
async function signIn(admin: TestAdmin, userAgent: string) {
  const { agent } = siteAgent(t);
  agent.set('User-Agent', userAgent);
  const res = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
  expect(res.body).toMatchObject({ status: 'success' });
  return agent;
}

type Agent = Awaited<ReturnType<typeof signIn>>;

async function sessionsOf(agent: Agent, path = '/backend/admin/account/sessions'): Promise<SessionsReply['sessions']> {
  const res = await agent.get(path);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.body as SessionsReply).sessions;
}

async function isSignedIn(agent: Agent): Promise<boolean> {
  const status = (await agent.get('/backend/login/session.php')).status;
  expect([200, 401]).toContain(status);
  return status === 200;
}

async function auditOf(action: string, itemId: number) {
  return t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('item_id', '=', itemId).orderBy('id').execute();
}

describe('one’s own sessions', () => {
  it('lists both sessions of an account signed in from two browsers, with device, address, times and the current one', async () => {
    const admin = await createAdminUser(t.db, { role: 'viewer' });
    const signedInAt = new Date(clock.now()).toISOString();
    const laptop = await signIn(admin, chromeOnLinux);
    clock.advance(5_000);
    const phone = await signIn(admin, safariOnIphone);

    const seenByLaptop = await sessionsOf(laptop);
    expect(seenByLaptop).toHaveLength(2);
    // The phone's session was used last (its sign-in), so it comes first.
    expect(seenByLaptop.map((s) => [s.device, s.current])).toEqual([
      ['Safari 17 on iOS', false],
      ['Chrome 131 on Linux', true],
    ]);
    expect(seenByLaptop[1]).toMatchObject({ signed_in_at: signedInAt, last_seen_at: signedInAt });
    for (const session of seenByLaptop) {
      expect(session.address).toMatch(loopback);
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    // No session id in the reply: the public id is a hash of it.
    const sids = (await t.db.selectFrom('session').select('sid').execute()).map((row) => row.sid);
    expect(seenByLaptop.filter((s) => sids.some((sid) => sid.includes(s.id) || s.id.includes(sid)))).toEqual([]);

    const seenByPhone = await sessionsOf(phone);
    expect(seenByPhone.find((s) => s.current)?.device).toBe('Safari 17 on iOS');
    expect(seenByPhone.map((s) => s.id).sort()).toEqual(seenByLaptop.map((s) => s.id).sort());
  });

  it('dates last seen by the latest request of each session, as the clock moves', async () => {
    const admin = await createAdminUser(t.db, { role: 'editor' });
    const laptop = await signIn(admin, chromeOnLinux);
    const desktop = await signIn(admin, firefoxOnWindows);
    const signedIn = new Date(clock.now()).toISOString();
    clock.advance(60_000);
    expect(await isSignedIn(laptop)).toBe(true);
    const later = new Date(clock.now()).toISOString();

    const sessions = await sessionsOf(desktop);
    expect(sessions.map((s) => [s.device, s.signed_in_at, s.last_seen_at])).toEqual([
      ['Chrome 131 on Linux', signedIn, later],
      ['Firefox 133 on Windows', signedIn, signedIn],
    ]);
  });

  it('ends another of one’s sessions: its browser is signed out, the audit log says so', async () => {
    const admin = await createAdminUser(t.db, { role: 'viewer' });
    const laptop = await signIn(admin, chromeOnLinux);
    const phone = await signIn(admin, safariOnIphone);
    const phoneSession = (await sessionsOf(laptop)).find((s) => !s.current)!;

    const res = await laptop.delete(`/backend/admin/account/sessions/${phoneSession.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: accountMessages.sessionEnded });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);

    const [entry, ...more] = await auditOf('sessions_ended', admin.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ user_id: admin.id, item_kind: 'users', item_title: admin.email.split('@')[0] });
    expect(entry!.address).toMatch(loopback);
    expect(entry!.at.getTime()).toBe(clock.now());

    // Gone now: a second try finds nothing.
    expect((await laptop.delete(`/backend/admin/account/sessions/${phoneSession.id}`)).status).toBe(404);
  });

  it('ends the current session when asked to: that is signing out', async () => {
    const admin = await createAdminUser(t.db, { role: 'viewer' });
    const laptop = await signIn(admin, chromeOnLinux);
    const [current] = await sessionsOf(laptop);
    const res = await laptop.delete(`/backend/admin/account/sessions/${current!.id}`);
    expect(res.status).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
  });

  it('ends every other session and keeps the current one', async () => {
    const admin = await createAdminUser(t.db, { role: 'editor' });
    const laptop = await signIn(admin, chromeOnLinux);
    const phone = await signIn(admin, safariOnIphone);
    const desktop = await signIn(admin, firefoxOnWindows);

    const res = await laptop.post('/backend/admin/account/sessions/end-others').send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: accountMessages.sessionsEnded });
    expect([await isSignedIn(laptop), await isSignedIn(phone), await isSignedIn(desktop)]).toEqual([true, false, false]);
    expect((await sessionsOf(laptop)).map((s) => [s.device, s.current])).toEqual([['Chrome 131 on Linux', true]]);
    expect(await auditOf('sessions_ended', admin.id)).toHaveLength(1);
  });

  it('answers 404 for a session of another account, and leaves it alone', async () => {
    const someone = await createAdminUser(t.db, { role: 'editor' });
    const theirs = await signIn(someone, firefoxOnWindows);
    const [theirSession] = await sessionsOf(theirs);
    const admin = await createAdminUser(t.db, { role: 'owner' });
    const mine = await signIn(admin, chromeOnLinux);

    for (const id of [theirSession!.id, 'not-a-session-at-all', 'x'.repeat(22)]) {
      const res = await mine.delete(`/backend/admin/account/sessions/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: accountMessages.sessionNotFound });
    }
    expect(await isSignedIn(theirs)).toBe(true);
    expect(await auditOf('sessions_ended', someone.id)).toEqual([]);
    expect(await auditOf('sessions_ended', admin.id)).toEqual([]);
  });

  it('leaves out sessions past their idle expiry or their absolute lifetime', async () => {
    const admin = await createAdminUser(t.db, { role: 'viewer' });
    const laptop = await signIn(admin, chromeOnLinux);
    await signIn(admin, safariOnIphone);
    await signIn(admin, firefoxOnWindows);
    type Stored = { userAgent: string };
    const rows = (await t.db.selectFrom('session').select(['sid', 'sess']).execute()).filter((row) => (row.sess as { userId?: number }).userId === admin.id);
    const idle = rows.find((row) => (row.sess as Stored).userAgent === safariOnIphone);
    const old = rows.find((row) => (row.sess as Stored).userAgent === firefoxOnWindows);
    // The phone's session idle past its expiry, the desktop's signed in longer ago than the absolute lifetime.
    await t.db.updateTable('session').set({ expire: sql<Date>`to_timestamp(${(clock.now() - 1000) / 1000})` }).where('sid', '=', idle!.sid).execute();
    await t.db
      .updateTable('session')
      .set({ sess: JSON.stringify({ ...(old!.sess as object), loginAt: clock.now() - t.config.sessionMaxAgeMs - 1000 }) })
      .where('sid', '=', old!.sid)
      .execute();
    expect((await sessionsOf(laptop)).map((s) => s.device)).toEqual(['Chrome 131 on Linux']);
  });
});

describe('an owner’s view of another account’s sessions', () => {
  it('lists and ends every session of another account, with an audit entry about that account', async () => {
    const owner = await loginAgent(t);
    const editor = await createAdminUser(t.db, { role: 'editor' });
    const laptop = await signIn(editor, chromeOnLinux);
    clock.advance(1000);
    const phone = await signIn(editor, safariOnIphone);

    const listed = await sessionsOf(owner.agent, `/backend/admin/users/${editor.id}/sessions`);
    expect(listed.map((s) => [s.device, s.current])).toEqual([
      ['Safari 17 on iOS', false],
      ['Chrome 131 on Linux', false],
    ]);

    const res = await owner.agent.delete(`/backend/admin/users/${editor.id}/sessions`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: accountMessages.sessionsEnded });
    expect([await isSignedIn(laptop), await isSignedIn(phone)]).toEqual([false, false]);
    expect(await sessionsOf(owner.agent, `/backend/admin/users/${editor.id}/sessions`)).toEqual([]);

    const [entry, ...more] = await auditOf('sessions_ended', editor.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ user_id: owner.admin.id, item_kind: 'users', item_id: editor.id, item_title: editor.email.split('@')[0] });
    expect(entry!.at.getTime()).toBe(clock.now());
  });

  it('keeps the owner’s own current session when the owner names their own account', async () => {
    const admin = await createAdminUser(t.db, { role: 'owner' });
    const laptop = await signIn(admin, chromeOnLinux);
    const phone = await signIn(admin, safariOnIphone);
    expect((await laptop.delete(`/backend/admin/users/${admin.id}/sessions`)).status).toBe(200);
    expect([await isSignedIn(laptop), await isSignedIn(phone)]).toEqual([true, false]);
  });

  it('answers 404 for an account that does not exist', async () => {
    const owner = await loginAgent(t);
    for (const id of ['999999', 'abc', '0']) {
      const list = await owner.agent.get(`/backend/admin/users/${id}/sessions`);
      expect(list.status).toBe(404);
      expect(list.body).toEqual({ error: accountMessages.userNotFound });
      expect((await owner.agent.delete(`/backend/admin/users/${id}/sessions`)).status).toBe(404);
    }
  });

  it.each(['editor', 'viewer'] as const)('refuses the %s role both the list and the ending, and ends nothing', async (role) => {
    const someone = await createAdminUser(t.db, { role: 'viewer' });
    const theirs = await signIn(someone, chromeOnLinux);
    const { agent } = await loginAgent(t, { role });
    const list = await agent.get(`/backend/admin/users/${someone.id}/sessions`);
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ error: accountMessages.forbidden(role), code: 'forbidden' });
    expect((await agent.delete(`/backend/admin/users/${someone.id}/sessions`)).status).toBe(403);
    expect(await isSignedIn(theirs)).toBe(true);
    expect(await auditOf('sessions_ended', someone.id)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the sessions endpoints, and the real list reply matches its schema exactly', async () => {
    const document = (await siteAgent(t).agent.get('/backend/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    };
    expect(Object.keys(document.paths['/admin/account/sessions']!)).toEqual(['get']);
    expect(Object.keys(document.paths['/admin/account/sessions/{id}']!)).toEqual(['delete']);
    expect(Object.keys(document.paths['/admin/account/sessions/end-others']!)).toEqual(['post']);
    expect(Object.keys(document.paths['/admin/users/{id}/sessions']!).sort()).toEqual(['delete', 'get']);

    const schema = document.paths['/admin/account/sessions']!.get!.responses['200']!.content!['application/json']!.schema;
    const reply = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
    const admin = await createAdminUser(t.db, { role: 'viewer' });
    const res = await (await signIn(admin, chromeOnLinux)).get('/backend/admin/account/sessions');
    expect(reply.safeParse(res.body).error?.issues ?? []).toEqual([]);
    expect(reply.safeParse({ ...res.body, surprise: 1 }).success).toBe(false);
  });
});
