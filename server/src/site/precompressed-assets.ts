// Serves the .br or .gz copy that scripts/precompress-web.mjs wrote beside a built file, when the
// client accepts it: maximum compression made once at build time instead of a cheaper one per
// request. HTML is left to spa.routes.ts (index.html may be rewritten per request).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export function precompressedAssets(distDir: string, setFileHeaders: (res: Response, filePath: string) => void): RequestHandler {
  const root = path.resolve(distDir);
  // Built files never change while the server runs (a rebuild means a restart), so whether a
  // copy exists is looked up once per file.
  const exists = new Map<string, boolean>();
  const hasCopy = (file: string) => {
    let known = exists.get(file);
    if (known === undefined) {
      known = existsSync(file);
      if (exists.size < 10_000) exists.set(file, known);
    }
    return known;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const extension = path.extname(req.path);
    if (extension === '' || extension === '.html' || extension === '.br' || extension === '.gz') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(root, `.${relative}`);
    if (!file.startsWith(root + path.sep) || relative.includes('\0')) return next();
    res.vary('Accept-Encoding');
    // Browsers list gzip first at equal weight; brotli, the smaller, wins unless refused (q=0).
    const chosen = encodings.find((encoding) => req.acceptsEncodings(encoding.name) && hasCopy(file + encoding.suffix));
    if (!chosen || !hasCopy(file)) return next();
    res.type(extension);
    res.setHeader('Content-Encoding', chosen.name);
    setFileHeaders(res, file);
    res.sendFile(file + chosen.suffix, { cacheControl: false, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
