// Typed errors that the error middleware turns into the spec's `{ error }` JSON replies.
import type { z } from 'zod';
import { serverMessages } from '../../../common/messages.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields for the JSON body, for endpoints whose clients read more than `error`. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, body: Record<string, unknown> = {}) {
    super(400, message, body);
    this.name = 'ValidationError';
  }
}

/** Parses a route's input with `schema`; its first issue's text (else `fallback`) becomes the 400 `error`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, fallback: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(firstIssueText(result.error, fallback));
  return result.data;
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
    this.name = 'NotFoundError';
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string, body: Record<string, unknown> = {}) {
    super(401, message, body);
    this.name = 'UnauthorizedError';
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
    this.name = 'ForbiddenError';
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
    this.name = 'PayloadTooLargeError';
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message);
    this.name = 'UnsupportedMediaTypeError';
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message);
    this.name = 'ServiceUnavailableError';
  }
}

/** The resource existed and was deleted on purpose (an item in the trash): 410, not 404. */
export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message);
    this.name = 'GoneError';
  }
}

/**
 * A refused input's first message (else `fallback`). A body that is no set of fields at all (a
 * JSON array, a bare string, nothing) gets words of ours rather than zod's 'Invalid input: expected
 * object, received array'; a schema that says it in its own words keeps them.
 */
export function firstIssueText(error: z.ZodError, fallback: string): string {
  const [issue] = error.issues;
  if (!issue) return fallback;
  const zodsOwnWords = issue.message.startsWith('Invalid input');
  if (zodsOwnWords && issue.code === 'invalid_type' && issue.path.length === 0 && issue.expected === 'object') return serverMessages.bodyNotFields;
  return issue.message;
}
