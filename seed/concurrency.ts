// Modest parallelism for the seed: image rendering is CPU-bound, so a few tasks at a time is enough.
import { createLimiter } from '../server/src/concurrency.js';

/** Maps the items with at most `limit` calls running at once, keeping the results in order. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const run = createLimiter(limit);
  return Promise.all(items.map((item, index) => run(() => work(item, index))));
}

/**
 * Runs `work` on the items one after another, in their order, while `prepare` (the slow part)
 * already runs for up to `ahead` of the items after the current one. Once `stop()` is true no
 * further item is prepared or worked on; a preparation under way is waited for, not left running.
 */
export async function inTurnPreparedAhead<T, P>(
  items: readonly T[],
  ahead: number,
  steps: { prepare(item: T): Promise<P>; work(item: T, prepared: P): Promise<void>; stop(): boolean },
): Promise<void> {
  const prepared: Promise<P>[] = [];
  let next = 0;
  try {
    for (const item of items) {
      while (next < items.length && prepared.length <= ahead && !steps.stop()) {
        const preparing = steps.prepare(items[next]!);
        // Observed at once, so one failing while it waits its turn is not an unhandled rejection.
        preparing.catch(() => undefined);
        prepared.push(preparing);
        next += 1;
      }
      if (steps.stop()) return;
      const ready = await prepared.shift()!;
      if (steps.stop()) return;
      await steps.work(item, ready);
    }
  } finally {
    await Promise.allSettled(prepared);
  }
}
