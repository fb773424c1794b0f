// Who may call a /backend route, declared by a handler on the route itself (issue 46): the router
// that matched the path is the only matcher, so no second reading of the path can disagree with it.
import type { RequestHandler } from 'express';
import type { AccessLevel } from '../../../common/accounts.js';

/** Anyone (a public read, a sign-in step, the contact form), or a signed-in account of at least `level`. */
export type RouteAccess = { public: true } | { level: AccessLevel };

const declarations = new WeakMap<object, RouteAccess>();

/** Marks `handler` as the declaration of its route's access; returns it. */
export function declareAccess<H extends RequestHandler>(handler: H, access: RouteAccess): H {
  declarations.set(handler, access);
  return handler;
}

/** The access a handler declares, or undefined for an ordinary handler. */
export function accessDeclaredBy(handler: unknown): RouteAccess | undefined {
  return typeof handler === 'function' ? declarations.get(handler) : undefined;
}

/** The declaration of a route anyone may call. It does nothing at run time. */
export const anyone: RequestHandler = declareAccess((_req, _res, next) => next(), { public: true });
