// The security middleware sets every header on every reply, but most of them only mean something
// for a document the browser opens: a picture, a font, a script or a stylesheet is never framed,
// never runs inline script and never opens a window. On a page's pictures and code they were half
// of each reply's headers, sent on the same slow link as the pictures a visitor waits for
// (bench/RESULTS.md, 2026-12-05).
import type { Response } from 'express';

/** Headers that apply to documents only (policies of a page, its frames, its windows, old IE and Flash). */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-Frame-Options',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/** Files that ask for nothing themselves: a Referrer-Policy has no request of theirs to apply to. */
const LEAF_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico', '.woff2', '.woff']);

/** Scripts and stylesheets: their own fetches (imports, fonts, backgrounds) follow their Referrer-Policy. */
const CODE_EXTENSIONS = new Set(['.js', '.mjs', '.css']);

/**
 * Drops the document-only headers from the reply of a built file that is not a document (by its
 * extension, lower case with its dot). Documents (HTML, SVG, which can run script when opened, and
 * anything not named here) keep every header; nosniff and Cross-Origin-Resource-Policy, which are
 * for exactly these replies, stay on all.
 */
export function keepSubresourceHeaders(res: Response, extension: string): void {
  const leaf = LEAF_EXTENSIONS.has(extension);
  if (!leaf && !CODE_EXTENSIONS.has(extension)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  if (leaf) res.removeHeader('Referrer-Policy');
}
