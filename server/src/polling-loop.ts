// A pass run on a poll, one at a time, with a clean stop: the loop of the editorial worker and of
// the backup scheduler.
import type { Logger } from './logger.js';

export type PollingLoop<Outcome> = {
  start(): void;
  /** One pass now, or the one in progress; resolves with its outcome. */
  run(): Promise<Outcome>;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
};

export function createPollingLoop<Outcome>(loop: {
  pollMs: number;
  pass(): Promise<Outcome>;
  logger: Logger;
  /** A pass that threw: the line logged with its error, and what the pass resolves with instead. */
  failedPass: { log: string; outcome: Outcome };
  /** Whether start() runs a pass at once, or waits one poll. */
  passAtStart: boolean;
}): PollingLoop<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Outcome> | undefined;
  let stopped = true;

  function run(): Promise<Outcome> {
    running ??= loop
      .pass()
      .catch((error: unknown) => {
        // The database may be away: the next poll tries again.
        loop.logger.warn({ err: error }, loop.failedPass.log);
        return loop.failedPass.outcome;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(schedule), loop.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      if (loop.passAtStart) void run();
      schedule();
    },
    run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
