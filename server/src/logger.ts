// The JSON logger (pino) every module logs through.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'sjg' },
    // Never write a password, cookie or session secret to a log line.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.old_password', '*.new_password'],
      censor: '[redacted]',
    },
  });
}
