// Walks the whole route table of the real app: every state-changing /backend endpoint must answer
// 401 without a session, so one cannot be added unguarded. The list is discovered, not written.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Writes anyone may make: signing in, and the public contact form (SPEC §7). */
const publicWrites = new Set(['POST /backend/login/login.php', 'POST /backend/contact-us/email.php']);

const readMethods = new Set(['get', 'head', 'options']);

type Endpoint = { method: string; path: string };

type Layer = {
  route?: { path: string | RegExp | (string | RegExp)[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | RegExp | (string | RegExp)[];
};

/** Every route of a router stack, with the mount paths of the routers above it. */
function listRoutes(stack: Layer[], prefix = ''): Endpoint[] {
  const found: Endpoint[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const path of ([] as (string | RegExp)[]).concat(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on) found.push({ method: method === '_all' ? 'post' : method, path: join(prefix, path) });
        }
      }
    } else if (layer.handle?.stack) {
      const mounts = ([] as (string | RegExp)[]).concat(layer.rawPath ?? '/');
      for (const mount of mounts) found.push(...listRoutes(layer.handle.stack, join(prefix, mount)));
    }
  }
  return found;
}

function join(prefix: string, path: string | RegExp): string {
  if (path instanceof RegExp) throw new Error(`a route under ${prefix} is a regular expression; the walk cannot try it: ${path}`);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A concrete URL for a route pattern: parameters become 1, wildcards x, optional parts are kept. */
function concrete(pattern: string): string {
  return pattern
    .replace(/[{}]/g, '')
    .replace(/:(\w+)/g, '1')
    .replace(/\*(\w+)/g, 'x');
}

describe('the route table', () => {
  let t: TestApp;
  let routes: Endpoint[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = listRoutes((t.app as Express & { router: { stack: Layer[] } }).router.stack);
  });
  afterAll(async () => t.close());

  const writes = () =>
    routes.filter((r) => r.path.startsWith('/backend/') && !readMethods.has(r.method) && !publicWrites.has(`${r.method.toUpperCase()} ${r.path}`));

  it('is discovered from the app itself (the walk finds the login and password routes)', () => {
    const names = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(names).toContain('POST /backend/login/login.php');
    expect(names).toContain('GET /backend/login/logout.php');
    expect(names).toContain('POST /backend/password/update_password_api.php');
    expect(writes().length).toBeGreaterThan(0);
  });

  it('answers 401 without a session on every state-changing /backend endpoint but the public ones', async () => {
    const { agent } = siteAgent(t);
    const unguarded: string[] = [];
    for (const route of writes()) {
      const res = await agent[route.method as 'post'](concrete(route.path)).send({});
      if (res.status !== 401) unguarded.push(`${route.method.toUpperCase()} ${route.path} answered ${res.status}`);
    }
    expect(unguarded).toEqual([]);
  });

  it('refuses every state-changing /backend endpoint, public ones included, without the site’s origin', async () => {
    const { agent } = siteAgent(t);
    const allWrites = routes.filter((r) => r.path.startsWith('/backend/') && !readMethods.has(r.method));
    const accepted: string[] = [];
    for (const route of allWrites) {
      const res = await agent[route.method as 'post'](concrete(route.path)).set('Origin', 'https://evil.example').send({});
      if (res.status !== 403) accepted.push(`${route.method.toUpperCase()} ${route.path} answered ${res.status}`);
    }
    expect(accepted).toEqual([]);
  });
});
