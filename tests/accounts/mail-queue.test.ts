// The queue of account e-mails: a mail is stored with the write that needs it (and not without
// it), sent by the worker, retried with backoff while the transport fails, given up on after its
// attempts; its body (a link is a credential) is blanked once it is sent or given up on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/logger.js';
import { retryDelayMs } from '../../server/src/mail/delivery-worker.js';
import { createMailQueueWorker, queueMail } from '../../server/src/mail/mail-queue.js';
import type { MailTransport, OutgoingMail } from '../../server/src/mail/mail-transport.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const logger = createLogger('silent');
const settings = { retryBaseMs: 1000, maxRetryMs: 4000, maxAttempts: 3, pollMs: 60_000 };

/** A transport that records what it is given, and fails while `failing` is set. */
function recordingTransport(): MailTransport & { sent: OutgoingMail[]; failing: boolean } {
  const transport = {
    sent: [] as OutgoingMail[],
    failing: false,
    async send(mail: OutgoingMail) {
      if (transport.failing) throw new Error('mail server away');
      transport.sent.push(mail);
    },
    close() {},
    describe: () => 'memory',
  };
  return transport;
}

describe('account mail queue', () => {
  let database: TestDatabase;
  let clock: TestClock;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('outgoing_mail').execute();
    clock = createTestClock();
  });

  const row = (id: number) => database.db.selectFrom('outgoing_mail').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const queue = (body = 'Open https://example.com/sjg/set-password#token=abc') =>
    queueMail(database.db, { to: 'new@example.com', subject: 'Hello', body, at: new Date(clock.now()) });

  it('stores nothing when the transaction that queued the mail rolls back', async () => {
    await database.db
      .transaction()
      .execute(async (tx) => {
        await queueMail(tx, { to: 'gone@example.com', subject: 'x', body: 'y' });
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    expect(await database.db.selectFrom('outgoing_mail').selectAll().execute()).toEqual([]);
  });

  it('sends a queued mail from the given sender, marks it sent and blanks its body', async () => {
    const transport = recordingTransport();
    const id = await queue();
    const worker = createMailQueueWorker({ db: database.db, transport, clock, logger, from: 'SJG admin <web@sjg.example>', settings });
    expect(await worker.runOnce()).toBe(1);
    expect(transport.sent).toEqual([
      { from: 'SJG admin <web@sjg.example>', to: 'new@example.com', subject: 'Hello', text: 'Open https://example.com/sjg/set-password#token=abc' },
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, body: '', last_error: null });
    expect(await worker.runOnce()).toBe(0);
  });

  it('retries with a doubling delay by the clock, and gives up after its attempts, blanking the body', async () => {
    const transport = recordingTransport();
    transport.failing = true;
    const id = await queue();
    const worker = createMailQueueWorker({ db: database.db, transport, clock, logger, from: 'web@sjg.example', settings });
    expect(await worker.runOnce()).toBe(1);
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1, last_error: 'mail server away' });
    expect(stored.next_attempt_at.getTime()).toBe(clock.now() + retryDelayMs(1, settings));
    // Not due yet: nothing is tried.
    expect(await worker.runOnce()).toBe(0);
    clock.advance(1000);
    expect(await worker.runOnce()).toBe(1);
    stored = await row(id);
    expect(stored.attempts).toBe(2);
    expect(stored.next_attempt_at.getTime()).toBe(clock.now() + 2000);
    clock.advance(2000);
    expect(await worker.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, body: '' });
    clock.advance(3_600_000);
    expect(await worker.runOnce()).toBe(0);
    expect(transport.sent).toEqual([]);
  });

  it('sends a mail that failed once when the transport is back', async () => {
    const transport = recordingTransport();
    transport.failing = true;
    const id = await queue();
    const worker = createMailQueueWorker({ db: database.db, transport, clock, logger, from: 'web@sjg.example', settings });
    await worker.runOnce();
    transport.failing = false;
    clock.advance(1000);
    expect(await worker.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, body: '' });
    expect(transport.sent).toHaveLength(1);
  });
});
