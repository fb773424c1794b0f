// Device cookies (OWASP's defence against lockout by guessing): a browser that has signed in to an
// account gets a signed, HttpOnly note of it, and with it is exempt from the account-wide ceiling
// on failed sign-ins, so its owner is not locked out by someone guessing from many addresses.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { Config } from '../config.js';
import { hashedAccount } from './login-throttle.js';
import { usesSecureCookies } from './session.js';

/** Long enough that an admin who signs in a few times a year keeps the exemption. */
export const DEVICE_COOKIE_DAYS = 180;
const lifetimeMs = DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000;

export function deviceCookieName(config: Config): string {
  // Like the session cookie: the __Host- prefix pins it to this host and path /, and needs Secure.
  return usesSecureCookies(config) ? '__Host-sjg.device' : 'sjg.device';
}

export function deviceCookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'strict', secure: usesSecureCookies(config), path: '/', maxAge: lifetimeMs } as const;
}

/**
 * `<account>.<issued>.<id>.<signature>`: the hashed e-mail, the issue time (epoch seconds), a
 * random id (its own failures are counted under it) and an HMAC of the three with the session
 * secret. One cookie names one account: signing in to another replaces it.
 */
export function issueDeviceCookie(secret: string, email: string, now = Date.now()): string {
  const payload = `${hashedAccount(email)}.${Math.floor(now / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The id of the request's device cookie when it is genuine, unexpired and names this account. */
export function deviceIdOfRequest(req: Request, config: Config, email: string): string | undefined {
  const value = cookieOfRequest(req, deviceCookieName(config));
  if (!value) return undefined;
  const parts = value.split('.');
  if (parts.length !== 4) return undefined;
  const [account, issued, id, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(signatureOf(config.sessionSecret, `${account}.${issued}.${id}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const age = Date.now() - Number(issued) * 1000;
  if (!(age >= -60_000 && age < lifetimeMs)) return undefined;
  return account === hashedAccount(email) ? id : undefined;
}

function signatureOf(secret: string, payload: string): string {
  // The prefix keeps this HMAC from ever standing in for another made with the same secret.
  return createHmac('sha256', secret).update(`device-cookie:${payload}`).digest('base64url');
}

/** One cookie of the request (express-session reads the header itself; no cookie parser runs). */
function cookieOfRequest(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
