// The outbox worker: e-mails stored contact messages, retrying with backoff while the mail server
// is down or refusing.
//
// Why a message is not sent twice: a worker sends a message while it holds that row's lock, in the
// transaction that took the lock (FOR UPDATE SKIP LOCKED, mail/delivery.repository.ts), and marks the row
// sent in that same transaction. Any other worker, in this process or another, skips a locked row,
// and once the transaction commits the row is no longer queued. Unlike a time-limited lease, this
// holds however long the SMTP conversation takes. The one remaining duplicate: the mail server has
// accepted the message but the commit is lost (the process dies or the database goes away in
// between); the row is then still queued and is sent again, which beats losing it.
import { formatIndiaTime } from '../../../common/india-time.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { ContactMessageRow } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { createDeliveryWorker, type DeliverySettings, type DeliveryWorker } from '../mail/delivery-worker.js';
import { headerSafe, type MailTransport } from '../mail/mail-transport.js';

/** After maxAttempts failed attempts a message is marked failed and left for staff to read in the inbox. */
export type OutboxSettings = DeliverySettings & { from: string; to: string };

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
  return createDeliveryWorker({
    ...deps,
    outbox: 'contact_messages',
    settings,
    send: (message) => deps.transport.send(contactMail(message, settings)),
    log: { name: 'outbox', idField: 'contactMessageId', notDelivered: 'contact e-mail not delivered', delivered: 'contact message e-mailed' },
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
      `Received: ${formatIndiaTime(message.created_at)}`,
      '',
      'Message:',
      message.notes,
      '',
    ].join('\n'),
  };
}
