// Makes every string of a parsed JSON body well-formed UTF-16: a lone surrogate ('\ud800', valid in
// JSON text) becomes U+FFFD, as it already does in multipart fields and text columns when encoded
// to UTF-8. Postgres's jsonb refuses such an escape outright, which would otherwise turn a save of
// the site's settings into a 500.
import type { RequestHandler } from 'express';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(loneSurrogate, '\ufffd');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [wellFormed(key) as string, wellFormed(inner)]));
  }
  return value;
}

export function wellFormedBody(): RequestHandler {
  return (req, _res, next) => {
    if (req.body && typeof req.body === 'object') req.body = wellFormed(req.body);
    next();
  };
}
