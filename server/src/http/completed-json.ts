// A JSON reply completed before it is sent (image details, public upload URLs): res.json waits for
// `complete` to change the value in place, and a failed completion sends the reply as it was, logged.
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';

export type JsonCompletion = {
  /** Which replies are completed, by status. */
  completes(status: number): boolean;
  /** Changes the reply's value in place. */
  complete(value: unknown): Promise<void>;
  logger: Logger;
  /** What the log says when a completion failed. */
  failure: string;
};

export function completedJson({ completes, complete, logger, failure }: JsonCompletion): RequestHandler {
  return (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (!completes(res.statusCode)) return json(value);
      complete(value).then(
        () => json(value),
        (error: unknown) => {
          logger.warn({ err: error }, failure);
          json(value);
        },
      );
      return res;
    };
    next();
  };
}

/**
 * Runs `completions` on the value of a reply sent without express, as their middlewares would
 * have, mounted in this order: the last mounted first (each wraps the res.json of those before it),
 * and a failed one leaves the value as it was, logged.
 */
export async function completeAsMounted(completions: readonly JsonCompletion[], status: number, value: unknown): Promise<void> {
  for (const { completes, complete, logger, failure } of [...completions].reverse()) {
    if (!completes(status)) continue;
    try {
      await complete(value);
    } catch (error) {
      logger.warn({ err: error }, failure);
    }
  }
}
