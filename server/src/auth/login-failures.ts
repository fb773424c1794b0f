// The counters of the limits on sign-in and on "Forgot password", kept in Postgres (table
// login_failures) so that every app process shares one count.
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A counter of `points` per `durationSeconds` under `keyPrefix`. The counters share the table, and
 * one timer deleting its long-expired rows is enough: only the counter made with `sweeps` runs it.
 */
export function loginFailuresCounter(
  pool: pg.Pool,
  counter: { keyPrefix: string; points: number; durationSeconds: number; sweeps: boolean },
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'login_failures',
    // The migration made the table; the library must not try to at runtime.
    tableCreated: true,
    clearExpiredByTimeout: counter.sweeps,
    keyPrefix: counter.keyPrefix,
    points: counter.points,
    duration: counter.durationSeconds,
    // No in-memory shortcuts: the count in Postgres is the one every process sees.
    inMemoryBlockOnConsumed: 0,
  });
}

/** The wait in ms when a counter refuses, else null; the library rejects with a RateLimiterRes then. */
export async function refusal(consumed: Promise<unknown>): Promise<number | null> {
  try {
    await consumed;
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error.msBeforeNext;
    throw error;
  }
}
