// The admin's translation endpoints (issue 50) under /backend/admin/translations/:kind/:id: an
// item's languages, and per language its save, copy from English, publish, unpublish, schedule,
// trash and restore, its revisions; and, across items, the states of a list's items and the
// dashboard's counts of what is missing. Readers read; the roles that write the kind write (require-admin.ts).
import { changesKindNamedBy } from '../http/public-effect.js';
import type { Request, Router } from 'express';
import { z } from 'zod';
import { editorialMessages } from '../../../common/editorial.js';
import { formatIndiaTime } from '../../../common/india-time.js';
import { contentMessages } from '../../../common/messages.js';
import { translationAdminMessages } from '../../../common/translation-admin-messages.js';
import { translationMessages } from '../../../common/translation-messages.js';
import { writeTime } from '../clock.js';
import { parsePublishAt } from '../editorial/publication.js';
import { backendRouter } from '../http/backend-router.js';
import { parseInput, ValidationError } from '../http/errors.js';
import { editorOf } from '../http/request-editor.js';
import { idSchema } from '../http/request-schemas.js';
import { requireAdmin, type AdminGuardDeps } from '../http/require-admin.js';
import { isSiteTranslationLanguage, languageNames, translationLanguagesOn, type SiteLanguages } from '../site-languages.js';
import { expectedUpdatedAtOf } from '../editorial/changed-since.js';
import { parseTranslatedKind, parseTranslationInput } from './translation-fields.js';
import { restoreTranslationRevision, revisionsOf } from './translation-revisions.js';
import { languageStatusesOf, missingTranslations, STATUS_IDS_MAX } from './translation-statuses.js';
import {
  copyFromEnglish,
  itemLanguagesOf,
  restoreTranslation,
  saveTranslation,
  setTranslationState,
  trashTranslation,
  type TranslationDeps,
} from './translations.service.js';

export const TRANSLATIONS_PATH = '/admin/translations/:kind/:id';

function itemOf(req: Request) {
  const kind = parseTranslatedKind(req.params.kind);
  return { kind, id: parseInput(idSchema, req.params.id, contentMessages.badId) };
}

/** The item and one of its languages the site is in: a language SITE_LANGUAGES leaves out is no language of the admin either. */
function targetOf(req: Request, site: SiteLanguages) {
  const lang = req.params.lang;
  if (!isSiteTranslationLanguage(site, lang)) throw new ValidationError(translationMessages.languageInvalid(translationLanguagesOn(site)));
  return { ...itemOf(req), lang };
}

/** `?ids=3,7,12`: the items of a list's page, at most STATUS_IDS_MAX, each once. */
function idsOf(req: Request): number[] {
  const raw = req.query.ids;
  const parts = typeof raw === 'string' ? raw.split(',') : [];
  if (parts.length === 0 || parts.length > STATUS_IDS_MAX || !parts.every((part) => /^[1-9]\d{0,8}$/.test(part))) {
    throw new ValidationError(translationAdminMessages.idsInvalid(STATUS_IDS_MAX));
  }
  return [...new Set(parts.map(Number))];
}

/** India time as the admin writes it: 3 Dec 2026, 10:15. */

const scheduleSchema = z.object({ publishAt: z.string().max(40).optional(), publish_at: z.string().max(40).optional() });

/** The publish time of a schedule request, in the future: as the English item's is read (publication.ts). */
function publishAtOf(req: Request, now: Date): Date {
  const parsed = scheduleSchema.safeParse(req.body ?? {});
  const text = parsed.success ? (parsed.data.publishAt ?? parsed.data.publish_at ?? '') : '';
  const when = parsePublishAt(text.trim());
  if (!when) throw new ValidationError(editorialMessages.scheduleInvalid);
  if (when.getTime() <= now.getTime()) throw new ValidationError(editorialMessages.scheduleInPast);
  return when;
}

