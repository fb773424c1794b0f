// express-session backed by Postgres (connect-pg-simple), so restarts log no one out and several
// app processes share sessions.
//
// Both lifetimes are judged by the app's clock (clock.ts): the idle expiry kept in the session
// table, and the absolute lifetime from the login time the session holds (require-admin.ts).
import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import { systemClock, type Clock } from '../clock.js';
import type { Config } from '../config.js';

declare module 'express-session' {
  interface SessionData {
    userId: number;
    username: string;
    /** Epoch ms of the login, for the absolute lifetime. */
    loginAt: number;
    /** The browser's user agent and address at sign-in, for the list of one's sessions. */
    userAgent: string;
    address: string;
    /** Between the password and the code of a two-factor sign-in: whose password was right, and when (epoch ms). */
    pendingTwoFactor: { userId: number; at: number };
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

export function createSessionMiddleware(config: Config, pool: pg.Pool, clock: Clock = systemClock): SessionMiddleware {
  const PgStore = connectPgSimple(session);
  /**
   * connect-pg-simple reads Date.now() itself: for the expiry it writes (from the cookie, which
   * express-session also dates by Date.now()) and for the expiry it checks on reading. Both are
   * taken from the clock here instead; its pruning of long-dead rows still uses the system time,
   * which changes nothing a request sees.
   */
  class ClockedStore extends PgStore {
    override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
      pool
        .query<{ sess: SessionData | string }>(`select sess from "${tableName}" where sid = $1 and expire >= to_timestamp($2)`, [
          sid,
          wholeSeconds(clock.now()),
        ])
        .then(({ rows: [row] }) => (row ? (typeof row.sess === 'string' ? (JSON.parse(row.sess) as SessionData) : row.sess) : null))
        .then(
          (sess) => callback(null, sess),
          (error: unknown) => callback(error),
        );
    }

    override set(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
      super.set(sid, expiringIdle(sess), callback);
    }

    override touch(sid: string, sess: SessionData, callback?: () => void): void {
      super.touch(sid, expiringIdle(sess), callback);
    }
  }
  /** The session as stored: its idle expiry counted from the clock's now. */
  const expiringIdle = (sess: SessionData): SessionData => ({
    ...sess,
    cookie: { ...cookieData(sess), expires: new Date(clock.now() + config.sessionIdleMs) },
  });
  const tableName = 'session';
  const store = new ClockedStore({
    pool,
    tableName,
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

/** The stored shape of express-session's cookie (its `data`), whose `expires` is replaced. */
function cookieData(sess: SessionData): SessionData['cookie'] {
  return (sess.cookie as unknown as { data?: SessionData['cookie'] }).data ?? sess.cookie;
}

/** connect-pg-simple keeps and compares expiries in whole seconds, rounded up. */
function wholeSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}
