import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('HTTP basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('redirects / to the site under /sjg/', async () => {
    const res = await request(t.app).get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sjg/');
  });

  it('answers unknown /backend paths with a JSON 404', async () => {
    const res = await request(t.app).get('/backend/no/such/path.php');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('reports liveness on /healthz and readiness on /readyz', async () => {
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', details: { backup: { schedule: null, last_success: null, failure: null, running_since: null } } });
  });

  it('fails /readyz while shutting down', async () => {
    t.lifecycle.shuttingDown = true;
    try {
      expect((await request(t.app).get('/readyz')).status).toBe(503);
    } finally {
      t.lifecycle.shuttingDown = false;
    }
  });

  it('sends a Content-Security-Policy that allows no inline script but the app loader, by its hash', async () => {
    const csp = (await request(t.app).get('/healthz')).headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('tags every response with a request id', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });
});
