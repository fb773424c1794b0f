import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app.js';
import { createLogger } from '../../server/src/logger.js';
import { createAdminUser } from '../helpers/login.js';
import { loginAs, sessionIdFromSetCookie, siteAgent, testSiteHost } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock } from '../helpers/test-clock.js';

describe('sessions', () => {
  let t: TestApp;
  // The app's time: the idle expiry is rolled forward by moving it, not by sleeping.
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({ deps: { clock } });
  });
  afterAll(async () => t.close());

  async function loggedIn() {
    const admin = await createAdminUser(t.db);
    const session = await loginAs(t, admin);
    const rows = await t.db.selectFrom('session').select(['sid', 'sess']).execute();
    const row = rows.find((r) => (r.sess as { userId?: number }).userId === admin.id)!;
    return { admin, ...session, sid: row.sid };
  }

  it('keeps the session alive while it is used (the idle expiry rolls forward)', async () => {
    const { agent, sid } = await loggedIn();
    const before = await t.db.selectFrom('session').select('expire').where('sid', '=', sid).executeTakeFirstOrThrow();
    clock.advance(60_000);
    expect((await agent.get('/backend/login/session.php')).status).toBe(200);
    const after = await t.db.selectFrom('session').select('expire').where('sid', '=', sid).executeTakeFirstOrThrow();
    expect(after.expire.getTime()).toBe(before.expire.getTime() + 60_000);
    // The idle expiry is SESSION_IDLE_MINUTES after the last request (the clock is on a whole second).
    expect(after.expire.getTime() - clock.now()).toBe(t.config.sessionIdleMs);
  });

  it('ends a session idle for longer than the idle expiry, on the server side', async () => {
    const { agent, sid } = await loggedIn();
    // Idle past the limit: the stored expiry is in the past (the client still sends its cookie).
    await t.db.updateTable('session').set({ expire: sql<Date>`now() - interval '1 second'` }).where('sid', '=', sid).execute();
    const res = await agent.get('/backend/login/session.php');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('error');
    // Simply gone, as one ended elsewhere is: no reason the server could give.
    expect(res.body.code).toBeUndefined();
  });

  it('ends a session past its absolute lifetime even while it is being used', async () => {
    const { agent, sid } = await loggedIn();
    expect((await agent.get('/backend/login/session.php')).status).toBe(200);
    const loginAt = clock.now() - t.config.sessionMaxAgeMs - 1000;
    await sql`update session set sess = jsonb_set(sess::jsonb, '{loginAt}', to_jsonb(${loginAt}::bigint))::json where sid = ${sid}`.execute(t.db);
    const res = await agent.get('/backend/login/session.php');
    expect(res.status).toBe(401);
    // Said, so the sign-in page can tell the editor why (issue 48).
    expect(res.body.code).toBe('session_expired');
    // Destroyed, not merely refused.
    expect(await t.db.selectFrom('session').select('sid').where('sid', '=', sid).executeTakeFirst()).toBeUndefined();
    const write = await agent.post('/backend/password/update_password_api.php').send({});
    expect(write.status).toBe(401);
  });

  it('says when the account of a live session can no longer sign in', async () => {
    const { agent, admin } = await loggedIn();
    await t.db.updateTable('admin_users').set({ disabled_at: new Date() }).where('id', '=', admin.id).execute();
    const res = await agent.get('/backend/admin/trash');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'You must be logged in to do that.', code: 'account_disabled' });
  });

  it('keeps sessions across a restart: a second app on the same database accepts the cookie', async () => {
    const { admin, cookie } = await loggedIn();
    const second = createApp({
      config: t.config,
      db: t.db,
      pool: t.database.pool,
      logger: createLogger('silent'),
      storage: t.storage,
      lifecycle: { isShuttingDown: () => false },
      clock,
    });
    try {
      expect(cookie).toMatch(/^sjg\.sid=/);
      const res = await request(second.app).get('/backend/login/session.php').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', id: admin.id });
    } finally {
      second.close();
    }
  });
});

describe('sessions on an HTTPS site', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a TLS-terminating proxy on loopback, as in production.
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://sjg.example', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => t.close());

  it('names the cookie with the __Host- prefix: Secure, Path=/, no Domain', async () => {
    const admin = await createAdminUser(t.db);
    const res = await request(t.app)
      .post('/backend/login/login.php')
      .set('X-Forwarded-Proto', 'https')
      .set('Host', 'sjg.example')
      .set('Origin', 'https://sjg.example')
      .send({ email: admin.email, password: admin.password });
    expect(res.body.status).toBe('success');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-sjg.sid='))!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(sessionIdFromSetCookie(res.headers['set-cookie'])).toBeTruthy();

    const session = await request(t.app)
      .get('/backend/login/session.php')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookie.split(';')[0]!);
    expect(session.body).toMatchObject({ status: 'success', id: admin.id });
  });

  it('refuses writes whose origin is not PUBLIC_BASE_URL, even from the request’s own host', async () => {
    const { agent } = siteAgent(t);
    const res = await agent
      .post('/backend/login/login.php')
      .set('Origin', `http://${testSiteHost}`)
      .send({ email: 'a@example.com', password: 'x' });
    expect(res.status).toBe(403);
  });
});
