// express-session backed by Postgres (connect-pg-simple), so restarts log no one out and several
// app processes share sessions.
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import type { Config } from '../config.js';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    username: string;
    /** Epoch ms of the login, for the absolute lifetime. */
    loginAt: number;
  }
}

export type SessionMiddleware = { middleware: RequestHandler; close(): void };

export function usesSecureCookies(config: Config): boolean {
  // Secure cookies need HTTPS; PUBLIC_BASE_URL says whether the site is served over it.
  return config.publicBaseUrl ? config.publicBaseUrl.startsWith('https://') : config.isProduction;
}

export function sessionCookieName(config: Config): string {
  // The __Host- prefix pins the cookie to this host and path /, and requires Secure.
  return usesSecureCookies(config) ? '__Host-sjg.sid' : 'sjg.sid';
}

/** The attributes the cookie is set with; clearing it needs the same ones. */
export function sessionCookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'strict', secure: usesSecureCookies(config), path: '/' } as const;
}

export function createSessionMiddleware(config: Config, pool: pg.Pool): SessionMiddleware {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
  });
  const middleware = session({
    store,
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    // Each request pushes the idle expiry forward; the absolute lifetime is checked by the auth guard.
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: { ...sessionCookieOptions(config), maxAge: config.sessionIdleMs },
  });
  return { middleware, close: () => store.close() };
}
