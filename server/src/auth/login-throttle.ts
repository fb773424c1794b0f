// Brute-force limits on sign-in, counted in Postgres (table login_failures) so that every app
// process shares one count: per account and client network, and per client network alone.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { authMessages } from '../../../common/messages.js';
import { networkOfAddress } from '../http/client-network.js';
import { HttpError } from '../http/errors.js';

export type LoginLimit = { attempts: number; windowSeconds: number };

export type LoginLimits = {
  /** Guessing one account's password from one address (an IPv6 /64 counts as one). */
  perAccountAndAddress: LoginLimit;
  /** Guessing many accounts (or spraying one password) from one address. */
  perAddress: LoginLimit;
};

/**
 * 5 failures per account and address in 15 minutes stops password guessing while a typo-prone
 * admin is barely slowed. 50 per address in an hour leaves room for an office behind one NAT
 * address, and caps a single-address attacker at 1,200 guesses a day over all accounts.
 */
export const defaultLoginLimits: LoginLimits = {
  perAccountAndAddress: { attempts: 5, windowSeconds: 15 * 60 },
  perAddress: { attempts: 50, windowSeconds: 60 * 60 },
};

export type LoginAttempt =
  | { allowed: true }
  | { allowed: false; retryAfterMs: number };

export type LoginThrottle = {
  /**
   * Counts an attempt before the password is checked, so parallel guesses cannot slip past the
   * limit between check and count; refused once either limit is used up.
   */
  beginAttempt(email: string, address: string): Promise<LoginAttempt>;
  /** A success was not a failure: clears the account's count and gives the address its point back. */
  recordSuccess(email: string, address: string): Promise<void>;
};

export function createLoginThrottle(pool: pg.Pool, limits: LoginLimits = defaultLoginLimits): LoginThrottle {
  const limiter = (keyPrefix: string, limit: LoginLimit) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'login_failures',
      // The migration made the table; the library must not try to at runtime.
      tableCreated: true,
      keyPrefix,
      points: limit.attempts,
      duration: limit.windowSeconds,
      // No in-memory shortcuts: the count in Postgres is the one every process sees.
      inMemoryBlockOnConsumed: 0,
    });
  const byAccountAndAddress = limiter('login_account_address', limits.perAccountAndAddress);
  const byAddress = limiter('login_address', limits.perAddress);

  return {
    async beginAttempt(email, address) {
      const network = networkOfAddress(address);
      const results = await Promise.allSettled([
        byAccountAndAddress.consume(accountKey(email, network)),
        byAddress.consume(network),
      ]);
      let refused = false;
      let retryAfterMs = 1000;
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        // The library rejects with a RateLimiterRes when over the limit, with an Error otherwise.
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        refused = true;
        retryAfterMs = Math.max(retryAfterMs, result.reason.msBeforeNext);
      }
      return refused ? { allowed: false, retryAfterMs } : { allowed: true };
    },
    async recordSuccess(email, address) {
      const network = networkOfAddress(address);
      await Promise.all([byAccountAndAddress.delete(accountKey(email, network)), byAddress.reward(network)]);
    },
  };
}

/** The e-mail is hashed: the table then holds no addresses of accounts, and keys stay short. */
function accountKey(email: string, address: string): string {
  const account = createHash('sha256').update(email.toLowerCase()).digest('base64url');
  return `${account}:${address}`;
}

/** 429 with the wait in whole minutes; the auth router adds Retry-After from `retryAfterSeconds`. */
export class LoginThrottledError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterMs: number, body: Record<string, unknown>) {
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const message = authMessages.loginThrottled(Math.ceil(retryAfterSeconds / 60));
    super(429, message, { ...body, message });
    this.name = 'LoginThrottledError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
