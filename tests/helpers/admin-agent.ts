// A supertest agent holding a real admin session, made without the login endpoint: an admin user,
// a session row in connect-pg-simple's format, and its cookie signed as express-session signs it.
//
// Origin: the agents come from login-session.ts's siteAgent, so every request carries the Host
// 'sjg.localhost' and the Origin 'http://sjg.localhost' (or PUBLIC_BASE_URL's) that the CSRF check expects.
// No server is started; supertest's changing port does not matter because Host is fixed.
import { randomBytes } from 'node:crypto';
import { sign } from 'cookie-signature';
import type { AccountRole } from '../../common/accounts.js';
import { sessionCookieName } from '../../server/src/auth/session.js';
import { createAdminUser, type TestAdmin } from './login.js';
import { siteAgent, type SiteAgent } from './login-session.js';
import type { TestApp } from './test-app.js';

export { siteAgent, siteOrigin } from './login-session.js';

export type AdminAgent = { agent: SiteAgent; admin: TestAdmin; origin: string; cookie: string };

/** An agent signed in as a new account, an owner unless `role` says otherwise. */
export async function loginAgent(t: TestApp, options: { role?: AccountRole } = {}): Promise<AdminAgent> {
  const admin = await createAdminUser(t.db, options.role ? { role: options.role } : {});
  return { ...(await sessionAgent(t, admin.id, admin.email.split('@')[0]!)), admin };
}

/** An agent signed in as the account `userId` that already exists in `t`'s database. */
export async function sessionAgent(t: TestApp, userId: number, username: string): Promise<Omit<AdminAgent, 'admin'>> {
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + t.config.sessionIdleMs);
  await t.db
    .insertInto('session')
    .values({
      sid,
      sess: JSON.stringify({
        cookie: {
          originalMaxAge: t.config.sessionIdleMs,
          expires: expires.toISOString(),
          httpOnly: true,
          path: '/',
          sameSite: 'strict',
        },
        userId,
        username,
        loginAt: Date.now(),
      }),
      expire: expires,
    })
    .execute();
  const cookie = `${sessionCookieName(t.config)}=${encodeURIComponent(`s:${sign(sid, t.config.sessionSecret)}`)}`;
  const { agent, origin } = siteAgent(t);
  agent.set('Cookie', cookie);
  return { agent, origin, cookie };
}
