// GET /backend/admin/activity (one page of the audit log, as JSON) and /backend/admin/activity.csv
// (every matching entry), admin only, never cached. Owners read every entry, other accounts their own.
import type { Router } from 'express';
import { adminOfRequest, requireAdmin, type AdminGuardDeps } from '../http/require-admin.js';
import { backendRouter } from '../http/backend-router.js';
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
    const lines = activityCsv(deps.db, adminOfRequest(req), query);
    // The first batch is read before the headers go, so a database error still gets a JSON 500/503.
    const first = await lines.next();
    res.set({
      'Cache-Control': 'no-store',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="activity.csv"',
    });
    if (!first.done) res.write(first.value);
    for await (const text of lines) res.write(text);
    res.end();
  });

  return router;
}
