// The loop both mail workers run (the contact outbox and the queue of account e-mails): a pass
// over the due rows, each tried once, on a poll and on wake-ups, with a clean stop. What a row is,
// how the next due one is locked and how it is delivered are the caller's.
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';

export type DeliveryWorker = {
  start(): void;
  /** Looks for due rows now (called after one is stored). */
  wake(): void;
  /** One pass over the due rows; resolves with how many were tried once each is sent or rescheduled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the row being sent; the rest stay queued for the next start. */
  stop(): Promise<void>;
};

export type DeliveryLoop<Row extends { id: number }> = {
  pollMs: number;
  logger: Logger;
  /** For the log line of a failed pass ('outbox', 'mail queue'). */
  name: string;
  /**
   * Locks the next due row not in `tried` and hands it to `deliver` inside the transaction that
   * holds the lock; false when no row is due.
   */
  withNextDue(tried: number[], deliver: (trx: Db, row: Row) => Promise<void>): Promise<boolean>;
  /** One attempt; the row stays locked by `trx` until its outcome is recorded through it. */
  deliver(trx: Db, row: Row): Promise<void>;
};

export function createDeliveryWorker<Row extends { id: number }>(loop: DeliveryLoop<Row>): DeliveryWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** Set by stop(): a pass in progress ends after the row it is sending. */
  let halted = false;
  let wakeAgain = false;

  /** Tries each due row once (a quick retry delay must not make one pass try a row again). */
  async function pass(): Promise<number> {
    const tried: number[] = [];
    const deliverAndNote = (trx: Db, row: Row) => {
      tried.push(row.id);
      return loop.deliver(trx, row);
    };
    while (!halted && (await loop.withNextDue(tried, deliverAndNote)));
    return tried.length;
  }

  function runOnce(): Promise<number> {
    if (running) {
      wakeAgain = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        // The database may be away: the next poll tries again.
        loop.logger.warn({ err: error }, `${loop.name} pass failed`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (wakeAgain && !stopped) {
          wakeAgain = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, loop.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      halted = false;
      void runOnce();
      schedule();
    },
    wake() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      halted = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** 30 s, 1 min, 2 min, … capped at maxRetryMs: a mail server that is down for a while is not hammered. */
export function retryDelayMs(attempts: number, settings: { retryBaseMs: number; maxRetryMs: number }): number {
  return Math.min(settings.maxRetryMs, settings.retryBaseMs * 2 ** (attempts - 1));
}
