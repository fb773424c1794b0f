// Bounded parallelism for CPU-heavy work: image processing in the app, artwork rendering in the seed.
//
// Our own fifteen lines rather than p-limit: this is all of what we need (no queue inspection, no
// changing the limit, no cancelling), and a runtime dependency would cost more to keep than it saves.

/** Runs at most `limit` of the given tasks at once; the rest wait their turn, first come first served. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finishing task hands its slot straight to the next waiter, so the count never overshoots.
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
