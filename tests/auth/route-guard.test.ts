// Walks the whole route table of the real app and its OpenAPI document: every /backend route
// declares who may call it, every state-changing one answers 401 without a session, each role gets
// the right answer from each admin operation of the document, and no other spelling of an admin
// address (letter case, trailing slash, `//`, escapes, `/./`, `;`) reaches a route (issues 23, 46).
// The routes are discovered, not written; what each role may do is written out here, apart from
// the routes' declarations, so a wrong declaration shows.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAllows, type AccessLevel, type AccountRole } from '../../common/accounts.js';
import { requireAdmin } from '../../server/src/http/require-admin.js';
import { changesAnything, changesNothingPublic as changesNothingPublicRoute } from '../../server/src/http/public-effect.js';
import { anyone } from '../../server/src/http/route-access.js';
import { listRoutes, refuseUndeclaredRoutes, type RouteEntry } from '../../server/src/http/route-table.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { siteAgent, testSiteHost } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { listenOnLoopback } from '../../scripts/loopback.js';

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
 * What only owners may do: accounts, their policy, Delete forever, saving or restoring the site's
 * settings (contact details, office locations, social links, footer, search and sharing; issue 24)
 * in any language, and publishing a language's site texts (issue 50).
 */
function isOwnerOnly(route: Endpoint): boolean {
  return (
    (route.method === 'put' && /^\/backend\/admin\/site\/(contact|locations|social|footer|seo)$/.test(route.path)) ||
    (route.method === 'post' && /^\/backend\/admin\/site\/(contact|locations|social|footer|seo)\/versions\/:id\/restore$/.test(route.path)) ||
    // Issue 50: the same sections' Hindi and Marathi, and publishing a language's site texts as a whole.
    (route.method === 'put' && /^\/backend\/admin\/site\/languages\/:lang\/(contact|locations|footer|seo)$/.test(route.path)) ||
    (route.method === 'post' && /^\/backend\/admin\/site\/languages\/:lang\/(contact|locations|footer|seo)\/versions\/:id\/restore$/.test(route.path)) ||
    (route.method === 'post' && /^\/backend\/admin\/site\/languages\/:lang\/(publish|unpublish)$/.test(route.path)) ||
    route.path === '/backend/admin/users' ||
    route.path.startsWith('/backend/admin/users/') ||
    route.path === '/backend/admin/account-policy' ||
    nameOf(route) === 'DELETE /backend/admin/trash/:kind/:id' ||
    // Deleting a contact message is for good, as Delete forever is.
    nameOf(route) === 'DELETE /backend/contact-us/messages.php' ||
    // Issue 48: the owners' screens for mail, backups and the import from the old site.
    /^\/backend\/admin\/(mail|backups|import)(\/|$)/.test(route.path)
  );
}

/** What every account may do for itself, viewers included: its session, password, two-factor sign-in and sessions. */
function isSelfService(route: Endpoint): boolean {
  return route.path.startsWith('/backend/login/') || route.path === '/backend/password/update_password_api.php' || route.path.startsWith('/backend/admin/account/');
}

/**
 * Writes whose result no visitor reads, which leave the public cache and the CDN alone: sign-in and
 * its steps, the password, accounts and their sessions and two-factor sign-in, backups, the mail
 * test, autosaves, preview links, contact messages (sent, or marked read in the inbox), and a
 * picture added to the library or deleted from it (shown nowhere, as one in use cannot be deleted).
 */
function changesNothingPublic(route: Endpoint): boolean {
  return (
    nameOf(route) === 'POST /backend/admin/media' ||
    nameOf(route) === 'DELETE /backend/admin/media/:id' ||
    route.path.startsWith('/backend/login/') ||
    route.path === '/backend/password/update_password_api.php' ||
    /^\/backend\/admin\/(account|account-policy|users|backups|mail|messages|autosaves|preview-links)(\/|$)/.test(route.path) ||
    route.path.endsWith('/preview-links') ||
    route.path.startsWith('/backend/contact-us/')
  );
}

/** Whether `role` should be refused `route` (403), by the rules of issues 23 and 24 as written above. */
function refused(role: AccountRole, route: Endpoint): boolean {
  if (role === 'owner' || isSelfService(route) || publicWrites.has(nameOf(route))) return false;
  if (isOwnerOnly(route)) return true;
  // Editors make every other write; viewers read every other admin page and write nothing.
  return role === 'viewer' && !readMethods.has(route.method);
}

