// Limits on "Forgot password", counted in Postgres (table login_failures, like login-throttle.ts)
// so every app process shares one count: per client network, so one address cannot mail-bomb many
// accounts, and per e-mail address, so no inbox is flooded with links from many addresses.
import type pg from 'pg';
import { accountMessages } from '../../../common/accounts.js';
import { loginFailuresCounter, refusal } from '../auth/login-failures.js';
import { hashedAccount } from '../auth/login-throttle.js';
import { networkOfAddress } from '../http/client-network.js';
import { HttpError } from '../http/errors.js';

export type ForgotPasswordLimit = { requests: number; windowSeconds: number };
export type ForgotPasswordLimits = { perAddress: ForgotPasswordLimit; perEmail: ForgotPasswordLimit };

/** A person who mistypes or loses the first mail asks again once or twice; more is someone else. */
export const defaultForgotPasswordLimits: ForgotPasswordLimits = {
  perAddress: { requests: 5, windowSeconds: 15 * 60 },
  perEmail: { requests: 3, windowSeconds: 60 * 60 },
};

export type ForgotPasswordThrottle = {
  /** Counts a request; refused (with the wait) once either limit is used up. Unknown e-mails count too. */
  consume(request: { email: string; address: string }): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
};

export function createForgotPasswordThrottle(pool: pg.Pool, limits: Partial<ForgotPasswordLimits> = {}): ForgotPasswordThrottle {
  const { perAddress, perEmail } = { ...defaultForgotPasswordLimits, ...limits };
  const limiter = (keyPrefix: string, limit: ForgotPasswordLimit) =>
    // The login throttle's counters sweep the table's long-expired rows.
    loginFailuresCounter(pool, { keyPrefix, points: limit.requests, durationSeconds: limit.windowSeconds, sweeps: false });
  const byAddress = limiter('forgot_password_address', perAddress);
  const byEmail = limiter('forgot_password_email', perEmail);

  return {
    async consume({ email, address }) {
      const waits = await Promise.all([refusal(byAddress.consume(networkOfAddress(address))), refusal(byEmail.consume(hashedAccount(email)))]);
      const refused = waits.filter((wait): wait is number => wait !== null);
      return refused.length === 0 ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(1000, ...refused) };
    },
  };
}

/** 429 with Retry-After (set by the route from `retryAfterSeconds`). */
export class ForgotPasswordThrottledError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number) {
    super(429, accountMessages.forgotThrottled, { status: 'error', message: accountMessages.forgotThrottled });
    this.name = 'ForgotPasswordThrottledError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
