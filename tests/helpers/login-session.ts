// Supertest agents that talk to the app as the SPA does: from the site's own origin (so writes
// pass the CSRF check), and, through loginAs, with a real session made by the login endpoint.
import request from 'supertest';
import { expect } from 'vitest';
import type { LoginReply } from '../../common/api-types.js';
import type { App } from '../../server/src/app.js';
import type { Config } from '../../server/src/config.js';

/** The host the agents claim (a Host header), so the expected origin is known before any request. */
export const testSiteHost = 'sjg.localhost';

export type SiteAgent = ReturnType<typeof request.agent>;

/** Either the app's request listener (createApp's `app`) or a TestApp (whose config may name a PUBLIC_BASE_URL). */
export type AppTarget = App['app'] | { app: App['app']; config: Config };

function parts(target: AppTarget): { app: App['app']; publicBaseUrl: string | undefined } {
  return typeof target === 'function' ? { app: target, publicBaseUrl: undefined } : { app: target.app, publicBaseUrl: target.config.publicBaseUrl };
}

/**
 * The origin the app accepts writes from: PUBLIC_BASE_URL's, else http://sjg.localhost (the Host the
 * agents send; supertest's own port changes from request to request).
 */
export function siteOrigin(target: AppTarget): string {
  const { publicBaseUrl } = parts(target);
  return publicBaseUrl ? new URL(publicBaseUrl).origin : `http://${testSiteHost}`;
}

/** An agent without a session that sends the site's Host and Origin on every request. */
export function siteAgent(target: AppTarget): { agent: SiteAgent; origin: string } {
  const { app } = parts(target);
  const origin = siteOrigin(target);
  const agent = request.agent(app).host(testSiteHost).set('Origin', origin);
  return { agent, origin };
}

/** Logs in through POST /backend/login/login.php; fails the test unless the login succeeds. */
export async function loginAs(
  target: AppTarget,
  admin: { email: string; password: string },
): Promise<{
  agent: SiteAgent;
  origin: string;
  reply: Extract<LoginReply, { status: 'success' }>;
  /** `name=value` of the session cookie, for requests made without the agent. */
  cookie: string;
}> {
  const { agent, origin } = siteAgent(target);
  const res = await agent.post('/backend/login/login.php').send({ email: admin.email, password: admin.password });
  expect(res.body, `login of ${admin.email}`).toMatchObject({ status: 'success' });
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]!).find((c) => /^(__Host-)?sjg\.sid=/.test(c))!;
  return { agent, origin, reply: res.body as Extract<LoginReply, { status: 'success' }>, cookie };
}

/** The session id inside a signed session cookie of a Set-Cookie list ('s:<id>.<signature>'). */
export function sessionIdFromSetCookie(setCookie: string[] | string | undefined): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const cookie of list) {
    const match = /^(?:__Host-)?sjg\.sid=([^;]*)/.exec(cookie);
    if (match) return /^s:([^.]+)\./.exec(decodeURIComponent(match[1]!))?.[1];
  }
  return undefined;
}
