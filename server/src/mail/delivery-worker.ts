// The worker both outboxes run (the contact outbox and the queue of account e-mails): a pass over
// the due rows, each tried once, on a poll and on wake-ups, with a clean stop; each attempt is
// recorded on its row in the transaction that locks it, and a failed one is retried with backoff.
// Which table, what mail a row makes and what the log says are the caller's.
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import { attemptsSoFar, markRowFailedAttempt, markRowSent, withNextDueRow, type Outbox, type OutboxRow } from './delivery.repository.js';

export type DeliveryWorker = {
  start(): void;
  /** Looks for due rows now (called after one is stored). */
  wake(): void;
  /** One pass over the due rows; resolves with how many were tried once each is sent or rescheduled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the row being sent; the rest stay queued for the next start. */
  stop(): Promise<void>;
};

export type DeliverySettings = {
  /** How often due rows are looked for without a wake-up. */
  pollMs: number;
  /** First retry delay; doubles with each failed attempt, up to maxRetryMs. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** After this many failed attempts a row is marked failed. */
  maxAttempts: number;
};

export type DeliveryLoop<T extends Outbox> = {
  /** The table of the rows to deliver. */
  outbox: T;
  db: Db;
  /** Decides which rows are due and when a failed one is tried again. */
  clock: Clock;
  logger: Logger;
  settings: DeliverySettings;
  /** One attempt at sending the row's mail; a throw is a failed attempt. */
  send(row: OutboxRow<T>): Promise<void>;
  /** The log's words: the worker's name in a failed pass, the field naming a row, and the lines of an attempt. */
  log: { name: string; idField: string; notDelivered: string; delivered: string };
};

export function createDeliveryWorker<T extends Outbox>(loop: DeliveryLoop<T>): DeliveryWorker {
  const { outbox, db, clock, logger, settings } = loop;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** Set by stop(): a pass in progress ends after the row it is sending. */
  let halted = false;
  let wakeAgain = false;

  /** Tries each due row once (a quick retry delay must not make one pass try a row again). */
  async function pass(): Promise<number> {
    const tried: number[] = [];
    const deliverAndNote = (trx: Db, row: OutboxRow<T>) => {
      tried.push(row.id);
      return deliver(trx, row);
    };
    while (!halted && (await withNextDueRow(db, outbox, new Date(clock.now()), tried, deliverAndNote)));
    return tried.length;
  }

  /** One attempt; the row is locked by `trx` until the outcome is recorded through it. */
  async function deliver(trx: Db, row: OutboxRow<T>): Promise<void> {
    const named = { [loop.log.idField]: row.id };
    try {
      await loop.send(row);
    } catch (error) {
      const attempts = attemptsSoFar(outbox, row) + 1;
      const retryInMs = attempts >= settings.maxAttempts ? null : retryDelayMs(attempts, settings);
      await markRowFailedAttempt(trx, outbox, row.id, {
        error: error instanceof Error ? error.message : String(error),
        failedAt: new Date(clock.now()),
        retryInMs,
      });
      logger.warn({ ...named, attempts, retryInMs, err: error }, loop.log.notDelivered);
      return;
    }
    await markRowSent(trx, outbox, row.id, new Date(clock.now()));
    logger.info(named, loop.log.delivered);
  }

  function runOnce(): Promise<number> {
    if (running) {
      wakeAgain = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        // The database may be away: the next poll tries again.
        logger.warn({ err: error }, `${loop.log.name} pass failed`);
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
    }, settings.pollMs);
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
