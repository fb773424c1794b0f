// GET /backend/admin/activity (one page of the audit log, as JSON) and /backend/admin/activity.csv
// (every matching entry), admin only, never cached. Owners read every entry, other accounts their own.
import type { Router } from 'express';
import { adminOfRequest, requireAdmin, type AdminGuardDeps } from '../http/require-admin.js';
import { backendRouter } from '../http/backend-router.js';
import { sendCsv } from '../http/csv.js';
import { activityQuerySchema } from './audit.schema.js';
import { activityCsv, activityPage } from './audit.service.js';

export function auditRoutes(deps: AdminGuardDeps): Router {
  const router = backendRouter();
  const admin = requireAdmin(deps, 'read');

  router.get('/admin/activity', admin, async (req, res) => {
    const query = activityQuerySchema.parse(req.query);
    res.set('Cache-Control', 'no-store').json(await activityPage(deps.db, adminOfRequest(req), query));
  });

  router.get('/admin/activity.csv', admin, async (req, res) => {
    const query = activityQuerySchema.parse(req.query);
    await sendCsv(res, 'activity.csv', activityCsv(deps.db, adminOfRequest(req), query));
  });

  return router;
}
