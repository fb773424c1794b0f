import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../helpers/login.js';
import { loginAs, testSiteHost } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const refused = { error: 'Cross-site request refused.' };

describe('cross-site request refusal (no PUBLIC_BASE_URL: the request’s own origin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (path: string) => request(t.app).post(path).set('Host', testSiteHost);

  it('refuses a write from a foreign origin, and nothing changes', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = await loginAs(t, admin);
    const res = await agent
      .post('/backend/password/update_password_api.php')
      .set('Origin', 'https://evil.example')
      .send({ user_id: admin.id, old_password: admin.password, new_password: 'Evil!Chosen-77', confirm_new_password: 'Evil!Chosen-77' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refused);
    // The password is unchanged.
    await loginAs(t, admin);
  });

  it('refuses a write with neither Origin nor Referer', async () => {
    const res = await post('/backend/login/login.php').send({ email: 'a@example.com', password: 'x' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refused);
  });

  it('refuses Origin: null (sandboxed frames, some redirects)', async () => {
    const res = await post('/backend/login/login.php').set('Origin', 'null').send({});
    expect(res.status).toBe(403);
  });

  it('refuses the same host on another scheme or port', async () => {
    for (const origin of [`https://${testSiteHost}`, `http://${testSiteHost}:8080`, `http://sub.${testSiteHost}`]) {
      const res = await post('/backend/login/login.php').set('Origin', origin).send({});
      expect(res.status, origin).toBe(403);
    }
  });

  it('refuses a foreign Referer when Origin is absent, and accepts the site’s own', async () => {
    const foreign = await post('/backend/login/login.php').set('Referer', 'https://evil.example/sjg/login').send({});
    expect(foreign.status).toBe(403);
    const own = await post('/backend/login/login.php').set('Referer', `http://${testSiteHost}/sjg/login`).send({ email: 'a@example.com', password: 'x' });
    expect(own.status).toBe(401);
  });

  it('accepts the site’s own origin (default port written or not)', async () => {
    for (const origin of [`http://${testSiteHost}`, `http://${testSiteHost}:80`]) {
      const res = await post('/backend/login/login.php').set('Origin', origin).send({ email: 'a@example.com', password: 'x' });
      expect(res.status, origin).toBe(401);
    }
  });

  it('checks every state-changing method, not only POST, and lets reads through', async () => {
    for (const method of ['put', 'patch', 'delete'] as const) {
      const res = await request(t.app)[method]('/backend/no/such/endpoint.php').set('Host', testSiteHost).set('Origin', 'https://evil.example');
      expect(res.status, method).toBe(403);
    }
    const read = await request(t.app).get('/backend/login/session.php').set('Origin', 'https://evil.example');
    expect(read.status).toBe(401);
  });
});

describe('cross-site request refusal behind a proxy (PUBLIC_BASE_URL set)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://www.sjg.example/', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => t.close());

  it('accepts exactly PUBLIC_BASE_URL’s origin, whatever Host the proxy passes on', async () => {
    const ok = await request(t.app)
      .post('/backend/login/login.php')
      .set('Host', 'internal:3000')
      .set('Origin', 'https://www.sjg.example')
      .send({ email: 'a@example.com', password: 'x' });
    expect(ok.status).toBe(401);
    const own = await request(t.app)
      .post('/backend/login/login.php')
      .set('Host', 'internal:3000')
      .set('Origin', 'http://internal:3000')
      .send({});
    expect(own.status).toBe(403);
  });
});
