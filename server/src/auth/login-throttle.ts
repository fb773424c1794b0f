// Brute-force limits on sign-in, counted in Postgres (table login_failures) so that every app
// process shares one count: per account and client network, per client network alone, and per
// account from every network together (the ceiling, which a known browser's device cookie skips).
import { createHash } from 'node:crypto';
import type { ErrorRequestHandler } from 'express';
import type pg from 'pg';
import { authMessages } from '../../../common/messages.js';
import { networkOfAddress } from '../http/client-network.js';
import { HttpError } from '../http/errors.js';
import { createAccountCeiling, type AccountCeilingLimits, type LimiterFactory } from './account-ceiling.js';
import { loginFailuresCounter, refusal } from './login-failures.js';

export type LoginLimit = { attempts: number; windowSeconds: number };

export type LoginLimits = {
  /** Guessing one account's password from one address (an IPv6 /64 counts as one). */
  perAccountAndAddress: LoginLimit;
  /** Guessing many accounts (or spraying one password) from one address. */
  perAddress: LoginLimit;
  /** Guessing one account's password from many addresses; browsers with its device cookie are exempt. */
  perAccount: AccountCeilingLimits;
  /** Failures with one device cookie, after which it exempts no more (it may have been stolen). */
  perDevice: LoginLimit;
};

/**
 * 5 failures per account and address in 15 minutes stops password guessing while a typo-prone
 * admin is barely slowed. 50 per address in an hour leaves room for an office behind one NAT
 * address, and caps a single-address attacker at 1,200 guesses a day over all accounts.
 * 100 failures of one account in an hour is far beyond its owner's typos, and bounds guessing
 * spread over many addresses; past it, blocks of 1, 2, 4 … minutes, at most an hour, remembered
 * for a day, hold a persistent attacker to a few hundred guesses a day at most. The owner's
 * browser, holding a device cookie from an earlier sign-in, is not held up by any of that.
 */
export const defaultLoginLimits: LoginLimits = {
  perAccountAndAddress: { attempts: 5, windowSeconds: 15 * 60 },
  perAddress: { attempts: 50, windowSeconds: 60 * 60 },
  perAccount: {
    attempts: 100,
    windowSeconds: 60 * 60,
    firstBlockSeconds: 60,
    maxBlockSeconds: 60 * 60,
    blockMemorySeconds: 24 * 60 * 60,
  },
  perDevice: { attempts: 5, windowSeconds: 15 * 60 },
};

/** Who is trying to sign in to which account. */
export type LoginClient = {
  email: string;
  /** The client's address (req.ip). */
  address: string;
  /** The id of the browser's device cookie, when it is valid and names this account. */
  deviceId: string | undefined;
};

export type AllowedAttempt = {
  allowed: true;
  /** Counted against the account's ceiling (no trusted device cookie), so a success gives it back. */
  countedByAccount: boolean;
};

export type LoginAttempt =
  | AllowedAttempt
  | { allowed: false; retryAfterMs: number; limit: 'account and address' | 'address' | 'account' };

export type LoginThrottle = {
  /**
   * Counts an attempt before the password is checked, so parallel guesses cannot slip past the
   * limit between check and count; refused once any limit is used up.
   */
  beginAttempt(client: LoginClient): Promise<LoginAttempt>;
  /** A success was not a failure: clears the account's count and gives the others their point back. */
  recordSuccess(client: LoginClient, attempt: AllowedAttempt): Promise<void>;
};

export function createLoginThrottle(pool: pg.Pool, limits: Partial<LoginLimits> = {}): LoginThrottle {
  const { perAccountAndAddress, perAddress, perAccount, perDevice } = { ...defaultLoginLimits, ...limits };
  let sweeperMade = false;
  const limiter: LimiterFactory = (keyPrefix, points, durationSeconds) => {
    const made = loginFailuresCounter(pool, { keyPrefix, points, durationSeconds, sweeps: !sweeperMade });
    sweeperMade = true;
    return made;
  };
  const byAccountAndAddress = limiter('login_account_address', perAccountAndAddress.attempts, perAccountAndAddress.windowSeconds);
  const byAddress = limiter('login_address', perAddress.attempts, perAddress.windowSeconds);
  const byDevice = limiter('login_device', perDevice.attempts, perDevice.windowSeconds);
  const ceiling = createAccountCeiling(limiter, perAccount);

  /** A device cookie exempts from the ceiling until it has had too many failures of its own. */
  async function isTrustedDevice(deviceId: string | undefined): Promise<boolean> {
    if (!deviceId) return false;
    return (await refusal(byDevice.consume(deviceId))) === null;
  }

  return {
    async beginAttempt(client) {
      const account = hashedAccount(client.email);
      const network = networkOfAddress(client.address);
      const [ownRefusal, addressRefusal] = await Promise.all([
        refusal(byAccountAndAddress.consume(`${account}:${network}`)),
        refusal(byAddress.consume(network)),
      ]);
      if (ownRefusal !== null || addressRefusal !== null) {
        return {
          allowed: false,
          retryAfterMs: Math.max(1000, ownRefusal ?? 0, addressRefusal ?? 0),
          limit: ownRefusal !== null ? 'account and address' : 'address',
        };
      }
      if (await isTrustedDevice(client.deviceId)) return { allowed: true, countedByAccount: false };
      const outcome = await ceiling.beginAttempt(account);
      if (!outcome.allowed) return { allowed: false, retryAfterMs: Math.max(1000, outcome.retryAfterMs), limit: 'account' };
      return { allowed: true, countedByAccount: true };
    },
    async recordSuccess(client, attempt) {
      const account = hashedAccount(client.email);
      const network = networkOfAddress(client.address);
      await Promise.all([
        byAccountAndAddress.delete(`${account}:${network}`),
        byAddress.reward(network),
        attempt.countedByAccount ? ceiling.forgive(account) : undefined,
        client.deviceId ? byDevice.delete(client.deviceId) : undefined,
      ]);
    },
  };
}

/** The e-mail is hashed: the table then holds no addresses of accounts, and keys stay short. */
export function hashedAccount(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
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

/** Adds Retry-After to a 429 from these limits, then lets the app's error handler reply. */
export function loginThrottleRetryAfter(): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (error instanceof LoginThrottledError && !res.headersSent) res.set('Retry-After', String(error.retryAfterSeconds));
    next(error);
  };
}
