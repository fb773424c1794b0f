// Modest parallelism for the seed: image rendering is CPU-bound, so a few tasks at a time is enough.
import { createLimiter } from '../server/src/concurrency.js';

/** Maps the items with at most `limit` calls running at once, keeping the results in order. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const run = createLimiter(limit);
  return Promise.all(items.map((item, index) => run(() => work(item, index))));
}

/**
 * Runs `work` on the items in their order, at most `atOnce` at a time (1: each after the one
 * before), while `prepare` (the slow part) already runs for up to `ahead` items beyond the one
 * whose turn it is. Once `stop()` is true no further item is prepared or worked on; the work and
 * preparations under way are waited for, not left running.
 */
export async function inOrderPreparedAhead<T, P>(
  items: readonly T[],
  steps: { ahead: number; atOnce: number; prepare(item: T): Promise<P>; work(item: T, prepared: P): Promise<void>; stop(): boolean },
): Promise<void> {
  const prepared: Promise<P>[] = [];
  const working = new Set<Promise<void>>();
  let next = 0;
  try {
    for (const item of items) {
      while (next < items.length && prepared.length <= steps.ahead && !steps.stop()) {
        const preparing = steps.prepare(items[next]!);
        // Observed at once, so one failing while it waits its turn is not an unhandled rejection.
        preparing.catch(() => undefined);
        prepared.push(preparing);
        next += 1;
      }
      if (steps.stop()) break;
      const ready = await prepared.shift()!;
      while (working.size >= steps.atOnce) await Promise.race(working);
      if (steps.stop()) break;
      const work: Promise<void> = steps.work(item, ready).finally(() => working.delete(work));
      work.catch(() => undefined);
      working.add(work);
    }
    await Promise.all(working);
  } finally {
    await Promise.allSettled([...prepared, ...working]);
  }
}
