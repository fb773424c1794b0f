// The queue of account e-mails (invitations, password-reset links, and the notice that a scheduled
// item was not published, editorial/scheduled-publishing.ts): queueMail stores one in the
// caller's transaction, so a mail exists exactly when the write that needs it commits; the worker
// sends queued mail, retrying with backoff, and blanks each body once sent.
//
// A mail is sent while its row is locked (FOR UPDATE SKIP LOCKED) and marked sent in the same
// transaction, as the contact outbox does (contact-outbox.ts explains why that sends each mail once).
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import { createDeliveryWorker, type DeliverySettings, type DeliveryWorker } from './delivery-worker.js';
import { headerSafe, type MailTransport } from './mail-transport.js';
import { deleteQueuedMailTo, insertQueuedMail } from './mail-queue.repository.js';

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

/**
 * Fewer attempts than the contact outbox's: a reset link lives 30 minutes, and an owner can send
 * an invitation again.
 */
export type MailQueueSettings = DeliverySettings;

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
  return createDeliveryWorker({
    ...deps,
    outbox: 'outgoing_mail',
    settings: { ...defaultMailQueueSettings, ...deps.settings },
    send: (mail) => deps.transport.send({ from: deps.from, to: headerSafe(mail.to_address), subject: headerSafe(mail.subject), text: mail.body }),
    log: { name: 'mail queue', idField: 'mailId', notDelivered: 'account e-mail not delivered', delivered: 'account e-mail sent' },
  });
}
