// GET /backend/site/settings.php (every section, public and cached like the other public reads:
// common/backend-urls.ts), GET /backend/admin/site (the same with when each section was saved, for
// the admin's forms) and PUT /backend/admin/site/<section> (pages for editors and owners, settings
// for owners).
import type { Router } from 'express';
import { isLanguageCode } from '../../../common/languages.js';
import { isSettingSection, SITE_SECTIONS, type SiteSection } from '../../../common/site-settings.js';
import { translationMessages } from '../../../common/translation-messages.js';
import { clientAddress } from '../http/client-address.js';
import type { AppDeps } from '../app-deps.js';
import { systemClock } from '../clock.js';
import { backendRouter } from '../http/backend-router.js';
import { adminOfRequest, requireAdmin } from '../http/require-admin.js';
import type { PublicReadOperation } from '../http/public-read.js';
import { ValidationError } from '../http/errors.js';
import { expectedUpdatedAtOf } from '../editorial/changed-since.js';
import { READ_LANGUAGES } from '../site-languages.js';
import { readSiteSettingsIn } from './site-translations.service.js';
import { readSiteSettings, readSiteSettingsForAdmin, restoreSectionVersion, saveSiteSection, sectionVersions } from './site-settings.service.js';
import { changesSiteSettings } from '../http/public-effect.js';

export function siteSettingsRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Router {
  const router = backendRouter();
  const reader = requireAdmin(deps, 'read');
  // The site's settings (contact details, locations, social links, footer, SEO) are the owner's;
  // its pages (home, about, policies) are content like any other (common/site-settings.ts).
  const changer = (section: SiteSection) =>
requireAdmin(deps, isSettingSection(section) ? 'own' : 'write');
  const clock = deps.clock ?? systemClock;

  // The GET of site/settings.php is the public read's (siteSettingsRead, http/public-read.ts).
  // The admin's is never cached, and says when each section was saved, from which its form saves.
  router.get('/admin/site', reader, async (_req, res) => {
    res.json(await readSiteSettingsForAdmin(deps.db));
  });

  // One route per section, so the route table (and its test) names each one.
  for (const section of SITE_SECTIONS) {
    router.put(`/admin/site/${section}`, changer(section), changesSiteSettings, async (req, res) => {
      const editor = adminOfRequest(req);
      const saved = await saveSiteSection(deps.db, {
        section,
        body: req.body,
        actor: { id: editor.id, name: editor.username, address: clientAddress(req) },
        at: new Date(clock.now()),
        expected: expectedUpdatedAtOf(req.body),
      });
      res.json({ section, ...saved });
    });

    router.get(`/admin/site/${section}/versions`, reader, async (_req, res) => {
      res.json({ versions: await sectionVersions(deps.db, section) });
    });

    router.post(`/admin/site/${section}/versions/:id/restore`, changer(section), changesSiteSettings, async (req, res) => {
      const editor = adminOfRequest(req);
      const restored = await restoreSectionVersion(deps.db, {
        section,
        versionId: String(req.params.id),
        actor: { id: editor.id, name: editor.username, address: clientAddress(req) },
        at: new Date(clock.now()),
      });
      res.json({ section, ...restored });
    });
  }

  return router;
}

/**
 * GET /backend/site/settings.php: every section of the site's pages and settings; with `?lang=`
 * in that language (site-translations.service.ts). Without it, exactly the reply SPEC's site reads.
 */
export function siteSettingsRead(deps: Pick<AppDeps, 'db' | 'config'>): PublicReadOperation {
  return async (query) => {
    const lang = query.lang;
    if (lang === undefined) return readSiteSettings(deps.db);
    if (typeof lang !== 'string' || !isLanguageCode(lang)) throw new ValidationError(translationMessages.languageInvalid(READ_LANGUAGES));
    return readSiteSettingsIn(deps.db, lang, deps.config.siteLanguages);
  };
}
