// The time of day, given to the app as its mail transport and storage are: code that judges an age
// (session lifetimes, outbox retries, cached replies) asks the clock it was handed, so a test can
// move time forward instead of sleeping through it.

/** Epoch milliseconds, as Date.now(). The shape of lru-cache's `perf` option, so it can take one too. */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** The time of a write, from the deps' clock. */
export function writeTime(deps: { clock?: Clock | undefined }): Date {
  return new Date((deps.clock ?? systemClock).now());
}
