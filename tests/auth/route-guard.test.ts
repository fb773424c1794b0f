// Walks the whole route table of the real app: every state-changing /backend endpoint must answer
// 401 without a session, so one cannot be added unguarded, and each role gets the right answer
// from each write and admin read (issue 23). The list of routes is discovered, not written; what
// each role may do is written out here, apart from the access policy, so a wrong policy shows.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from '../../common/accounts.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Writes anyone may make: signing in, and the public contact form (SPEC §7); and the steps of a
 * sign-in, a forgotten password and an account link, which come before any session (issue 23).
 */
const publicWrites = new Set([
  'POST /backend/login/login.php',
  'POST /backend/contact-us/email.php',
  'POST /backend/login/two-factor',
  'POST /backend/login/forgot-password',
  'POST /backend/login/account-link',
  'POST /backend/login/set-password',
]);

/**
 * What only owners may do: accounts, their policy, Delete forever, and saving or restoring the site's
 * settings (contact details, office locations, social links, footer, search and sharing; issue 24). Route patterns as the app declares them.
 */
function isOwnerOnly(route: Endpoint): boolean {
  return (
    (route.method === 'put' && /^\/backend\/admin\/site\/(contact|locations|social|footer|seo)$/.test(route.path)) ||
    (route.method === 'post' && /^\/backend\/admin\/site\/(contact|locations|social|footer|seo)\/versions\/:id\/restore$/.test(route.path)) ||
    route.path === '/backend/admin/users' ||
    route.path.startsWith('/backend/admin/users/') ||
    route.path === '/backend/admin/account-policy' ||
    nameOf(route) === 'DELETE /backend/admin/trash/:kind/:id'
  );
}

/** What every account may do for itself, viewers included: its session, password, two-factor sign-in and sessions. */
function isSelfService(route: Endpoint): boolean {
  return route.path.startsWith('/backend/login/') || route.path === '/backend/password/update_password_api.php' || route.path.startsWith('/backend/admin/account/');
}

/** The statuses an admin read may give a role allowed to make it, with the walk's made-up ids. */
const allowedReadStatuses = [200, 400, 404];

const nameOf = (route: Endpoint) => `${route.method.toUpperCase()} ${route.path}`;

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

/**
 * A URL for the role walk: parameters become 999999 (an id no row has, so no write lands on a real
 * account or item, and a kind no route knows), wildcards x.
 */
function harmless(pattern: string): string {
  return pattern
    .replace(/[{}]/g, '')
    .replace(/:(\w+)/g, '999999')
    .replace(/\*(\w+)/g, 'x');
}

describe('the route table', () => {
  let t: TestApp;
  let routes: Endpoint[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = listRoutes((t.express as Express & { router: { stack: Layer[] } }).router.stack);
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

  describe('by role', () => {
    const roles: AccountRole[] = ['owner', 'editor', 'viewer'];
    /** Writes to try, public ones included (they must refuse no role either), and admin reads. */
    const walked = () => [
      ...routes.filter((r) => r.path.startsWith('/backend/') && !readMethods.has(r.method)),
      ...routes.filter((r) => r.method === 'get' && r.path.startsWith('/backend/admin/')),
    ];

    /** Whether `role` should be refused `route` (403), by the rules of issue 23 as written above. */
    function refused(role: AccountRole, route: Endpoint): boolean {
      if (role === 'owner' || isSelfService(route) || publicWrites.has(nameOf(route))) return false;
      if (isOwnerOnly(route)) return true;
      // Editors make every other write; viewers read every other admin page and write nothing.
      return role === 'viewer' && !readMethods.has(route.method);
    }

    it('knows the routes it classes (each class holds routes of this app)', () => {
      const names = routes.map(nameOf);
      for (const name of [
        'DELETE /backend/admin/trash/:kind/:id',
        'POST /backend/admin/trash/:kind/:id/restore',
        'GET /backend/admin/account/sessions',
        'DELETE /backend/admin/account/sessions/:id',
        'POST /backend/admin/account/sessions/end-others',
        'GET /backend/admin/users/:id/sessions',
        'DELETE /backend/admin/users/:id/sessions',
        'GET /backend/admin/activity',
        'GET /backend/admin/activity.csv',
        'PUT /backend/admin/site/home',
        'PUT /backend/admin/site/contact',
      ]) {
        expect(names).toContain(name);
      }
      expect(walked().filter(isOwnerOnly).length).toBeGreaterThanOrEqual(3);
      expect(walked().filter(isSelfService).length).toBeGreaterThanOrEqual(4);
    });

    it.each(roles)('gives the %s role 403 exactly where the rules of issue 23 say, on every write and admin read', async (role) => {
      let signedIn: AdminAgent | undefined;
      const wrong: string[] = [];
      for (const route of walked()) {
        // A call may end the agent's own session (logout, ending its sessions): the next call gets a fresh one.
        if (!signedIn || (await signedIn.agent.get('/backend/login/session.php')).status !== 200) signedIn = await loginAgent(t, { role });
        const res = await signedIn.agent[route.method as 'post'](harmless(route.path)).send({});
        // A write that turned on the rule "every account uses two-factor sign-in" would make every
        // later call a 403 of its own; the walk is about roles, so the rule is put back each time.
        await t.db.deleteFrom('app_settings').where('key', '=', 'require_two_factor').execute();
        const expectRefusal = refused(role, route);
        const reads = readMethods.has(route.method);
        if (expectRefusal && (res.status !== 403 || res.body.code !== 'forbidden')) {
          wrong.push(`${nameOf(route)} answered ${res.status}, not 403 forbidden`);
        } else if (!expectRefusal && res.status === 403) {
          wrong.push(`${nameOf(route)} answered 403 ${JSON.stringify(res.body)}`);
        } else if (!expectRefusal && reads && !allowedReadStatuses.includes(res.status)) {
          wrong.push(`${nameOf(route)} answered ${res.status}, not one of ${allowedReadStatuses.join('/')}`);
        } else if (!expectRefusal && res.status === 401 && !publicWrites.has(nameOf(route))) {
          // (A sign-in step answers 401 to a session that is not in the middle of signing in.)
          wrong.push(`${nameOf(route)} answered 401 to a signed-in ${role}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