/** The statuses an admin read may give a role allowed to make it, with the walk's made-up ids. */
const allowedReadStatuses = [200, 400, 404];

const nameOf = (route: Endpoint) => `${route.method.toUpperCase()} ${route.path}`;

const readMethods = new Set(['get', 'head', 'options']);

type Endpoint = { method: string; path: string };

type Operation = { 'x-access'?: string; 'x-changes'?: string };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** A concrete URL for a route pattern: parameters become 1, wildcards x. */
function concrete(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '1').replace(/\*(\w+)/g, 'x');
}

/**
 * A URL for the role walk: parameters become 999999 (an id no row has, so no write lands on a real
 * account or item, and a kind no route knows).
 */
function harmless(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '999999').replace(/\*(\w+)/g, 'x');
}

/** The document's operations under /backend/admin and the other signed-in ones, as express patterns. */
function signedInOperations(document: OpenApiDocument): (Endpoint & { access: string })[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation['x-access'] !== undefined && operation['x-access'] !== 'public')
      .map(([method, operation]) => ({ method, path: `/backend${path.replace(/\{(\w+)\}/g, ':$1')}`, access: operation['x-access']! })),
  );
}

/**
 * Other spellings of a concrete /backend/admin address, each of which a lenient matcher might take
 * for it: letter case, a trailing slash, doubled slashes, an escaped slash, an escaped letter, a
 * dot segment and a `;` parameter (the list).
 */
function spellingsOf(url: string): string[] {
  const rest = url.slice('/backend/admin/'.length);
  const [first = '', ...more] = rest.split('/');
  const tail = more.length > 0 ? `/${more.join('/')}` : '';
  const lastLiteral = url.split('/').findLast((segment) => /^[a-z]/.test(segment)) ?? 'admin';
  const at = url.lastIndexOf(lastLiteral);
  const escapedFirst = `%${first.charCodeAt(0).toString(16).toUpperCase()}${first.slice(1)}`;
  return [
    `/backend/ADMIN/${rest}`,
    `/backend/Admin/${rest}`,
    `${url.slice(0, at)}${lastLiteral[0]!.toUpperCase()}${lastLiteral.slice(1)}${url.slice(at + lastLiteral.length)}`,
    `${url}/`,
    `/backend//admin/${rest}`,
    `/backend/admin//${rest}`,
    `/backend/admin%2F${rest}`,
    `/backend/admin%2f${rest}`,
    `/backend/admin/${escapedFirst}${tail}`,
    `/backend/admin/./${rest}`,
    `/backend/admin/x/../${rest}`,
    `${url};`,
    `${url};x=1`,
    `/backend/admin;/${rest}`,
  ];
}

