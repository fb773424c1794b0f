// The start of a request answered without express: the search, whose every query is new and so
// reaches the database (search-endpoint.ts). Measured on a narrow search, pino-http's child logger
// and serializers, helmet's dozen header functions and the compression middleware's hooks cost the
// server more than the search itself (bench/RESULTS-archive.md, "the search on a short chain").
// Here the security headers are set as helmet set them once (headersSetBy), the access log line is
// written as pino-http writes it, and `req.log` is made only when something logs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import { requestIdOf } from './request-id.js';

export type LeanStartOptions = {
  /** The headers the security middleware sets on every reply (headersSetBy(helmet(...))). */
  headers: readonly (readonly [string, string])[];
  logger: Logger;
  clock: Clock;
};

/** Sets a request's id and security headers, gives it `req.log`, and logs it when answered. */
export type LeanRequestStart = (req: IncomingMessage, res: ServerResponse) => void;

export function leanRequestStart({ headers, logger, clock }: LeanStartOptions): LeanRequestStart {
  return (req, res) => {
    const id = requestIdOf(req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
    // Express's originalUrl when it routed the request here (a path in other letter case).
    const line = { id, method: req.method, url: (req as { originalUrl?: string }).originalUrl ?? req.url };
    let child: Logger | undefined;
    // The error handler and routes log through req.log, as under pino-http.
    Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= logger.child({ req: line })) });
    if (logger.isLevelEnabled('info')) {
      const startedAt = clock.now();
      res.once('finish', () => {
        const failed = res.statusCode >= 500;
        logger[failed ? 'error' : 'info'](
          { req: line, res: { statusCode: res.statusCode }, responseTime: clock.now() - startedAt },
          failed ? 'request errored' : 'request completed',
        );
      });
    }
  };
}
