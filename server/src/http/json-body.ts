// The JSON body parser of /backend: express.json with a 100 KB limit, plus limits on nesting depth
// and item count, checked on the raw bytes before JSON.parse runs. A body of 15,000 nested objects
// fits in 100 KB but overflows the stack of every recursive walk after it (the NUL check, the
// well-formed-text check, zod), which answered 500 to anyone, signed in or not.
import express, { type RequestHandler } from 'express';

/** Far above any form the admin sends (a venture's autosave nests about five deep). */
export const JSON_MAX_DEPTH = 32;
/** Objects, arrays and the items after the first in each: a body of only commas at 100 KB has 50,000. */
export const JSON_MAX_ITEMS = 10_000;

export const jsonBodyMessages = {
  tooDeep: `The request body is nested more than ${JSON_MAX_DEPTH} levels deep.`,
  tooManyItems: `The request body has more than ${JSON_MAX_ITEMS.toLocaleString('en')} items.`,
  unsupportedCharset: 'The request body’s character set is not supported; send UTF-8.',
};

export function jsonBody(): RequestHandler {
  return express.json({
    limit: '100kb',
    // body-parser answers with the status an error thrown here carries: error-handler.ts turns a
    // 4xx into `{ error: message }`.
    verify: (_req, _res, buf, encoding) => checkJsonShape(bodyText(buf, encoding)),
  });
}

/** Bytes as char codes: for UTF-8 latin1 keeps each byte (no multi-byte sequence holds an ASCII byte). */
function bodyText(buf: Buffer, encoding: string): string {
  if (encoding.toLowerCase() === 'utf-8' || encoding.toLowerCase() === 'utf8') return buf.toString('latin1');
  try {
    return new TextDecoder(encoding).decode(buf);
  } catch {
    // UTF-32 and UTF-7 are legal in principle and sent by no one; refused rather than let through unchecked.
    throw Object.assign(new Error(jsonBodyMessages.unsupportedCharset), { status: 415, type: 'charset.unsupported' });
  }
}

/**
 * Throws a 400 when the text's objects and arrays nest deeper than JSON_MAX_DEPTH or hold more
 * than JSON_MAX_ITEMS in all. One pass, outside strings (honouring escapes); it does not check the
 * syntax, which JSON.parse does next.
 */
export function checkJsonShape(text: string): void {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > JSON_MAX_DEPTH) throw badShape(jsonBodyMessages.tooDeep);
      if (++items > JSON_MAX_ITEMS) throw badShape(jsonBodyMessages.tooManyItems);
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    } else if (code === COMMA) {
      if (++items > JSON_MAX_ITEMS) throw badShape(jsonBodyMessages.tooManyItems);
    }
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/** Not an HttpError: body-parser copies the raw body onto the error's `body`, which HttpError sends. */
function badShape(message: string): Error {
  return Object.assign(new Error(message), { status: 400, type: 'entity.too.complex' });
}
