// A pino logger that keeps every line it writes, parsed, for tests that read the app's log.
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export function loggerKeepingLines<Line = Record<string, unknown>>(level = 'info'): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}
