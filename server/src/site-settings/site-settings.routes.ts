// GET /backend/site/settings.php (every section, public and cached like the other public reads:
// common/backend-urls.ts) and PUT /backend/admin/site/<section> (pages for editors and owners,
// settings for owners: auth/access-policy.ts).
import { Router } from 'express';
import { backendPaths } from '../../../common/backend-urls.js';
import { SITE_SECTIONS } from '../../../common/site-settings.js';
import { clientAddress } from '../auth/sign-in.js';
import type { AppDeps } from '../app-deps.js';
import { systemClock } from '../clock.js';
import { adminOfRequest, requireAdmin } from '../http/require-admin.js';
import { readSiteSettings, restoreSectionVersion, saveSiteSection, sectionVersions } from './site-settings.service.js';

export function siteSettingsRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Router {
  const router = Router();
  const admin = requireAdmin(deps);
  const clock = deps.clock ?? systemClock;

  router.get(`/${backendPaths.siteSettings}`, async (_req, res) => {
    res.json(await readSiteSettings(deps.db));
  });

  // One route per section, so the route table (and its test) names each one.
  for (const section of SITE_SECTIONS) {
    router.put(`/admin/site/${section}`, admin, async (req, res) => {
      const editor = adminOfRequest(req);
      const saved = await saveSiteSection(deps.db, {
        section,
        body: req.body,
        actor: { id: editor.id, name: editor.username, address: clientAddress(req) },
        at: new Date(clock.now()),
      });
      res.json({ section, content: saved });
    });

    router.get(`/admin/site/${section}/versions`, admin, async (_req, res) => {
      res.json({ versions: await sectionVersions(deps.db, section) });
    });

    router.post(`/admin/site/${section}/versions/:id/restore`, admin, async (req, res) => {
      const editor = adminOfRequest(req);
      const restored = await restoreSectionVersion(deps.db, {
        section,
        versionId: String(req.params.id),
        actor: { id: editor.id, name: editor.username, address: clientAddress(req) },
        at: new Date(clock.now()),
      });
      res.json({ section, content: restored });
    });
  }

  return router;
}
