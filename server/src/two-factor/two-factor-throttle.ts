// The code step's own limit: a right password followed by guessed codes. 5 codes per account in
// 15 minutes leaves room for typos and clock drift, and holds a guesser to a few hundred tries a
// day against a million codes. Counted in Postgres (login_failures, like login-throttle.ts) so
// every app process shares the count; each attempt is counted before the code is checked, so
// parallel guesses cannot slip past, and a right code clears the count.
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { accountMessages } from '../../../common/accounts.js';
import { HttpError } from '../http/errors.js';

const ATTEMPTS = 5;
const WINDOW_SECONDS = 15 * 60;

export type TwoFactorThrottle = {
  /** Null when the attempt may go ahead, else the wait in ms. */
  beginAttempt(adminId: number): Promise<number | null>;
  recordSuccess(adminId: number): Promise<void>;
};

export function createTwoFactorThrottle(pool: pg.Pool): TwoFactorThrottle {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'login_failures',
    tableCreated: true,
    // The login throttle's limiter already sweeps the shared table.
    clearExpiredByTimeout: false,
    keyPrefix: 'two_factor_account',
    points: ATTEMPTS,
    duration: WINDOW_SECONDS,
    inMemoryBlockOnConsumed: 0,
  });
  return {
    async beginAttempt(adminId) {
      try {
        await limiter.consume(String(adminId));
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.max(1000, error.msBeforeNext);
        throw error;
      }
    },
    async recordSuccess(adminId) {
      await limiter.delete(String(adminId));
    },
  };
}

/** 429 with the wait in whole minutes; the route sends `retryAfterSeconds` as Retry-After. */
export class TwoFactorThrottledError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number) {
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const message = accountMessages.twoFactorThrottled(Math.ceil(retryAfterSeconds / 60));
    super(429, message, { status: 'error', message });
    this.name = 'TwoFactorThrottledError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
