// What a /backend write changes that a visitor can read, declared by a handler on the route itself
// as its access is (route-access.ts): after a successful write the public cache drops its reads and
// the CDN is told the tags to purge. The router that matched the path is the only reader of it, and
// the app does not start with a write that declares nothing (route-table.ts).
import type { Request, RequestHandler, Response } from 'express';
import { CONTENT_KINDS, type ContentKind } from '../../../common/content-kinds.js';
import { kindShowingList } from '../../../common/ordering.js';
import { SITE_TAG } from './cdn-headers.js';

/** The CDN tags a successful write purges; none for a write no visitor can see. */
export type PublicEffect = { readonly purge: readonly string[] };

/** How a route's declaration reads in the route table and its tests ('nothing', 'news', …). */
export type DeclaredEffect = { readonly changes: string };

const declarations = new WeakMap<object, DeclaredEffect>();
const effects = new WeakMap<Response, PublicEffect>();

const NOTHING: PublicEffect = { purge: [] };
const EVERYTHING: PublicEffect = { purge: [SITE_TAG] };
/** The site's settings (contact details, footer, …), which every page embeds. */
const SITE_SETTINGS: PublicEffect = { purge: ['site-settings'] };

/** A kind's reads, and the search, which finds its items. */
function kindEffect(kind: ContentKind): PublicEffect {
  return { purge: [kind, 'search'] };
}

function declare(changes: string, effectOf: (req: Request) => PublicEffect): RequestHandler {
  const handler: RequestHandler = (req, res, next) => {
    effects.set(res, effectOf(req));
    next();
  };
  declarations.set(handler, { changes });
  return handler;
}

/** Accounts, sessions, sign-in, backups, mail, autosaves, preview links, contact messages, an unused picture. */
export const changesNothingPublic = declare('nothing', () => NOTHING);

/** The settings every page embeds. */
export const changesSiteSettings = declare('site-settings', () => SITE_SETTINGS);

/** What may touch any area: a picture's texts and focal point, restoring a revision, an import. */
export const changesAnything = declare('everything', () => EVERYTHING);

/** One kind's items. */
export function changesKind(kind: ContentKind): RequestHandler {
  const effect = kindEffect(kind);
  return declare(kind, () => effect);
}

/** A kind's reads and the search, for the kind `kindOf` finds from the route's `param`; anything else changes anything. */
function changesKindFound(says: string, param: string, kindOf: (value: string) => ContentKind | undefined): RequestHandler {
  return declare(says, (req) => {
    const value = req.params[param];
    const kind = typeof value === 'string' ? kindOf(value) : undefined;
    return kind ? kindEffect(kind) : EVERYTHING;
  });
}

/** The kind the route's `param` names (`/admin/translations/:kind/…`); an unknown one, which the route refuses, changes anything. */
export function changesKindNamedBy(param: string): RequestHandler {
  return changesKindFound(`the kind named by {${param}}`, param, (value) => CONTENT_KINDS.find((known) => known === value));
}

/** The kind whose pages show the ordered list the route's `param` names: its own, or the kind whose items hold it (a venture's gallery). */
export function changesKindShowingList(param: string): RequestHandler {
  return changesKindFound(`the kind showing the list {${param}}`, param, kindShowingList);
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** Whether `method` only reads: such a request changes nothing, so its route declares no effect. */
export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method.toUpperCase());
}

/** The declaration a handler makes, or undefined for an ordinary handler. */
export function effectDeclaredBy(handler: unknown): DeclaredEffect | undefined {
  return typeof handler === 'function' ? declarations.get(handler) : undefined;
}

/**
 * What the write answered by `res` changed. A write no declaration reached (answered before its
 * route, which none is today) is taken to have changed anything: a stale public page is the worse mistake.
 */
export function publicEffectOf(res: Response): PublicEffect {
  return effects.get(res) ?? EVERYTHING;
}
