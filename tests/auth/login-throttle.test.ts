import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app.js';
import { defaultLoginLimits } from '../../server/src/auth/login-throttle.js';
import { createLogger } from '../../server/src/logger.js';
import { createAdminUser, type TestAdmin } from '../helpers/login.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const login = (t: TestApp | { app: TestApp['app']; config: TestApp['config'] }, email: string, password: string, address = '203.0.113.7') =>
  siteAgent(t).agent.post('/backend/login/login.php').set('X-Forwarded-For', address).send({ email, password });

describe('failed-login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Proxies on loopback are trusted, so each test can speak from its own client address.
    t = await createTestApp({
      env: { TRUST_PROXY: 'loopback' },
      deps: {
        loginLimits: {
          perAccountAndAddress: { attempts: 3, windowSeconds: 900 },
          perAddress: { attempts: 6, windowSeconds: 3600 },
        },
      },
    });
  });
  afterAll(async () => t.close());

  it('keeps production defaults: 5 per account and address in 15 minutes, 50 per address and 100 per account in an hour', () => {
    expect(defaultLoginLimits).toEqual({
      perAccountAndAddress: { attempts: 5, windowSeconds: 900 },
      perAddress: { attempts: 50, windowSeconds: 3600 },
      perAccount: { attempts: 100, windowSeconds: 3600, firstBlockSeconds: 60, maxBlockSeconds: 3600, blockMemorySeconds: 86_400 },
      perDevice: { attempts: 5, windowSeconds: 900 },
    });
  });

  it('answers 429 with Retry-After once an account has too many failures from one address', async () => {
    const admin = await createAdminUser(t.db);
    for (let i = 0; i < 3; i++) expect((await login(t, admin.email, 'Wrong!1234', '203.0.113.1')).status).toBe(401);
    const refused = await login(t, admin.email, 'Wrong!1234', '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 'error', message: 'Too many failed login attempts. Try again in 15 minutes.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits: the guessing has to stop, not merely fail.
    expect((await login(t, admin.email, admin.password, '203.0.113.1')).status).toBe(429);
    // Another address still gets in, and the count is per account: another account is unaffected.
    expect((await login(t, admin.email, admin.password, '203.0.113.2')).body.status).toBe('success');
    const other = await createAdminUser(t.db);
    expect((await login(t, other.email, other.password, '203.0.113.1')).body.status).toBe('success');
  });

  it('counts an e-mail in any letter case as the same account', async () => {
    const admin = await createAdminUser(t.db);
    const variants = [admin.email, admin.email.toUpperCase(), ` ${admin.email} `];
    for (const email of variants) expect((await login(t, email, 'Wrong!1234', '203.0.113.3')).status).toBe(401);
    expect((await login(t, admin.email, 'Wrong!1234', '203.0.113.3')).status).toBe(429);
  });

  it('clears the account’s count after a successful login', async () => {
    const admin = await createAdminUser(t.db);
    for (let i = 0; i < 2; i++) expect((await login(t, admin.email, 'Wrong!1234', '203.0.113.4')).status).toBe(401);
    expect((await login(t, admin.email, admin.password, '203.0.113.4')).body.status).toBe('success');
    // Three fresh failures are allowed again before the limit.
    for (let i = 0; i < 3; i++) expect((await login(t, admin.email, 'Wrong!1234', '203.0.113.4')).status).toBe(401);
    expect((await login(t, admin.email, 'Wrong!1234', '203.0.113.4')).status).toBe(429);
  });

  it('limits one address across many accounts (password spraying)', async () => {
    const admins: TestAdmin[] = [];
    for (let i = 0; i < 3; i++) admins.push(await createAdminUser(t.db));
    // 6 failures over 3 accounts (2 each, under the per-account limit) use up the address.
    for (const admin of admins) {
      for (let i = 0; i < 2; i++) expect((await login(t, admin.email, 'Wrong!1234', '203.0.113.5')).status).toBe(401);
    }
    const refused = await login(t, 'someone-else@example.com', 'Wrong!1234', '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed login attempts. Try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const admin = await createAdminUser(t.db);
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:aaaa:bbbb:cccc:dddd']) {
      expect((await login(t, admin.email, 'Wrong!1234', address)).status).toBe(401);
    }
    expect((await login(t, admin.email, 'Wrong!1234', '2001:db8:5:6:ffff:ffff:ffff:ffff')).status).toBe(429);
    // The next /64 is another subscriber.
    expect((await login(t, admin.email, admin.password, '2001:db8:5:7::1')).body.status).toBe('success');

    // Spraying other accounts from the same /64: the 4 attempts above and 2 more use up its 6.
    for (const [i, address] of ['2001:0db8:0005:0006::9', '2001:db8:5:6::a'].entries()) {
      expect((await login(t, `sprayed-${i}@example.com`, 'Wrong!1234', address)).status).toBe(401);
    }
    expect((await login(t, 'sprayed-3@example.com', 'Wrong!1234', '2001:db8:5:6::b')).status).toBe(429);
  });

  it('does not count successful logins against the address', async () => {
    const admin = await createAdminUser(t.db);
    for (let i = 0; i < 8; i++) expect((await login(t, admin.email, admin.password, '203.0.113.6')).body.status).toBe('success');
  });

  it('refuses parallel guesses beyond the limit (counted before the password is checked)', async () => {
    const admin = await createAdminUser(t.db);
    const replies = await Promise.all(Array.from({ length: 6 }, () => login(t, admin.email, 'Wrong!1234', '203.0.113.8')));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('shares the count between app processes through Postgres', async () => {
    const admin = await createAdminUser(t.db);
    const second = createApp({
      config: t.config,
      db: t.db,
      pool: t.database.pool,
      logger: createLogger('silent'),
      storage: t.storage,
      lifecycle: { isShuttingDown: () => false },
      loginLimits: { perAccountAndAddress: { attempts: 3, windowSeconds: 900 }, perAddress: { attempts: 6, windowSeconds: 3600 } },
    });
    try {
      const other = { app: second.app, config: t.config };
      expect((await login(t, admin.email, 'Wrong!1234', '203.0.113.9')).status).toBe(401);
      expect((await login(other, admin.email, 'Wrong!1234', '203.0.113.9')).status).toBe(401);
      expect((await login(t, admin.email, 'Wrong!1234', '203.0.113.9')).status).toBe(401);
      expect((await login(other, admin.email, 'Wrong!1234', '203.0.113.9')).status).toBe(429);
      const rows = await t.db.selectFrom('login_failures').select(['key', 'points']).execute();
      // The table names no e-mail address, only a hash of it.
      expect(JSON.stringify(rows)).not.toContain(admin.email);
    } finally {
      second.close();
    }
  });
});
