// A real SMTP server on 127.0.0.1 for the tests: it records what it receives, and can refuse
// (4xx, as a mail server that is temporarily unable to take mail) or be stopped and restarted.
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/loopback.js';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpPeer = {
  url: string;
  received: ReceivedMail[];
  refuse: boolean;
  /** How long the server takes to answer a message's data, so that sends overlap. */
  delayMs: number;
  /** Messages whose data has begun to arrive (received or not yet answered). */
  incoming: number;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export async function createSmtpPeer(): Promise<SmtpPeer> {
  const port = await freePort();
  let server: SMTPServer | undefined;
  const peer: SmtpPeer = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    refuse: false,
    delayMs: 0,
    incoming: 0,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          peer.incoming += 1;
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
          stream.on('end', async () => {
            if (peer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, peer.delayMs));
            if (peer.refuse) {
              callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
              return;
            }
            peer.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()));
    },
    async stop() {
      if (!server) return;
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    },
  };
  return peer;
}
