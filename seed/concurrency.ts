// Modest parallelism for the seed: image rendering is CPU-bound, so a few tasks at a time is enough.
import { createLimiter } from '../server/src/concurrency.js';

/** Maps the items with at most `limit` calls running at once, keeping the results in order. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const run = createLimiter(limit);
  return Promise.all(items.map((item, index) => run(() => work(item, index))));
}
