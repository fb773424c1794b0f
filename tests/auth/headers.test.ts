import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../helpers/login.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

describe('security headers (plain HTTP development site)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('sends a CSP without eval or inline script (but the one app loader, by its hash), framing forbidden', async () => {
    for (const path of ['/backend/login/session.php', '/sjg/', '/healthz']) {
      const csp = directives((await request(t.app).get(path)).headers['content-security-policy'] as string);
      // tests/perf/server-rendering.test.ts proves the hash is the served loader's.
      expect(csp.get('script-src'), path).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect([...csp.values()].join(' ')).not.toMatch(/unsafe-eval/);
    }
  });

  it('sends nosniff, a Referrer-Policy and X-Frame-Options: DENY', async () => {
    const res = await request(t.app).get('/backend/login/session.php');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('opens public pages in the browsing context they come from, and keeps sign-in, admin and API replies isolated', async () => {
    for (const path of ['/sjg/', '/sjg/about-us', '/sjg/news', '/sjg/no-such-page']) {
      const res = await request(t.app).get(path);
      expect(res.headers['cross-origin-opener-policy'], path).toBeUndefined();
      expect(res.headers['origin-agent-cluster'], path).toBeUndefined();
    }
    for (const path of ['/sjg/login', '/sjg/admin', '/backend/login/session.php']) {
      const res = await request(t.app).get(path);
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(res.headers['origin-agent-cluster'], path).toBe('?1');
    }
  });

  it('sends no HSTS over plain HTTP', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks replies about the session as not to be cached', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    const res = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a JSON body over 100 kB with 413', async () => {
    const { agent } = siteAgent(t);
    const res = await agent.post('/backend/login/login.php').send({ email: 'a@example.com', password: 'x'.repeat(110 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request is too large.' });
  });

  it('refuses malformed JSON with 400', async () => {
    const { agent } = siteAgent(t);
    const res = await agent.post('/backend/login/login.php').set('Content-Type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
  });
});

describe('security headers (HTTPS site)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://sjg.example' } });
  });
  afterAll(async () => t.close());

  it('sends HSTS for a year, with subdomains', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });
});
