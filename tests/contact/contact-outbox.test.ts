import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createOutboxWorker, defaultOutboxSettings } from '../../server/src/contact/contact-outbox.js';
import { retryDelayMs } from '../../server/src/mail/delivery-worker.js';
import { openDatabase } from '../../server/src/db/database.js';
import { insertContactMessage } from '../../server/src/contact/contact.repository.js';
import { createLogger } from '../../server/src/logger.js';
import { createMailTransport } from '../../server/src/mail/mail-transport.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createSmtpPeer, type SmtpPeer } from './smtp-peer.js';

const logger = createLogger('silent');
const settings = { from: 'SJG Website <web@sjg.example>', to: 'desk@sjg.example', retryBaseMs: 50, maxRetryMs: 200, pollMs: 60_000 };

describe('contact outbox', () => {
  let database: TestDatabase;
  let smtp: SmtpPeer;
  // The outbox's time: backoffs are passed by moving it, not by sleeping.
  let clock: TestClock;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('contact_messages').execute();
    smtp = await createSmtpPeer();
    clock = createTestClock();
  });
  afterEach(async () => smtp.stop());

  const store = (name = 'Asha Rao', notes = 'Call me please.') =>
    insertContactMessage(database.db, { name, mobile: '9876543210', notes, client_ip: '127.0.0.1', next_attempt_at: new Date(clock.now()) });
  const row = (id: number) => database.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const worker = () =>
    createOutboxWorker({ db: database.db, transport: createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir(), logger }), clock, logger, settings });

  it('e-mails a stored message with the right headers and body, and marks it sent', async () => {
    await smtp.start();
    const id = await store();
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['desk@sjg.example']);
    expect(mail.from).toBe('web@sjg.example');
    expect(mail.raw).toMatch(/^Subject: Website contact: Asha Rao$/m);
    expect(mail.raw).toMatch(/^To: desk@sjg\.example$/m);
    expect(mail.raw).not.toMatch(/^Reply-To:/im);
    expect(mail.raw).toContain('Mobile:   9876543210');
    expect(mail.raw).toContain('Call me please.');
    // When it came, in India time as the admin shows it, not an ISO instant in UTC.
    const mumbai = new Date((await row(id)).created_at.getTime() + 330 * 60_000);
    const month = mumbai.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    const clockTime = mumbai.toISOString().slice(11, 16);
    expect(mail.raw).toContain(`Received: ${mumbai.getUTCDate()} ${month} ${mumbai.getUTCFullYear()}, ${clockTime} IST`);
    expect(await row(id)).toMatchObject({ delivery_status: 'sent', delivery_attempts: 1, last_error: null });
  });

  it('keeps a visitor’s line breaks out of the headers', async () => {
    await smtp.start();
    await store('Eve\r\nBcc: victim@example.com', 'x');
    await worker().runOnce();
    const headers = smtp.received[0]!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Subject: Website contact: Eve Bcc: victim@example\.com$/m);
    expect(smtp.received[0]!.to).toEqual(['desk@sjg.example']);
  });

  it('keeps a message queued while SMTP is down, then delivers it exactly once when it is back', async () => {
    const id = await store();
    const outbox = worker();
    await outbox.runOnce();
    let state = await row(id);
    expect(state).toMatchObject({ delivery_status: 'queued', delivery_attempts: 1 });
    expect(state.last_error).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    smtp.refuse = true;
    clock.advance(retryDelayMs(1, settings));
    await outbox.runOnce();
    state = await row(id);
    expect(state).toMatchObject({ delivery_status: 'queued', delivery_attempts: 2 });
    expect(state.last_error).toMatch(/451/);

    smtp.refuse = false;
    clock.advance(retryDelayMs(2, settings));
    await outbox.runOnce();
    await outbox.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ delivery_status: 'sent', delivery_attempts: 3, last_error: null });
  });

  it('does not retry before the backoff has passed', async () => {
    const id = await store();
    const outbox = createOutboxWorker({
      db: database.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir(), logger }),
      clock,
      logger,
      settings: { ...settings, retryBaseMs: 60_000, maxRetryMs: 3_600_000 },
    });
    await outbox.runOnce();
    await smtp.start();
    expect(await outbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect((await row(id)).next_attempt_at.getTime()).toBeGreaterThan(clock.now() + 50_000);
  });

  it('marks a message failed after the last allowed attempt', async () => {
    const id = await store();
    const outbox = createOutboxWorker({
      db: database.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir(), logger }),
      clock,
      logger,
      settings: { ...settings, maxAttempts: 2, retryBaseMs: 10 },
    });
    await outbox.runOnce();
    clock.advance(10);
    await outbox.runOnce();
    expect(await row(id)).toMatchObject({ delivery_status: 'failed', delivery_attempts: 2 });
  });

  it('delivers each message once when two workers in separate processes race', async () => {
    await smtp.start();
    // Slow enough that each worker is mid-send while the other looks for due messages.
    smtp.delayMs = 40;
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => store(`Visitor ${i}`)));
    // Two connection pools stand for two app processes sharing the database.
    const other = openDatabase(database.url, logger);
    try {
      const transport = () => createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir(), logger });
      const a = createOutboxWorker({ db: database.db, transport: transport(), clock, logger, settings });
      const b = createOutboxWorker({ db: other.db, transport: transport(), clock, logger, settings });
      const [triedByA, triedByB] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(triedByA + triedByB).toBe(12);
      expect(triedByA).toBeGreaterThan(0);
      expect(triedByB).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    expect(smtp.received).toHaveLength(12);
    const subjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
    expect(new Set(subjects).size).toBe(12);
    for (const id of ids) expect(await row(id)).toMatchObject({ delivery_status: 'sent', delivery_attempts: 1 });
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour by default', () => {
    expect([1, 2, 3, 4, 8, 20].map((attempts) => retryDelayMs(attempts, defaultOutboxSettings))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });

  it('writes an .eml file when no SMTP_URL is set', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sjg-outbox-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const id = await store('File Visitor');
    const outbox = createOutboxWorker({
      db: database.db,
      transport: createMailTransport({ smtpUrl: undefined, dataDir, logger }),
      clock,
      logger,
      settings,
    });
    await outbox.runOnce();
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: Website contact: File Visitor$/m);
    expect((await row(id)).delivery_status).toBe('sent');
  });

  it('writes outbox mail readable by its owner alone, in a folder closed to others, and says where at start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sjg-outbox-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    // An outbox an older version made: the folder 0755, a mail 0644.
    const folder = path.join(dataDir, 'outbox');
    await mkdir(folder);
    await chmod(folder, 0o755);
    await writeFile(path.join(folder, 'older.eml'), 'Subject: set your password\n');
    await chmod(path.join(folder, 'older.eml'), 0o644);
    const lines: string[] = [];
    const heard = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line).msg as string) });

    const transport = createMailTransport({ smtpUrl: undefined, dataDir, logger: heard });
    expect(lines).toEqual([`SMTP_URL is not set: e-mails, set-password links included, are written as .eml files to ${folder} (readable by this user only)`]);
    await store('Private Visitor');
    await createOutboxWorker({ db: database.db, transport, clock, logger, settings }).runOnce();

    const mode = async (file: string) => (await stat(file)).mode & 0o777;
    const written = (await readdir(folder)).filter((name) => name !== 'older.eml');
    expect(written).toHaveLength(1);
    expect(await mode(path.join(folder, written[0]!))).toBe(0o600);
    expect(await mode(path.join(folder, 'older.eml'))).toBe(0o600);
    expect(await mode(folder)).toBe(0o700);
  });

  it('polls by itself once started, and stops cleanly', async () => {
    await smtp.start();
    const outbox = createOutboxWorker({
      db: database.db,
      transport: createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir(), logger }),
      clock,
      logger,
      settings: { ...settings, pollMs: 50 },
    });
    outbox.start();
    await store();
    await expect.poll(() => smtp.received.length, { timeout: 3000 }).toBe(1);
    await outbox.stop();
  });

  it('is woken by a new message, and stop() waits for the send in flight', async () => {
    await smtp.start();
    smtp.delayMs = 300;
    const outbox = worker();
    outbox.start();
    const id = await store();
    outbox.wake();
    await expect.poll(() => smtp.incoming, { timeout: 3000 }).toBeGreaterThan(0);
    await outbox.stop();
    // Polling is every minute in these settings: only the wake-up can have sent it, and stop() waited.
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ delivery_status: 'sent' });
  });
});