describe('the route table', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    routes = listRoutes(t.express);
    document = (await siteAgent(t).agent.get('/backend/openapi.json')).body as OpenApiDocument;
  });
  afterAll(async () => t.close());

  const writes = () =>
    routes.filter((r) => r.path.startsWith('/backend/') && !readMethods.has(r.method) && !publicWrites.has(`${r.method.toUpperCase()} ${r.path}`));

  it('is discovered from the app itself (the walk finds the login and password routes)', () => {
    const names = routes.map(nameOf);
    expect(names).toContain('POST /backend/login/login.php');
    expect(names).toContain('GET /backend/login/logout.php');
    expect(names).toContain('POST /backend/password/update_password_api.php');
    expect(writes().length).toBeGreaterThan(0);
  });

  it('has every /backend route declare who may call it, and the public ones are exactly the public reads and writes', () => {
    const backend = routes.filter((r) => r.path.startsWith('/backend/'));
    expect(backend.filter((r) => r.access === undefined).map(nameOf)).toEqual([]);
    const publicOnes = backend.filter((r) => r.access && 'public' in r.access);
    expect(publicOnes.filter((r) => !readMethods.has(r.method)).map(nameOf).sort()).toEqual([...publicWrites].sort());
    expect(publicOnes.filter((r) => r.path.startsWith('/backend/admin/')).map(nameOf)).toEqual([]);
  });

  it('has every /backend write declare what it changes for visitors, nothing exactly for the private ones', () => {
    const declared = writes().concat(routes.filter((r) => publicWrites.has(nameOf(r))));
    expect(declared.filter((r) => r.effect === undefined).map(nameOf)).toEqual([]);
    const wrong = declared.filter((r) => (r.effect?.changes === 'nothing') !== changesNothingPublic(r)).map((r) => `${nameOf(r)}: ${r.effect?.changes}`);
    expect(wrong).toEqual([]);
    const effectOf = (name: string) => routes.find((r) => nameOf(r) === name)?.effect?.changes;
    expect(effectOf('POST /backend/news/news_api.php')).toBe('news');
    expect(effectOf('POST /backend/ventures/delete_venture_api.php')).toBe('ventures');
    expect(effectOf('PUT /backend/admin/site/footer')).toBe('site-settings');
    expect(effectOf('PATCH /backend/admin/media/:id')).toBe('everything');
    expect(effectOf('POST /backend/admin/order/:kind')).toBe('the kind showing the list {kind}');
  });

  it('refuses to build an app with a /backend route that declares nothing, or two things', () => {
    const deps = { db: t.db, config: t.config };
    const undeclared = express();
    const router = express.Router();
    router.get('/admin/forgotten', (_req, res) => res.json({}));
    router.get('/news/fine', anyone, (_req, res) => res.json({}));
    undeclared.use('/backend', router);
    expect(() => refuseUndeclaredRoutes(undeclared)).toThrow(/GET \/backend\/admin\/forgotten/);

    const twice = express();
    twice.post('/backend/admin/both', anyone, requireAdmin(deps, 'own'), (_req, res) => res.json({}));
    expect(() => refuseUndeclaredRoutes(twice)).toThrow(/POST \/backend\/admin\/both/);

    const silent = express();
    silent.post('/backend/admin/silent', requireAdmin(deps, 'own'), (_req, res) => res.json({}));
    expect(() => refuseUndeclaredRoutes(silent)).toThrow(/what it changes for visitors.*POST \/backend\/admin\/silent/);

    const unsure = express();
    unsure.post('/backend/admin/unsure', requireAdmin(deps, 'own'), changesNothingPublicRoute, changesAnything, (_req, res) => res.json({}));
    expect(() => refuseUndeclaredRoutes(unsure)).toThrow(/POST \/backend\/admin\/unsure/);

    const fine = express();
    fine.post('/backend/admin/owned', requireAdmin(deps, 'own'), changesAnything, (_req, res) => res.json({}));
    fine.get('/backend/admin/read', requireAdmin(deps, 'read'), (_req, res) => res.json({}));
    expect(() => refuseUndeclaredRoutes(fine)).not.toThrow();
  });

  it('documents every /backend route in openapi.json with the access it declares, and a write with what it changes', () => {
    const documented = new Map<string, Operation>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) documented.set(`${method.toUpperCase()} /backend${path.replace(/\{(\w+)\}/g, ':$1')}`, operation);
    }
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.path.startsWith('/backend/'))) {
      const operation = documented.get(nameOf(route));
      const declared = route.access && ('public' in route.access ? 'public' : route.access.level);
      if (operation?.['x-access'] !== declared) wrong.push(`${nameOf(route)}: documented ${operation?.['x-access']}, declared ${declared}`);
      if (operation?.['x-changes'] !== route.effect?.changes) wrong.push(`${nameOf(route)}: documented changes ${operation?.['x-changes']}, declared ${route.effect?.changes}`);
    }
    expect(wrong).toEqual([]);
    expect(documented.get('POST /backend/contact-us/email.php')?.['x-changes']).toBe('nothing');
    expect(documented.get('DELETE /backend/news/news_api.php')?.['x-changes']).toBe('news');
  });

  it('answers 401 without a session on every state-changing /backend endpoint but the public ones', async () => {
    const { agent } = siteAgent(t);
    const unguarded: string[] = [];
    for (const route of writes()) {
      const res = await agent[route.method as 'post'](concrete(route.path)).send({});
      if (res.status !== 401) unguarded.push(`${nameOf(route)} answered ${res.status}`);
    }
    expect(unguarded).toEqual([]);
  });

  it('refuses every state-changing /backend endpoint, public ones included, without the site’s origin', async () => {
    const { agent } = siteAgent(t);
    const allWrites = routes.filter((r) => r.path.startsWith('/backend/') && !readMethods.has(r.method));
    const accepted: string[] = [];
    for (const route of allWrites) {
      const res = await agent[route.method as 'post'](concrete(route.path)).set('Origin', 'https://evil.example').send({});
      if (res.status !== 403) accepted.push(`${nameOf(route)} answered ${res.status}`);
    }
    expect(accepted).toEqual([]);
  });

  describe('by role', () => {
    const roles: AccountRole[] = ['owner', 'editor', 'viewer'];

    it('walks every signed-in operation of the document, each class of the rules among them, each declared as the rules say', () => {
      const operations = signedInOperations(document);
      const names = operations.map(nameOf);
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
        'POST /backend/admin/users',
        'PUT /backend/admin/account-policy',
      ]) {
        expect(names).toContain(name);
      }
      expect(operations.filter(isOwnerOnly).length).toBeGreaterThanOrEqual(3);
      expect(operations.filter(isSelfService).length).toBeGreaterThanOrEqual(4);
      // The declaration and the rules agree for every role (the answers below prove the app follows the declaration).
      const disagreeing = operations.flatMap((operation) =>
        roles.filter((role) => roleAllows(role, operation.access as AccessLevel) === refused(role, operation)).map((role) => `${nameOf(operation)} declares ${operation.access}; ${role}`),
      );
      expect(disagreeing).toEqual([]);
    });

    it.each(roles)('gives the %s role 403 exactly where the rules say, on every signed-in operation of the document', async (role) => {
      let signedIn: AdminAgent | undefined;
      const wrong: string[] = [];
      for (const route of signedInOperations(document)) {
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
        } else if (!expectRefusal && res.status === 401) {
          wrong.push(`${nameOf(route)} answered 401 to a signed-in ${role}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    describe('other spellings of each admin address', () => {
      let base: string;
      let server: http.Server;
      beforeAll(async () => {
        server = http.createServer(t.app);
        await listenOnLoopback(server);
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      });
      afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

      /** The request exactly as spelled: fetch and supertest would tidy `/./` and the like first. */
      function rawRequest(method: string, path: string, cookie: string | undefined): Promise<number> {
        return new Promise((resolve, reject) => {
          const body = '{"name":"x","email":"walk@example.com","role":"owner","require_two_factor":true}';
          const req = http.request(
            `${base}/`,
            {
              method: method.toUpperCase(),
              path,
              headers: {
                Host: testSiteHost,
                Origin: `http://${testSiteHost}`,
                'Content-Type': 'application/json',
                'Content-Length': Buffer.byteLength(body),
                ...(cookie ? { Cookie: cookie } : {}),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      }

      it('builds the issue’s spellings of one address', () => {
        expect(spellingsOf('/backend/admin/users/999999')).toEqual(
          expect.arrayContaining([
            '/backend/ADMIN/users/999999',
            '/backend/admin/Users/999999',
            '/backend/admin/users/999999/',
            '/backend//admin/users/999999',
            '/backend/admin%2Fusers/999999',
            '/backend/admin/%75sers/999999',
            '/backend/admin/./users/999999',
            '/backend/admin/users/999999;',
          ]),
        );
      });

      // Signed in, no route has such an address (404); signed out, /backend/admin/... is 401 before any
      // route is matched, and the other spellings of /backend/admin itself are 404.
      it.each([...roles, 'signed out' as const])('refuses every other spelling of every admin address, %s', async (role) => {
        const cookie = role === 'signed out' ? undefined : (await loginAgent(t, { role })).cookie;
        const refusals = role === 'signed out' ? [401, 404] : [404];
        const reached: string[] = [];
        const admin = signedInOperations(document).filter((route) => route.path.startsWith('/backend/admin/'));
        for (const route of admin) {
          for (const spelling of spellingsOf(harmless(route.path))) {
            const status = await rawRequest(route.method, spelling, cookie);
            if (!refusals.includes(status)) reached.push(`${route.method.toUpperCase()} ${spelling} answered ${status}`);
          }
        }
        expect(admin.length).toBeGreaterThan(40);
        expect(reached).toEqual([]);
        // Nothing the walk sent was taken: no account was invited, the policy is as it was.
        expect(await t.db.selectFrom('admin_users').select('id').where('email', '=', 'walk@example.com').execute()).toEqual([]);
      });
    });
  });
});
