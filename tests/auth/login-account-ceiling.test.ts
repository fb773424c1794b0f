import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/src/app.js';
import { defaultLoginLimits, type LoginLimits } from '../../server/src/auth/login-throttle.js';
import { createLogger } from '../../server/src/logger.js';
import { createAdminUser } from '../helpers/login.js';
import { siteAgent, type AppTarget, type SiteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** A sign-in from `address`, by a given browser (agent, keeping its cookies) or a fresh one. */
const login = (target: AppTarget, email: string, password: string, address: string, browser?: SiteAgent) =>
  (browser ?? siteAgent(target).agent).post('/backend/login/login.php').set('X-Forwarded-For', address).send({ email, password });

const wrong = 'Wrong!Guess-1234';
const minute = 60_000;

describe('the ceiling on one account’s failed sign-ins from all addresses', () => {
  let t: TestApp;
  /**
   * A second process on the same database whose ceiling is 3 failures, so the tests stay short,
   * in 6 hours, so that its blocks reach their longest before the window ends.
   */
  let small: { app: TestApp['app']; config: TestApp['config']; close(): void };
  const smallCeiling = { ...defaultLoginLimits.perAccount, attempts: 3, windowSeconds: 6 * 3600 };
  const smallLimits: Partial<LoginLimits> = { perAccount: smallCeiling };

  beforeAll(async () => {
    // Proxies on loopback are trusted, so each request can speak from its own client address.
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    const second = createApp({
      config: t.config,
      db: t.db,
      pool: t.database.pool,
      logger: createLogger('silent'),
      storage: t.storage,
      lifecycle: { isShuttingDown: () => false },
      loginLimits: smallLimits,
    });
    small = { app: second.app, config: t.config, close: second.close };
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    small.close();
    await t.close();
  });

  /** Fake Date only: rate-limiter-flexible computes every expiry from Date.now(); timers stay real. */
  function freezeTime(): { advance(ms: number): void } {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.now();
    vi.setSystemTime(now);
    return {
      advance(ms) {
        now += ms;
        vi.setSystemTime(now);
      },
    };
  }

  it('refuses the account, even its right password from a new address, after 100 failures from 100 addresses', async () => {
    const admin = await createAdminUser(t.db);
    for (let i = 1; i <= 100; i++) {
      expect((await login(t, admin.email, wrong, `198.51.100.${i}`)).status, `failure ${i}`).toBe(401);
    }
    const refused = await login(t, admin.email, wrong, '198.51.100.101');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 'error', message: 'Too many failed login attempts. Try again in 1 minute.' });
    expect(refused.headers['retry-after']).toBe('60');

    const owner = await login(t, admin.email, admin.password, '198.51.100.102');
    expect(owner.status).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Other accounts are not affected.
    const other = await createAdminUser(t.db);
    expect((await login(t, other.email, other.password, '198.51.100.103')).body.status).toBe('success');
  });

  it('lets a browser that signed in before sign in past the ceiling, by its HttpOnly device cookie', async () => {
    const admin = await createAdminUser(t.db);
    const { agent: ownersBrowser } = siteAgent(small);
    const first = await login(small, admin.email, admin.password, '192.0.2.10', ownersBrowser);
    expect(first.body.status).toBe('success');
    const deviceCookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []).find((c) => c.startsWith('sjg.device='));
    expect(deviceCookie).toMatch(/; Max-Age=15552000;/);
    expect(deviceCookie).toMatch(/; HttpOnly/);
    expect(deviceCookie).toMatch(/; SameSite=Strict/);

    for (let i = 1; i <= 3; i++) expect((await login(small, admin.email, wrong, `198.51.100.${i}`)).status).toBe(401);
    expect((await login(small, admin.email, admin.password, '192.0.2.11')).status).toBe(429);
    // The owner's browser, even from an address it never used, and the owner's typo does not end it.
    expect((await login(small, admin.email, wrong, '192.0.2.12', ownersBrowser)).status).toBe(401);
    expect((await login(small, admin.email, admin.password, '192.0.2.12', ownersBrowser)).body.status).toBe('success');
  });

  it('exempts no browser whose device cookie is forged, altered or names another account', async () => {
    const admin = await createAdminUser(t.db);
    const other = await createAdminUser(t.db);
    const cookieOf = async (account: { email: string; password: string }) => {
      const reply = await login(small, account.email, account.password, '192.0.2.20');
      return ([] as string[]).concat(reply.headers['set-cookie'] ?? []).find((c) => c.startsWith('sjg.device='))!.split(';')[0]!;
    };
    const own = await cookieOf(admin);
    const othersCookie = await cookieOf(other);
    for (let i = 1; i <= 3; i++) expect((await login(small, admin.email, wrong, `198.51.100.${i}`)).status).toBe(401);

    const [name, value] = own.split('=') as [string, string];
    const parts = value.split('.');
    const altered = `${name}=${[parts[0], parts[1], 'AAAAAAAAAAAAAAAAAAAAAA', parts[3]].join('.')}`;
    for (const cookie of [altered, othersCookie, `${name}=${value.slice(0, -2)}xx`, `${name}=garbage`]) {
      const reply = await siteAgent(small)
        .agent.post('/backend/login/login.php')
        .set('X-Forwarded-For', '192.0.2.21')
        .set('Cookie', cookie)
        .send({ email: admin.email, password: admin.password });
      expect(reply.status, cookie).toBe(429);
    }
    const genuine = await siteAgent(small)
      .agent.post('/backend/login/login.php')
      .set('X-Forwarded-For', '192.0.2.22')
      .set('Cookie', own)
      .send({ email: admin.email, password: admin.password });
    expect(genuine.body.status).toBe('success');
  });

  it('stops exempting a device cookie after 5 failures of its own, from however many addresses', async () => {
    const admin = await createAdminUser(t.db);
    const { agent: stolen } = siteAgent(small);
    expect((await login(small, admin.email, admin.password, '192.0.2.30', stolen)).body.status).toBe('success');
    for (let i = 1; i <= 3; i++) expect((await login(small, admin.email, wrong, `198.51.100.${i}`)).status).toBe(401);

    for (let i = 1; i <= 5; i++) expect((await login(small, admin.email, wrong, `203.0.113.${i}`, stolen)).status).toBe(401);
    expect((await login(small, admin.email, admin.password, '203.0.113.6', stolen)).status).toBe(429);
  });

  it('doubles the block with each refusal after the one before has ended, up to an hour', async () => {
    const clock = freezeTime();
    const admin = await createAdminUser(t.db);
    for (let i = 1; i <= 3; i++) expect((await login(small, admin.email, wrong, `198.51.100.${i}`)).status).toBe(401);

    const first = await login(small, admin.email, wrong, '198.51.100.4');
    expect(first.status).toBe(429);
    expect(first.headers['retry-after']).toBe('60');
    // Asking again during a block does not lengthen it.
    clock.advance(30_000);
    const during = await login(small, admin.email, admin.password, '198.51.100.5');
    expect(during.headers['retry-after']).toBe('30');

    const waits: string[] = [];
    for (let i = 0; i < 8; i++) {
      clock.advance(Number(waits.at(-1) ?? 30) * 1000 + 1000);
      const reply = await login(small, admin.email, wrong, `198.51.100.${10 + i}`);
      expect(reply.status).toBe(429);
      waits.push(reply.headers['retry-after'] as string);
    }
    expect(waits).toEqual(['120', '240', '480', '960', '1920', '3600', '3600', '3600']);
    expect((await login(small, admin.email, admin.password, '198.51.100.30')).body.message).toBe(
      'Too many failed login attempts. Try again in 60 minutes.',
    );
  });

  it('ends with its window; a second ceiling the same day starts at the longer block, the next day at 1 minute', async () => {
    const clock = freezeTime();
    const admin = await createAdminUser(t.db);
    for (let i = 1; i <= 3; i++) expect((await login(small, admin.email, wrong, `198.51.100.${i}`)).status).toBe(401);
    expect((await login(small, admin.email, admin.password, '198.51.100.4')).headers['retry-after']).toBe('60');
    clock.advance(30_000);
    expect((await login(small, admin.email, admin.password, '198.51.100.5')).status).toBe(429);

    clock.advance(smallCeiling.windowSeconds * 1000);
    expect((await login(small, admin.email, admin.password, '198.51.100.6')).body.status).toBe('success');

    for (let i = 1; i <= 3; i++) expect((await login(small, admin.email, wrong, `198.51.100.${20 + i}`)).status).toBe(401);
    expect((await login(small, admin.email, admin.password, '198.51.100.30')).headers['retry-after']).toBe('120');
    clock.advance(25 * 60 * minute);
    for (let i = 1; i <= 3; i++) expect((await login(small, admin.email, wrong, `198.51.100.${40 + i}`)).status).toBe(401);
    expect((await login(small, admin.email, admin.password, '198.51.100.50')).headers['retry-after']).toBe('60');
  });
});
