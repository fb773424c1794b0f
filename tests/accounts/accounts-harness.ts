// What the account tests share: the audit entries a request leaves, the account e-mails the mail
// queue writes as .eml files (the development transport), the link inside one, and the
// forgot-password counters a test starts without.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { AuditRow } from '../../server/src/audit/audit.repository.js';
import type { Clock } from '../../server/src/clock.js';
import type { Db } from '../../server/src/db/database.js';
import { createLogger } from '../../server/src/logger.js';
import { createMailQueueWorker, type MailQueueWorker } from '../../server/src/mail/mail-queue.js';
import { createMailTransport } from '../../server/src/mail/mail-transport.js';
import type { TestApp } from '../helpers/test-app.js';

export type AuditEntryRow = AuditRow & { user_id: number | null };

export async function lastEntryId(db: Db): Promise<string> {
  const { rows } = await sql<{ id: string | null }>`select max(id)::text as id from audit_log`.execute(db);
  return rows[0]?.id ?? '0';
}

/** The entries written since `after` (an id from lastEntryId), oldest first. */
export async function entriesSince(db: Db, after: string): Promise<AuditEntryRow[]> {
  return (await db.selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').execute()) as AuditEntryRow[];
}

/** Runs `action` and returns the entries it left. */
export async function entriesOf(db: Db, action: () => Promise<unknown>): Promise<AuditEntryRow[]> {
  const before = await lastEntryId(db);
  await action();
  return entriesSince(db, before);
}

/**
 * A mail queue worker on `t`'s database writing .eml files, as in development, into a folder of
 * its own inside `t`'s, which `t.close()` removes.
 */
export async function fileMailQueue(t: TestApp, clock: Clock): Promise<{ worker: MailQueueWorker; outbox: string }> {
  const dataDir = path.join(path.dirname(t.uploadsDir), 'mail-queue');
  await mkdir(dataDir);
  const logger = createLogger('silent');
  const transport = createMailTransport({ smtpUrl: undefined, dataDir, logger });
  return { worker: createMailQueueWorker({ db: t.db, transport, clock, logger, from: 'SJG admin <web@sjg.example>' }), outbox: path.join(dataDir, 'outbox') };
}

export type SentMail = { headers: string; text: string };

/** The .eml files in `outbox`, oldest first, with their text decoded (quoted-printable or plain). */
export async function readOutbox(outbox: string): Promise<SentMail[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const split = raw.indexOf('\n\n');
      const headers = raw.slice(0, split);
      const body = raw.slice(split + 2);
      const text = /^Content-Transfer-Encoding: quoted-printable$/im.test(headers) ? decodeQuotedPrintable(body) : body;
      return { headers, text };
    }),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** The token of the one set-password link in a mail; fails the test unless there is exactly one. */
export function tokenOfMail(mail: SentMail, origin = 'http://sjg.localhost'): string {
  const links = [...mail.text.matchAll(/(\S+)\/sjg\/set-password#token=([\w-]+)/g)];
  expect(links, mail.text).toHaveLength(1);
  expect(links[0]![1]).toBe(origin);
  return links[0]![2]!;
}

/** The token inside the newest queued (not yet sent) mail to `to`. */
export async function queuedToken(db: Db, to: string): Promise<string> {
  const row = await db.selectFrom('outgoing_mail').select('body').where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /#token=([\w-]+)/.exec(row.body)![1]!;
}

export async function mailsTo(db: Db, to: string): Promise<number> {
  const rows = await db.selectFrom('outgoing_mail').select('id').where('to_address', '=', to).execute();
  return rows.length;
}

/** Forgets every forgot-password count, so a test's requests are not refused for an earlier test's. */
export async function clearForgotPasswordCounts(db: Db): Promise<void> {
  await db.deleteFrom('login_failures').where('key', 'like', 'forgot_password%').execute();
}
