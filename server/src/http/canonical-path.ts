// Every /backend address has one spelling (issue 46). Another spelling of a path (`//`, `/./`,
// `/../`, a trailing slash, a `;` parameter, an escaped slash or an escaped letter such as `%55`)
// answers 404 before anything reads it, so no later check can see one path while the router sees another.
import type { RequestHandler } from 'express';
import { serverMessages } from '../../../common/messages.js';

/** Escapes of a slash or backslash, and of the characters that never need escaping (RFC 3986's unreserved). */
const needlessOrSlashEscape = /%(2f|5c|2d|2e|5f|7e|3[0-9]|[46][1-9a-f]|[57][0-9a])/i;

/** Whether a raw path (no query) is spelled the one way the routes know. */
export function isCanonicalPath(path: string): boolean {
  if (path.length > 1 && path.endsWith('/')) return false;
  if (path.includes('//') || path.includes(';') || needlessOrSlashEscape.test(path)) return false;
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

export function refuseNonCanonicalPath(): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    const question = url.indexOf('?');
    if (isCanonicalPath(question === -1 ? url : url.slice(0, question))) return next();
    res.status(404).json({ error: serverMessages.notFound });
  };
}
