// The outbox worker: delivers stored contact messages by e-mail, retrying with backoff while the
// mail server is down. Messages are claimed with SKIP LOCKED and a lease (contact.repository.ts),
// so several workers or app processes never send the same message twice; a process that dies
// after sending but before marking the row would, after the lease, send it again: delivery is
// at-least-once in that one case, and exactly once otherwise.
import type { Db } from '../db/database.js';
import type { ContactMessageRow } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { headerSafe, type MailTransport } from '../mail/mail-transport.js';
import { claimDueMessages, markMessageFailedAttempt, markMessageSent } from './contact.repository.js';

export type OutboxSettings = {
  from: string;
  to: string;
  /** How often due messages are looked for without a wake-up. */
  pollMs: number;
  /** First retry delay; doubles with each failed attempt, up to maxRetryMs. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** After this many failed attempts a message is marked failed and left for staff to read in the inbox. */
  maxAttempts: number;
  /** How long a claimed message is reserved for the worker sending it. */
  leaseMs: number;
  batchSize: number;
};

export const defaultOutboxSettings = {
  pollMs: 5000,
  retryBaseMs: 30_000,
  maxRetryMs: 3_600_000,
  maxAttempts: 12,
  leaseMs: 5 * 60_000,
  batchSize: 10,
} as const;

export type OutboxWorker = {
  start(): void;
  /** Looks for due messages now (called after a message is stored). */
  wake(): void;
  /** One pass over the due messages; resolves when they are sent or rescheduled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a pass in progress. */
  stop(): Promise<void>;
};

export function createOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  settings: Pick<OutboxSettings, 'from' | 'to'> & Partial<OutboxSettings>;
}): OutboxWorker {
  const settings: OutboxSettings = { ...defaultOutboxSettings, ...deps.settings };
  const { db, transport, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let wakeAgain = false;

  async function deliver(message: ContactMessageRow): Promise<void> {
    try {
      await transport.send(contactMail(message, settings));
      await markMessageSent(db, message.id);
      logger.info({ contactMessageId: message.id }, 'contact message e-mailed');
    } catch (error) {
      const attempts = message.delivery_attempts + 1;
      const retryInMs =
        attempts >= settings.maxAttempts ? null : Math.min(settings.maxRetryMs, settings.retryBaseMs * 2 ** (attempts - 1));
      await markMessageFailedAttempt(db, message.id, { error: error instanceof Error ? error.message : String(error), retryInMs });
      logger.warn({ contactMessageId: message.id, attempts, retryInMs, err: error }, 'contact e-mail not delivered');
    }
  }

  async function pass(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claimDueMessages(db, settings.batchSize, settings.leaseMs);
      for (const message of batch) await deliver(message);
      delivered += batch.length;
      if (batch.length < settings.batchSize) return delivered;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      wakeAgain = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        // The database may be away: the next poll tries again.
        logger.warn({ err: error }, 'outbox pass failed');
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
      void runOnce();
      schedule();
    },
    wake() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

function contactMail(message: ContactMessageRow, settings: Pick<OutboxSettings, 'from' | 'to'>) {
  return {
    from: settings.from,
    to: settings.to,
    // The visitor gave no e-mail address: there is no Reply-To, and only the (cleaned) name reaches a header.
    subject: `Website contact: ${headerSafe(message.name).slice(0, 100)}`,
    text: [
      'A visitor sent a message through the website contact form.',
      '',
      `Name:     ${message.name}`,
      `Mobile:   ${message.mobile}`,
      `Received: ${message.created_at.toISOString()}`,
      '',
      'Message:',
      message.notes,
      '',
    ].join('\n'),
  };
}
