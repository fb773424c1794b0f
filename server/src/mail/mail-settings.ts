// What the Mail settings screen shows of the environment's mail settings (SMTP_URL without its
// password, MAIL_FROM, CONTACT_TO), and the test e-mail sent with them: one real conversation with
// the mail server, whose own answer (or error) is handed back word for word.
import nodemailer from 'nodemailer';
import type { MailSettingsReply } from '../../../common/mail-settings.js';
import type { Config } from '../config.js';
import { headerSafe, type OutgoingMail } from './mail-transport.js';

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'contactTo'>;

export function mailSettingsOf(config: MailConfig): MailSettingsReply {
  return { configured: config.smtpUrl !== undefined, server: smtpServerOf(config.smtpUrl), from: config.mailFrom, contact_to: config.contactTo };
}

function smtpServerOf(smtpUrl: string | undefined): MailSettingsReply['server'] {
  if (smtpUrl === undefined) return null;
  const url = new URL(smtpUrl);
  const tls = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : tls ? 465 : 587,
    security: tls ? 'tls' : 'starttls',
    user: url.username ? decodeURIComponent(url.username) : null,
    password_set: url.password !== '',
  };
}

/**
 * Sends one mail through `smtpUrl` and resolves with the server's reply line ("250 OK: queued as …").
 * Shorter timeouts than the outboxes': a person waits for the answer on the screen.
 */
export async function sendTestMail(smtpUrl: string, mail: OutgoingMail): Promise<string> {
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 20_000 });
  try {
    const info = await transporter.sendMail({ ...mail, to: headerSafe(mail.to), subject: headerSafe(mail.subject) });
    return String(info.response ?? '').trim();
  } finally {
    transporter.close();
  }
}
