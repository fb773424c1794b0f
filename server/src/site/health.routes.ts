// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers and we are
// not shutting down), for load balancers and the compose healthcheck. /readyz's details carry when
// the last backup ran or failed, which never makes it fail (the site still serves), without the
// archive's name or the error text: anyone can read /readyz, and those are the owners' (issue 46).
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { backupStatus, backupStatusWithoutDetails } from '../backup/backup-runs.service.js';
import { pingDatabase } from '../db/database.js';

export function healthRoutes({ db, lifecycle, config }: Pick<AppDeps, 'db' | 'lifecycle' | 'config'>): Router {
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
      // A failure to read it leaves it out: details are for people, readiness is the ping.
      const backup = await backupStatus(db, config.backupEveryMs).then(backupStatusWithoutDetails, () => null);
      res.json({ status: 'ready', details: { backup } });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });
  return router;
}
