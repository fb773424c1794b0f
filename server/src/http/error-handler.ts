// The one place errors become HTTP replies: typed errors keep their status and text, anything
// unknown is logged with the request id and answered with a generic 500. Never a stack trace.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { serverMessages } from '../../../common/messages.js';
import { isDatabaseUnavailable } from '../db/database.js';
import { firstIssueText, HttpError } from './errors.js';

export function jsonNotFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).json({ error: serverMessages.notFound });
  };
}

export function errorHandler(): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const { status, body } = describeError(error);
    if (status >= 500) req.log?.error({ err: error }, 'request failed');
    res.status(status).json(body);
  };
}

/** What errorHandler sends, for a request answered without express (search-endpoint.ts), and never kept by anyone. */
export function answerError(req: IncomingMessage & { log?: Logger }, res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const { status, body } = describeError(error);
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  const bytes = Buffer.from(JSON.stringify(body));
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

function describeError(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) {
    return { status: error.status, body: { ...error.body, error: error.message } };
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { error: firstIssueText(error, 'Invalid request') } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: serverMessages.databaseUnavailable } };
  }
  // Errors raised by body parsers carry an HTTP status (400 bad JSON, 413 too large).
  const status = (error as { status?: unknown })?.status;
  const type = (error as { type?: unknown })?.type;
  if (status === 413 || type === 'entity.too.large') {
    return { status: 413, body: { error: serverMessages.payloadTooLarge } };
  }
  if (type === 'entity.parse.failed') {
    return { status: 400, body: { error: serverMessages.badJson } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { error: (error as Error).message || 'Bad request' } };
  }
  return { status: 500, body: { error: serverMessages.internal } };
}
