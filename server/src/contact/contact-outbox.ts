// The outbox worker: e-mails stored contact messages, retrying with backoff while the mail server
// is down or refusing.
//
// Why a message is not sent twice: a worker sends a message while it holds that row's lock, in the
// transaction that took the lock (FOR UPDATE SKIP LOCKED, contact.repository.ts), and marks the row
// sent in that same transaction. Any other worker, in this process or another, skips a locked row,
// and once the transaction commits the row is no longer queued. Unlike a time-limited lease, this
// holds however long the SMTP conversation takes. The one remaining duplicate: the mail server has
// accepted the message but the commit is lost (the process dies or the database goes away in
// between); the row is then still queued and is sent again, which beats losing it.
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { ContactMessageRow } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { createDeliveryWorker, retryDelayMs, type DeliveryWorker } from '../mail/delivery-worker.js';
import { headerSafe, type MailTransport } from '../mail/mail-transport.js';
import { markMessageFailedAttempt, markMessageSent, withNextDueMessage } from './contact.repository.js';

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
};

export const defaultOutboxSettings = {
  pollMs: 5000,
  retryBaseMs: 30_000,
  maxRetryMs: 3_600_000,
  maxAttempts: 12,
} as const;

export type OutboxWorker = DeliveryWorker;

export function createOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  /** Decides which messages are due and when a failed one is tried again. */
  clock: Clock;
  logger: Logger;
  settings: Pick<OutboxSettings, 'from' | 'to'> & Partial<OutboxSettings>;
}): OutboxWorker {
  const settings: OutboxSettings = { ...defaultOutboxSettings, ...deps.settings };
  const { db, transport, clock, logger } = deps;

  /** One attempt; the row is locked by `trx` until the outcome is recorded through it. */
  async function deliver(trx: Db, message: ContactMessageRow): Promise<void> {
    try {
      await transport.send(contactMail(message, settings));
    } catch (error) {
      const attempts = message.delivery_attempts + 1;
      const retryInMs = attempts >= settings.maxAttempts ? null : retryDelayMs(attempts, settings);
      await markMessageFailedAttempt(trx, message.id, {
        error: error instanceof Error ? error.message : String(error),
        failedAt: new Date(clock.now()),
        retryInMs,
      });
      logger.warn({ contactMessageId: message.id, attempts, retryInMs, err: error }, 'contact e-mail not delivered');
      return;
    }
    await markMessageSent(trx, message.id);
    logger.info({ contactMessageId: message.id }, 'contact message e-mailed');
  }

  return createDeliveryWorker<ContactMessageRow>({
    pollMs: settings.pollMs,
    logger,
    name: 'outbox',
    withNextDue: (tried, deliverOne) => withNextDueMessage(db, new Date(clock.now()), tried, deliverOne),
    deliver,
  });
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
