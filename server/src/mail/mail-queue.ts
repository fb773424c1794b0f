// The queue of account e-mails (invitations, password-reset links): queueMail stores one in the
// caller's transaction, so a mail exists exactly when the write that needs it commits; the worker
// sends queued mail, retrying with backoff, and blanks each body once sent.
//
// A mail is sent while its row is locked (FOR UPDATE SKIP LOCKED) and marked sent in the same
// transaction, as the contact outbox does (contact-outbox.ts explains why that sends each mail once).
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import { createDeliveryWorker, retryDelayMs, type DeliveryWorker } from './delivery-worker.js';
import { headerSafe, type MailTransport } from './mail-transport.js';
import { deleteQueuedMailTo, insertQueuedMail, markMailFailedAttempt, markMailSent, withNextDueMail, type OutgoingMailRow } from './mail-queue.repository.js';

export type QueuedMail = {
  to: string;
  subject: string;
  body: string;
  /** When it is first due: the app clock's now, so a test clock and the worker agree (the database's now() when left out). */
  at?: Date;
};

/** Stores a mail for the worker; pass the transaction of the write it belongs to. */
export function queueMail(tx: Db, mail: QueuedMail): Promise<number> {
  return insertQueuedMail(tx, { to_address: mail.to, subject: mail.subject, body: mail.body, ...(mail.at ? { next_attempt_at: mail.at } : {}) });
}

/** Withdraws the mail not yet sent to an address, in the caller's transaction. */
export function withdrawQueuedMail(tx: Db, to: string): Promise<void> {
  return deleteQueuedMailTo(tx, to);
}

export type MailQueueSettings = {
  /** How often due mail is looked for without a wake-up. */
  pollMs: number;
  /** First retry delay; doubles with each failed attempt, up to maxRetryMs. */
  retryBaseMs: number;
  maxRetryMs: number;
  /**
   * After this many failed attempts a mail is marked failed. Fewer than the contact outbox's: a
   * reset link lives 30 minutes, and an owner can send an invitation again.
   */
  maxAttempts: number;
};

export const defaultMailQueueSettings: MailQueueSettings = {
  pollMs: 5000,
  retryBaseMs: 30_000,
  maxRetryMs: 15 * 60_000,
  maxAttempts: 8,
};

export type MailQueueWorker = DeliveryWorker;

export function createMailQueueWorker(deps: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  from: string;
  settings?: Partial<MailQueueSettings>;
}): MailQueueWorker {
  const settings: MailQueueSettings = { ...defaultMailQueueSettings, ...deps.settings };
  const { db, transport, clock, logger, from } = deps;

  async function deliver(trx: Db, mail: OutgoingMailRow): Promise<void> {
    try {
      await transport.send({ from, to: headerSafe(mail.to_address), subject: headerSafe(mail.subject), text: mail.body });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryInMs = attempts >= settings.maxAttempts ? null : retryDelayMs(attempts, settings);
      await markMailFailedAttempt(trx, mail.id, {
        error: error instanceof Error ? error.message : String(error),
        failedAt: new Date(clock.now()),
        retryInMs,
      });
      logger.warn({ mailId: mail.id, attempts, retryInMs, err: error }, 'account e-mail not delivered');
      return;
    }
    await markMailSent(trx, mail.id, new Date(clock.now()));
    logger.info({ mailId: mail.id }, 'account e-mail sent');
  }

  return createDeliveryWorker<OutgoingMailRow>({
    pollMs: settings.pollMs,
    logger,
    name: 'mail queue',
    withNextDue: (tried, deliverOne) => withNextDueMail(db, new Date(clock.now()), tried, deliverOne),
    deliver,
  });
}
