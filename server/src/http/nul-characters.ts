// Refuses NUL characters at the edge of /backend: in the address (%00 in the path or query) and in
// parsed bodies (JSON here; multipart text fields in image-upload.ts), before any work is done.
// Page addresses are not refused here: a visitor who typed one gets the not-found page (page-meta.ts).
import type { RequestHandler } from 'express';
import { serverMessages } from '../../../common/messages.js';
import { hasNulCharacter } from '../../../common/nul-character.js';
import { ValidationError } from './errors.js';

/** %00 in either letter case (%2500 is the text '%00', not NUL). */
const encodedNul = /%00/i;

export function hasEncodedNul(url: string): boolean {
  return encodedNul.test(url);
}

export function refuseNulInAddress(): RequestHandler {
  return (req, _res, next) => {
    next(hasEncodedNul(req.originalUrl) ? new ValidationError(serverMessages.nulCharacter) : undefined);
  };
}

export function refuseNulInBody(): RequestHandler {
  return (req, _res, next) => next(nulInBodyError(req.body));
}

/** For parsers that run inside a route (multipart): the same refusal as an error to pass on, or undefined. */
export function nulInBodyError(body: unknown): ValidationError | undefined {
  return hasNulCharacter(body) ? new ValidationError(serverMessages.nulCharacter) : undefined;
}
