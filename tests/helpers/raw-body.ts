// A superagent parser that keeps the body as it came over the wire (decoded from brotli or gzip by
// superagent, not parsed), so a test can compare encoded and plain replies byte for byte.
import type { Response } from 'superagent';

export function rawBody(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
