// Sending e-mail: through SMTP_URL with nodemailer, or, without it (development), by writing each
// message as an .eml file under DATA_DIR/outbox so a developer can open it. Those files carry live
// invitation and password-reset links: they and their folder are readable by their owner alone.
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';

export type OutgoingMail = { to: string; from: string; subject: string; text: string };

export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** Where mail goes, for the start-up log. */
  describe(): string;
};

export function createMailTransport(options: { smtpUrl: string | undefined; dataDir: string; logger: Logger }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(path.join(options.dataDir, 'outbox'), options.logger);
}

function smtpTransport(smtpUrl: string): MailTransport {
  // The outbox holds a row lock for the whole SMTP conversation: a silent server is given up on
  // within about a minute (nodemailer's defaults wait up to 10), and the message is retried later.
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  const { host, port } = new URL(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
    describe: () => `SMTP ${host}:${port || 25}`,
  };
}

const OUTBOX_FOLDER_MODE = 0o700;
const OUTBOX_FILE_MODE = 0o600;

/** Makes the outbox folder if need be and closes it to other users, whatever the umask. */
async function prepareOutbox(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: OUTBOX_FOLDER_MODE });
  await chmod(folder, OUTBOX_FOLDER_MODE);
}

/** Files an older version wrote at 0644 are closed too. */
async function tightenOldMail(folder: string): Promise<void> {
  for (const name of await readdir(folder)) {
    if (name.endsWith('.eml')) await chmod(path.join(folder, name), OUTBOX_FILE_MODE).catch(() => undefined);
  }
}

function fileTransport(folder: string, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  logger.warn(
    { folder },
    `SMTP_URL is not set: e-mails, set-password links included, are written as .eml files to ${folder} (readable by this user only)`,
  );
  let tightened = false;
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      await prepareOutbox(folder);
      if (!tightened) {
        await tightenOldMail(folder);
        tightened = true;
      }
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: OUTBOX_FILE_MODE, flag: 'wx' });
      logger.info({ file, to: mail.to, subject: mail.subject }, 'no SMTP_URL: e-mail written to the outbox folder');
    },
    close: () => transporter.close(),
    describe: () => `.eml files in ${folder}`,
  };
}

/** Header values never carry a visitor's line breaks or control characters (no header injection). */
export function headerSafe(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').trim();
}
