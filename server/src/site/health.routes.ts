// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers and we are
// not shutting down), for load balancers and the compose healthcheck.
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { pingDatabase } from '../db/database.js';

export function healthRoutes({ db, lifecycle }: Pick<AppDeps, 'db' | 'lifecycle'>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.isShuttingDown()) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    try {
      await pingDatabase(db);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });
  return router;
}
