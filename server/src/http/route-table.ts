// The app's routes as express holds them, each with the access it declares (route-access.ts): for
// the check at start that no /backend route goes undeclared, for the OpenAPI document and the tests.
import type { Express } from 'express';
import { accessDeclaredBy, type RouteAccess } from './route-access.js';

export type RouteEntry = {
  /** Lower case, as express keeps it ('get', 'post', …). */
  method: string;
  /** The whole pattern from the site's root: `/backend/admin/users/:id`. */
  path: string;
  /** What the route declares; undefined when it declares nothing. */
  access: RouteAccess | undefined;
};

type Layer = {
  handle?: unknown;
  route?: { path: string | RegExp | (string | RegExp)[]; methods: Record<string, boolean>; stack: Layer[] };
  rawPath?: string | RegExp | (string | RegExp)[];
};

/** Every route of the app, with the mount paths of the routers above it. */
export function listRoutes(app: Express): RouteEntry[] {
  return routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
}

function routesOf(stack: Layer[], prefix: string): RouteEntry[] {
  const found: RouteEntry[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const access = declaredAccessOf(layer.route.stack);
      for (const path of patterns(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on) found.push({ method: method === '_all' ? 'all' : method, path: join(prefix, path), access });
        }
      }
    } else if (isRouter(layer.handle)) {
      for (const mount of patterns(layer.rawPath ?? '/')) found.push(...routesOf(layer.handle.stack, join(prefix, mount)));
    }
  }
  return found;
}

/** The one declaration among a route's handlers; two would leave the route's answer unclear. */
function declaredAccessOf(stack: Layer[]): RouteAccess | undefined {
  const declared = stack.map((layer) => accessDeclaredBy(layer.handle)).filter((access) => access !== undefined);
  return declared.length === 1 ? declared[0] : undefined;
}

function isRouter(handle: unknown): handle is { stack: Layer[] } {
  return typeof handle === 'function' && Array.isArray((handle as { stack?: unknown }).stack);
}

function patterns(path: string | RegExp | (string | RegExp)[]): string[] {
  return ([] as (string | RegExp)[]).concat(path).map((pattern) => (pattern instanceof RegExp ? `regexp:${pattern.source}` : pattern));
}

function join(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
}

export class UndeclaredRouteError extends Error {
  override name = 'UndeclaredRouteError';
}

/**
 * Refuses to build an app with a /backend route that declares no access (or two): such a route
 * would answer anyone, so the app does not start rather than serve it.
 */
export function refuseUndeclaredRoutes(app: Express): void {
  const undeclared = listRoutes(app).filter((route) => route.path.startsWith('/backend/') && route.access === undefined);
  if (undeclared.length > 0) {
    const names = undeclared.map((route) => `${route.method.toUpperCase()} ${route.path}`).join(', ');
    throw new UndeclaredRouteError(`Each /backend route declares who may call it (anyone, or requireAdmin with a level); these do not: ${names}`);
  }
}
