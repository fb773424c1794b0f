// Serves the built SPA under /sjg: hashed assets cached forever, and for every other path the
// page handler (page-html.ts: index.html with that page's head tags, revalidated every time), so
// deep links work.
import path from 'node:path';
import express, { type RequestHandler, type Response, Router } from 'express';
import { keepSubresourceHeaders } from '../http/subresource-headers.js';
import { precompressedAssets } from './precompressed-assets.js';

export function spaRoutes(webDistDir: string, page: RequestHandler): Router {
  const router = Router();

  const setFileHeaders = (res: Response, filePath: string) => {
    keepSubresourceHeaders(res, path.extname(filePath).toLowerCase());
    const relative = path.relative(webDistDir, filePath);
    res.setHeader(
      'Cache-Control',
      relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  };
  // The build's .br/.gz copies first, for clients that accept them.
  router.use(precompressedAssets(webDistDir, setFileHeaders));
  router.use(express.static(webDistDir, { index: false, redirect: false, setHeaders: setFileHeaders }));

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing file (a stale hashed asset, a typo'd image) is a 404, not the HTML page.
    if (req.path.startsWith('/assets/') || path.extname(req.path) !== '') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    return page(req, res, next);
  });
  return router;
}
