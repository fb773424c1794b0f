// Where signing in leads: back to the admin page the editor was on or asked for (the gate puts it
// in /login?next=), else the overview. Only an admin page of this site is ever followed, so a
// crafted link cannot send a fresh sign-in to another site (an open redirect).
import { BASE_PATH } from '@common/constants';
import { sessionEndMessages, type SessionEndReason } from '@common/accounts';
import { siteRouteArea } from '@common/site-routes';
import { paths } from '@/lib/paths';

/** The sign-in page's address that returns to `returnTo` (a full path with /sjg), saying why when there is a reason. */
export function signInPath(returnTo: string, reason?: SessionEndReason): string {
  const query = new URLSearchParams({ next: returnTo });
  if (reason) query.set('reason', reason);
  return `${paths.login}?${query.toString()}`;
}

/**
 * The router path (without /sjg) a ?next= names, or null unless it is an admin page of this
 * origin: another origin, a path outside /sjg, a public page or something unparseable all count
 * as nothing asked for.
 */
export function adminReturnPath(next: string | null, origin: string): string | null {
  if (!next || !next.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  const inApp = url.pathname.slice(BASE_PATH.length);
  return siteRouteArea(inApp) === 'admin' ? `${inApp}${url.search}${url.hash}` : null;
}

/** The ?reason= the sign-in page explains, if it is one it knows. */
export function sessionEndReasonOf(reason: string | null): SessionEndReason | null {
  return reason !== null && Object.hasOwn(sessionEndMessages, reason) ? (reason as SessionEndReason) : null;
}
