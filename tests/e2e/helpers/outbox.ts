// The e-mails the test server sent: without SMTP_URL it writes each as an .eml file under
// DATA_DIR/outbox (server/src/mail/mail-transport.ts). A queued mail is sent by the mail worker
// within its poll, so readers wait for it, for a bounded time.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { E2eServer } from './server';

/** The decoded text of the newest e-mail to `address`, waiting up to `timeoutMs` for it to arrive. */
export async function waitForMailTo(server: E2eServer, address: string, options: { timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  const folder = path.join(server.dataDir, 'outbox');
  for (;;) {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const raw = await readFile(path.join(folder, name), 'utf8');
      const headers = raw.split(/\r?\n\r?\n/, 1)[0]!;
      if (new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(headers)) return decodedBody(raw);
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} in ${folder} (has: ${names.join(', ') || 'nothing'})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The body of a single-part or multipart message, its quoted-printable or base64 undone. */
function decodedBody(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

/** The one-time link (invitation or password reset) in an e-mail's text. */
export function accountLinkIn(text: string): string {
  const link = /https?:\/\/[^\s"<>]+\/sjg\/set-password#token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no set-password link in:\n${text}`);
  return link;
}
