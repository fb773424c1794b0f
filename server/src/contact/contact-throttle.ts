// The per-address limit on contact messages, counted in Postgres (contact_rate_limits) so every
// app process shares it.
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { ContactLimit } from '../app-deps.js';

/** Five messages in ten minutes is more than a person writes, and little for a spam script. */
export const defaultContactLimit: ContactLimit = { messages: 5, windowSeconds: 10 * 60 };

export type ContactThrottle = {
  /** Counts one message; the wait in ms when the address is over its limit, else null. */
  consume(address: string): Promise<number | null>;
};

export function createContactThrottle(pool: pg.Pool, limit: ContactLimit = defaultContactLimit): ContactThrottle {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'contact_rate_limits',
    // The migration made the table; the library must not try to at runtime.
    tableCreated: true,
    // Every five minutes, rows of addresses whose window ended over an hour ago are deleted, so the
    // table holds only recent senders (the library's timer is unref'd and never fails).
    clearExpiredByTimeout: true,
    keyPrefix: 'contact',
    points: limit.messages,
    duration: limit.windowSeconds,
    inMemoryBlockOnConsumed: 0,
  });
  return {
    async consume(address) {
      try {
        await limiter.consume(address);
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.max(1000, error.msBeforeNext);
        throw error;
      }
    },
  };
}
