// The ceiling on one account's failed sign-ins from all addresses together, counted in Postgres
// (login_failures) so every app process shares it. Guessing spread over many addresses escapes
// the per-address limits; past the ceiling, the account's attempts wait out blocks that double.
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';

export type AccountCeilingLimits = {
  /** Failures of one account, from any address, in one window. */
  attempts: number;
  windowSeconds: number;
  /** The first block once the ceiling is reached; each further one is twice as long... */
  firstBlockSeconds: number;
  /** ...up to this. */
  maxBlockSeconds: number;
  /** How long the count of blocks is remembered: a return within it starts at the longer block. */
  blockMemorySeconds: number;
};

export type CeilingAttempt = { allowed: true } | { allowed: false; retryAfterMs: number };

export type AccountCeiling = {
  /** Counts an attempt at the account (its hashed key) unless the account is blocked or over the ceiling. */
  beginAttempt(account: string): Promise<CeilingAttempt>;
  /** The attempt succeeded: it was no failure. */
  forgive(account: string): Promise<void>;
};

/** Makes a counter in login_failures (login-failures.ts holds the table's settings). */
export type LimiterFactory = (keyPrefix: string, points: number, durationSeconds: number) => RateLimiterPostgres;

export function createAccountCeiling(limiter: LimiterFactory, limits: AccountCeilingLimits): AccountCeiling {
  const failures = limiter('login_account', limits.attempts, limits.windowSeconds);
  // A row while the account is blocked; its expiry is the block's end.
  const blocks = limiter('login_account_blocked', 1, limits.maxBlockSeconds);
  // How many blocks the account has had lately: the next one lasts 2^(n-1) first blocks.
  // (Only ever given penalties, so its number of points plays no part.)
  const blockCounts = limiter('login_account_block_count', 1, limits.blockMemorySeconds);

  return {
    async beginAttempt(account) {
      const block = await blocks.get(account);
      // A refusal during a block is not counted: it checked no password, so it was no guess.
      if (block && block.msBeforeNext > 0) return { allowed: false, retryAfterMs: block.msBeforeNext };
      try {
        await failures.consume(account);
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
      }
      const { consumedPoints } = await blockCounts.penalty(account);
      const seconds = Math.min(limits.firstBlockSeconds * 2 ** (consumedPoints - 1), limits.maxBlockSeconds);
      await blocks.block(account, seconds);
      return { allowed: false, retryAfterMs: seconds * 1000 };
    },
    async forgive(account) {
      await failures.reward(account);
    },
  };
}
