// Serves the built SPA under /sjg: hashed assets cached forever, index.html revalidated every
// time, and index.html for every client route so deep links work.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Response, Router } from 'express';
import { precompressedAssets } from './precompressed-assets.js';

export function spaRoutes(webDistDir: string): Router {
  const router = Router();
  const indexFile = path.join(webDistDir, 'index.html');

  const setCacheHeaders = (res: Response, filePath: string) => {
    const relative = path.relative(webDistDir, filePath);
    res.setHeader(
      'Cache-Control',
      relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  };
  // The build's .br/.gz copies first, for clients that accept them.
  router.use(precompressedAssets(webDistDir, setCacheHeaders));
  router.use(express.static(webDistDir, { index: false, redirect: false, setHeaders: setCacheHeaders }));

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing file (a stale hashed asset, a typo'd image) is a 404, not the HTML page.
    if (req.path.startsWith('/assets/') || path.extname(req.path) !== '') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