export function translationsRoutes(deps: TranslationDeps & AdminGuardDeps & { config: { siteLanguages: SiteLanguages } }): Router {
  const router = backendRouter();
  const site = deps.config.siteLanguages;
  const reader = requireAdmin(deps, 'read');
  const writer = requireAdmin(deps, 'write');
  const one = `${TRANSLATIONS_PATH}/:lang`;
  const changes = changesKindNamedBy('kind');
  const nameOf = (lang: keyof typeof languageNames) => languageNames[lang];

  // The site's languages (SITE_LANGUAGES), English first: the admin's language tabs show these and no other.
  router.get('/admin/languages', reader, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ languages: site.map((code) => ({ code, name: languageNames[code] })) });
  });

  // The dashboard's counts: per kind, its published items and how many lack each language.
  router.get('/admin/translations', reader, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ languages: translationLanguagesOn(site), kinds: await missingTranslations(deps, site) });
  });

  // A list's language column: the states of the page's items in each translation language.
  router.get('/admin/translations/:kind', reader, async (req, res) => {
    const kind = parseTranslatedKind(req.params.kind);
    res.json({ kind, items: await languageStatusesOf(deps, kind, idsOf(req), site) });
  });

  router.get(TRANSLATIONS_PATH, reader, async (req, res) => {
    const { kind, id } = itemOf(req);
    // `fields` lists what a translation holds, so an editor can show a venture's child rows' texts it cannot derive from the kind.
    const { languages, fields } = await itemLanguagesOf(deps, kind, id, site);
    res.json({ kind, id, languages, fields });
  });

  router.put(one, writer, changes, async (req, res) => {
    const target = targetOf(req, site);
    const input = parseTranslationInput(target.kind, req.body);
    const translation = await saveTranslation(deps, target, input, editorOf(req), expectedUpdatedAtOf(req.body));
    res.json({ message: translationMessages.saved(nameOf(target.lang)), translation });
  });

  router.post(`${one}/copy-from-english`, writer, changes, async (req, res) => {
    const target = targetOf(req, site);
    const { state, copied } = await copyFromEnglish(deps, target, editorOf(req));
    res.json({ message: translationMessages.copied(copied), copied, translation: state });
  });

  router.post(`${one}/publish`, writer, changes, async (req, res) => {
    const target = targetOf(req, site);
    const translation = await setTranslationState(deps, target, { status: 'published' }, editorOf(req));
    res.json({ message: translationMessages.published(nameOf(target.lang)), translation });
  });

  router.post(`${one}/unpublish`, writer, changes, async (req, res) => {
    const target = targetOf(req, site);
    const translation = await setTranslationState(deps, target, { status: 'draft' }, editorOf(req));
    res.json({ message: translationMessages.unpublished(nameOf(target.lang)), translation });
  });

  router.post(`${one}/schedule`, writer, changes, async (req, res) => {
    const target = targetOf(req, site);
    const publishAt = publishAtOf(req, writeTime(deps));
    const translation = await setTranslationState(deps, target, { status: 'scheduled', publishAt }, editorOf(req));
    res.json({ message: translationMessages.scheduled(nameOf(target.lang)), translation });
  });

  router.delete(one, writer, changes, async (req, res) => {
    const target = targetOf(req, site);
    const translation = await trashTranslation(deps, target, editorOf(req));
    res.json({ message: translationMessages.movedToTrash(nameOf(target.lang)), translation });
  });

  router.post(`${one}/restore`, writer, changes, async (req, res) => {
    const target = targetOf(req, site);
    const translation = await restoreTranslation(deps, target, editorOf(req));
    res.json({ message: translationMessages.restored(nameOf(target.lang)), translation });
  });

  router.get(`${one}/revisions`, reader, async (req, res) => {
    res.json({ revisions: await revisionsOf(deps, targetOf(req, site)) });
  });

  router.post(`${one}/revisions/:revision/restore`, writer, changes, async (req, res) => {
    const target = targetOf(req, site);
    const { state, at } = await restoreTranslationRevision(deps, target, String(req.params.revision), editorOf(req));
    res.json({ message: translationAdminMessages.revisionRestored(nameOf(target.lang), formatIndiaTime(at)), translation: state });
  });

  return router;
}
