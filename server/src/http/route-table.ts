// The app's routes as express holds them, each with the access it declares (route-access.ts) and,
// for a write, what it changes that a visitor reads (public-effect.ts): for the check at start that
// no /backend route goes undeclared, for the OpenAPI document and the tests.
import type { Express } from 'express';
import { effectDeclaredBy, isReadMethod, type DeclaredEffect } from './public-effect.js';
import { accessDeclaredBy, type RouteAccess } from './route-access.js';

export type RouteEntry = {
  /** Lower case, as express keeps it ('get', 'post', …). */
  method: string;
  /** The whole pattern from the site's root: `/backend/admin/users/:id`. */
  path: string;
  /** What the route declares; undefined when it declares nothing. */
  access: RouteAccess | undefined;
  /** What the route declares it changes for visitors; undefined when it declares nothing (or two things). */
  effect: DeclaredEffect | undefined;
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
      const access = onlyDeclaration(layer.route.stack, accessDeclaredBy);
      const effect = onlyDeclaration(layer.route.stack, effectDeclaredBy);
      for (const path of patterns(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on) found.push({ method: method === '_all' ? 'all' : method, path: join(prefix, path), access, effect });
        }
      }
    } else if (isRouter(layer.handle)) {
      for (const mount of patterns(layer.rawPath ?? '/')) found.push(...routesOf(layer.handle.stack, join(prefix, mount)));
    }
  }
  return found;
}

/** The one declaration of a kind among a route's handlers; two would leave the route's answer unclear. */
function onlyDeclaration<D>(stack: Layer[], declaredBy: (handler: unknown) => D | undefined): D | undefined {
  const declared = stack.map((layer) => declaredBy(layer.handle)).filter((declaration) => declaration !== undefined);
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
 * Refuses to build an app with a /backend route that declares no access (or two), or a write that
 * does not declare what it changes for visitors (or declares two things): the first would answer
 * anyone, the second would leave the public cache and the CDN guessing, so the app does not start.
 */
export function refuseUndeclaredRoutes(app: Express): void {
  const backend = listRoutes(app).filter((route) => route.path.startsWith('/backend/'));
  const nameOf = (route: RouteEntry) => `${route.method.toUpperCase()} ${route.path}`;
  const noAccess = backend.filter((route) => route.access === undefined).map(nameOf);
  if (noAccess.length > 0) {
    throw new UndeclaredRouteError(`Each /backend route declares who may call it (anyone, or requireAdmin with a level); these do not: ${noAccess.join(', ')}`);
  }
  const noEffect = backend.filter((route) => !isReadMethod(route.method) && route.effect === undefined).map(nameOf);
  if (noEffect.length > 0) {
    throw new UndeclaredRouteError(`Each /backend write declares what it changes for visitors (public-effect.ts); these do not: ${noEffect.join(', ')}`);
  }
}
