// The admin's site texts in Hindi and Marathi (issue 50) under /backend/admin/site/languages/:lang:
// the language's texts with English beside, a section's save, history and restore (pages for
// editors and owners, settings for owners, as English's sections: site-settings.routes.ts), and the
// language's publish and unpublish, owners only since they put every section, settings included, on
// the site at once. Under /admin/site, so a CDN purge after a write drops the settings' replies.
import { changesSiteSettings } from '../http/public-effect.js';
import type { Request, Router } from 'express';
import { isSettingSection, siteSectionLabels } from '../../../common/site-settings.js';
import { siteTranslationMessages, TRANSLATED_SECTIONS, type TranslatedSection } from '../../../common/site-translations.js';
import { translationMessages } from '../../../common/translation-messages.js';
import type { AppDeps } from '../app-deps.js';
import { writeTime } from '../clock.js';
import { backendRouter } from '../http/backend-router.js';
import { expectedUpdatedAtOf } from '../editorial/changed-since.js';
import { ValidationError } from '../http/errors.js';
import { editorOf } from '../http/request-editor.js';
import { requireAdmin } from '../http/require-admin.js';
import { isSiteTranslationLanguage, languageNames, translationLanguagesOn, type SiteLanguages, type TranslationLanguage } from '../site-languages.js';
import {
  restoreSiteTranslationVersion,
  saveSiteTranslation,
  setSiteLanguageStatus,
  siteTextsIn,
  siteTranslationVersions,
} from './site-translations.service.js';

export const SITE_LANGUAGE_PATH = '/admin/site/languages/:lang';

/** The address's language, one the site is in (SITE_LANGUAGES): the admin shows no other. */
function languageIn(req: Request, site: SiteLanguages): TranslationLanguage {
  const lang = req.params.lang;
  if (!isSiteTranslationLanguage(site, lang)) throw new ValidationError(translationMessages.languageInvalid(translationLanguagesOn(site)));
  return lang;
}

export function siteTranslationsRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Router {
  const router = backendRouter();
  const languageOf = (req: Request) => languageIn(req, deps.config.siteLanguages);
  const reader = requireAdmin(deps, 'read');
  const owner = requireAdmin(deps, 'own');
  const changer = (section: TranslatedSection) => requireAdmin(deps, isSettingSection(section) ? 'own' : 'write');

  router.get(SITE_LANGUAGE_PATH, reader, async (req, res) => {
    res.json(await siteTextsIn(deps.db, languageOf(req)));
  });

  router.post(`${SITE_LANGUAGE_PATH}/publish`, owner, changesSiteSettings, async (req, res) => {
    const lang = languageOf(req);
    const state = await setSiteLanguageStatus(deps.db, { lang, status: 'published', actor: editorOf(req), at: writeTime(deps) });
    res.json({ message: siteTranslationMessages.published(languageNames[lang]), ...state });
  });

  router.post(`${SITE_LANGUAGE_PATH}/unpublish`, owner, changesSiteSettings, async (req, res) => {
    const lang = languageOf(req);
    const state = await setSiteLanguageStatus(deps.db, { lang, status: 'draft', actor: editorOf(req), at: writeTime(deps) });
    res.json({ message: siteTranslationMessages.unpublished(languageNames[lang]), ...state });
  });

  // One route per section, as English's, so the route table (and its test) names each one with its role.
  for (const section of TRANSLATED_SECTIONS) {
    const path = `${SITE_LANGUAGE_PATH}/${section}`;
    router.put(path, changer(section), changesSiteSettings, async (req, res) => {
      const lang = languageOf(req);
      const expected = expectedUpdatedAtOf(req.body);
      const saved = await saveSiteTranslation(deps.db, { lang, section, body: req.body, actor: editorOf(req), at: writeTime(deps), expected });
      res.json({ message: siteTranslationMessages.saved(siteSectionLabels[section], languageNames[lang]), lang, section, ...saved });
    });

    router.get(`${path}/versions`, reader, async (req, res) => {
      res.json({ versions: await siteTranslationVersions(deps.db, languageOf(req), section) });
    });

    router.post(`${path}/versions/:id/restore`, changer(section), changesSiteSettings, async (req, res) => {
      const lang = languageOf(req);
      const restored = await restoreSiteTranslationVersion(deps.db, { lang, section, versionId: String(req.params.id), actor: editorOf(req), at: writeTime(deps) });
      res.json({ message: siteTranslationMessages.restored(siteSectionLabels[section], languageNames[lang]), lang, section, ...restored });
    });
  }

  return router;
}
