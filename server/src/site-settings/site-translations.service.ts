// The rules of the site's texts in Hindi and Marathi (issue 50): a section's translation is saved
// as a draft of its declared fields (common/site-translations.ts) with its history and an audit
// entry; a language is published as a whole once every section's texts are filled; the public read
// in a language is English's settings with that language's texts over them, and 404 while the
// language is not published (no fallback to English under its name).
import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../common/languages.js';
import { POLICY_PAGES, SITE_SECTIONS, siteSectionLabels, type SiteSection, type SiteSettings } from '../../../common/site-settings.js';
import { siteSectionSchemas } from '../../../common/site-settings.schema.js';
import { sectionTranslationSchema } from '../../../common/site-translations.schema.js';
import {
  blankTranslationOf,
  mergeSectionTranslation,
  missingTranslations,
  siteTranslatableFields,
  siteTranslationMessages,
  translatablePartOf,
  TRANSLATED_SECTIONS,
  type SectionTranslation,
  type SiteLanguageStatus,
  type TranslatableField,
  type TranslatedSection,
} from '../../../common/site-translations.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { refuseChangedSince, type ExpectedUpdatedAt } from '../editorial/changed-since.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import type { Db } from '../db/database.js';
import { firstIssueText, NotFoundError, ValidationError } from '../http/errors.js';
import { isOnSite, languageNames, type SiteLanguages, type TranslationLanguage } from '../site-languages.js';
import { readSiteSettings } from './site-settings.service.js';
import {
  findSiteTranslationAuthor,
  findSiteTranslationForUpdate,
  findSiteTranslationVersion,
  listSiteLanguageStates,
  listSiteTranslations,
  listSiteTranslationVersions,
  lockSiteLanguage,
  storeSiteLanguageState,
  storeSiteTranslation,
} from './site-translations.repository.js';

export type SiteSettingsInLanguage = SiteSettings & { lang: LanguageCode; alternates: { lang: LanguageCode }[] };

/**
 * The languages of the site (`site`, SITE_LANGUAGES) whose site texts are published, in the list's
 * order: English first, always. The pages, their hreflang and switcher, and the sitemap follow it.
 */
export async function publishedSiteLanguages(db: Db, site: SiteLanguages): Promise<LanguageCode[]> {
  const published = new Set((await listSiteLanguageStates(db)).filter((row) => row.status === 'published').map((row) => row.lang));
  return LANGUAGES.map((language) => language.code).filter((code) => code === DEFAULT_LANGUAGE || (published.has(code) && isOnSite(site, code)));
}

/**
 * The public read of the settings in `lang` (GET site/settings.php?lang=, and the page renderer):
 * English's shape with the language's texts, its name and the published languages. Throws 404 for a
 * language whose site texts are not published.
 */
export async function readSiteSettingsIn(db: Db, lang: LanguageCode, site: SiteLanguages): Promise<SiteSettingsInLanguage> {
  const [english, published] = await Promise.all([readSiteSettings(db), publishedSiteLanguages(db, site)]);
  if (!published.includes(lang)) throw new NotFoundError(siteTranslationMessages.notPublished(languageNames[lang]));
  const alternates = published.map((code) => ({ lang: code }));
  if (lang === DEFAULT_LANGUAGE) return { ...english, lang, alternates };
  return { ...(await withTextsOf(db, english, lang)), lang, alternates };
}

/**
 * The settings with `lang`'s texts as saved, published or not: what an admin's preview in that
 * language shows (preview.routes.ts), never a visitor.
 */
export async function savedSiteSettingsIn(db: Db, lang: TranslationLanguage): Promise<SiteSettings> {
  return withTextsOf(db, await readSiteSettings(db), lang);
}

async function withTextsOf(db: Db, english: SiteSettings, lang: TranslationLanguage): Promise<SiteSettings> {
  const translations = await translationsOf(db, lang);
  const merged: Record<string, unknown> = { ...english };
  for (const section of TRANSLATED_SECTIONS) merged[section] = withCleanPolicies(section, mergeSectionTranslation(section, english[section], translations[section]));
  return merged as SiteSettings;
}

async function translationsOf(db: Db, lang: TranslationLanguage): Promise<Partial<Record<SiteSection, SectionTranslation>>> {
  const found: Partial<Record<SiteSection, SectionTranslation>> = {};
  for (const [section, row] of Object.entries(await savedTranslationsOf(db, lang))) found[section as SiteSection] = row.content as SectionTranslation;
  return found;
}

/** The language's saved translations by section, with when each was saved. */
async function savedTranslationsOf(db: Db, lang: TranslationLanguage): Promise<Partial<Record<SiteSection, { content: unknown; updated_at: Date }>>> {
  const found: Partial<Record<SiteSection, { content: unknown; updated_at: Date }>> = {};
  for (const row of await listSiteTranslations(db, lang)) {
    if ((TRANSLATED_SECTIONS as readonly string[]).includes(row.section)) found[row.section as SiteSection] = row;
  }
  return found;
}

/** Rich text is cleaned on write and again on read, as English's policies are. */
function withCleanPolicies<S extends SiteSection>(section: S, content: SiteSettings[S]): SiteSettings[S] {
  if (section !== 'policies') return content;
  const clean = { ...(content as SiteSettings['policies']) };
  for (const page of POLICY_PAGES) clean[page] = sanitizeRichHtml(clean[page]);
  return clean as SiteSettings[S];
}

export type SiteLanguageState = { lang: TranslationLanguage; status: SiteLanguageStatus; published_at: string | null };

async function languageStateOf(db: Db, lang: TranslationLanguage): Promise<SiteLanguageState> {
  const row = (await listSiteLanguageStates(db)).find((state) => state.lang === lang);
  return { lang, status: row?.status ?? 'draft', published_at: row?.published_at?.toISOString() ?? null };
}

/** `updated_at`: when the translation was last saved (null: never), from which the form saves. */
export type SectionTexts = { english: SectionTranslation; translation: SectionTranslation; missing: string[]; updated_at: string | null };

/** A language's texts for the admin's editor: per section English's beside the draft, and what is still blank. */
export async function siteTextsIn(db: Db, lang: TranslationLanguage): Promise<SiteLanguageState & { sections: Record<TranslatedSection, SectionTexts> }> {
  const [english, saved, state] = await Promise.all([readSiteSettings(db), savedTranslationsOf(db, lang), languageStateOf(db, lang)]);
  const sections = Object.fromEntries(
    TRANSLATED_SECTIONS.map((section) => {
      const translation = (saved[section]?.content as SectionTranslation | undefined) ?? blankTranslationOf(section, english[section]);
      return [
        section,
        {
          english: translatablePartOf(section, english[section]),
          translation,
          missing: missingTranslations(section, english[section], translation),
          updated_at: saved[section]?.updated_at.toISOString() ?? null,
        },
      ];
    }),
  ) as Record<TranslatedSection, SectionTexts>;
  return { ...state, sections };
}

export type Actor = NonNullable<AuditActor> | null;
export type SaveTranslationInput = {
  lang: TranslationLanguage;
  section: TranslatedSection;
  body: unknown;
  actor: Actor;
  at: Date;
  /** The translation's updated_at as the form read it: a save made since refuses this one (changed-since.ts). */
  expected?: ExpectedUpdatedAt;
};

/** What a save stores, and its time: the updated_at the next save from this form is made from. */
export type SavedTranslation = { content: SectionTranslation; updated_at: string };

/** The audit entry's item: the section as the English saves name it, with the language. */
function auditItem(section: SiteSection | null, lang: TranslationLanguage) {
  if (section === null) return { kind: 'site', id: 0, title: `Site texts (${languageNames[lang]})` };
  return { kind: 'site', id: SITE_SECTIONS.indexOf(section) + 1, title: `${siteSectionLabels[section]} (${languageNames[lang]})` };
}

/**
 * Validates and stores a section's translation; answers what is now stored. Blank fields are kept
 * while the language is a draft; the limits are English's form's, checked on the texts over English.
 */
export async function saveSiteTranslation(db: Db, input: SaveTranslationInput, action: 'update' | 'restore' = 'update'): Promise<SavedTranslation> {
  const english = (await readSiteSettings(db))[input.section];
  const parsed = sectionTranslationSchema(input.section).parse(input.body) as SectionTranslation;
  const content = normalized(input.section, english, parsed);
  checkEnglishRules(input.section, english, content);
  await db.transaction().execute(async (tx) => {
    const state = await lockSiteLanguage(tx, input.lang);
    // The language's row is locked: a second first save of a section waits, then is refused here.
    const stored = await findSiteTranslationForUpdate(tx, input.lang, input.section);
    const saved = { what: `${languageNames[input.lang]} text of the ${siteSectionLabels[input.section]}`, savedBy: () => findSiteTranslationAuthor(tx, input.lang, input.section) };
    await refuseChangedSince(stored?.updated_at ?? null, input.expected, saved);
    if (state.status === 'published') {
      const [field] = missingTranslations(input.section, english, content);
      if (field !== undefined) {
        throw new ValidationError(siteTranslationMessages.missingWhilePublished(languageNames[input.lang], siteSectionLabels[input.section], field));
      }
    }
    const before = (stored?.content ?? {}) as Record<string, unknown>;
    const changedFields = Object.keys(content).filter((field) => !isDeepStrictEqual(before[field], content[field]));
    await storeSiteTranslation(tx, input.lang, input.section, content, input.actor?.id ?? null, input.at);
    await recordAudit(tx, { action, actor: input.actor, at: input.at, item: auditItem(input.section, input.lang), changedFields });
  });
  return { content, updated_at: input.at.toISOString() };
}

/** Every declared field present (a missing one blank), lists of entries as long as English's, policies' HTML sanitized. */
function normalized(section: TranslatedSection, english: SiteSettings[SiteSection], parsed: SectionTranslation): SectionTranslation {
  const blank = blankTranslationOf(section, english);
  const fields = siteTranslatableFields[section] as Record<string, TranslatableField>;
  const content: SectionTranslation = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = parsed[name] ?? blank[name]!;
    if (field.type === 'html') content[name] = sanitizeRichHtml(value as string);
    else if (field.type === 'items') {
      // One entry per English entry, matched by position: the editor's rows line up with English's.
      const entries = value as Record<string, string | undefined>[];
      content[name] = (blank[name] as Record<string, string>[]).map((empty, at) =>
        Object.fromEntries(Object.keys(empty).map((key) => [key, entries[at]?.[key] ?? ''])),
      );
    } else content[name] = value;
  }
  return content;
}

/** English's form's limits and messages, on the translation over English (its blanks read as English's text, so a draft passes). */
function checkEnglishRules(section: TranslatedSection, english: SiteSettings[SiteSection], translation: SectionTranslation): void {
  const merged = mergeSectionTranslation<SiteSection>(section, english, translation) as Record<string, unknown>;
  const source = english as Record<string, unknown>;
  const fields = siteTranslatableFields[section] as Record<string, TranslatableField>;
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === 'items') {
      merged[name] = (merged[name] as Record<string, string>[]).map((entry, at) => {
        const filled = { ...entry };
        for (const key of Object.keys(field.fields)) if (filled[key]!.trim() === '') filled[key] = (source[name] as Record<string, string>[])[at]![key]!;
        return filled;
      });
    } else if (field.type === 'lines') {
      if ((merged[name] as string[]).length === 0) merged[name] = source[name];
    } else if ((merged[name] as string).trim() === '') merged[name] = source[name];
  }
  const checked = siteSectionSchemas[section].safeParse(merged);
  if (!checked.success) throw new ValidationError(firstIssueText(checked.error, 'Invalid request'));
}

/** Publishes a language's site texts, once every translatable field of every section is filled; or makes them a draft again. */
export async function setSiteLanguageStatus(db: Db, input: { lang: TranslationLanguage; status: SiteLanguageStatus; actor: Actor; at: Date }): Promise<SiteLanguageState> {
  const name = languageNames[input.lang];
  await db.transaction().execute(async (tx) => {
    const state = await lockSiteLanguage(tx, input.lang);
    if (input.status === 'published') {
      const [english, translations] = await Promise.all([readSiteSettings(tx), translationsOf(tx, input.lang)]);
      for (const section of TRANSLATED_SECTIONS) {
        const [field] = missingTranslations(section, english[section], translations[section]);
        if (field !== undefined) throw new ValidationError(siteTranslationMessages.missing(name, siteSectionLabels[section], field));
        checkEnglishRules(section, english[section], translations[section] ?? {});
      }
    }
    if (state.status === input.status) return;
    const publishedAt = input.status === 'published' ? input.at : state.published_at;
    await storeSiteLanguageState(tx, input.lang, input.status, publishedAt, input.actor?.id ?? null, input.at);
    await recordAudit(tx, { action: input.status === 'published' ? 'publish' : 'unpublish', actor: input.actor, at: input.at, item: auditItem(null, input.lang) });
  });
  return languageStateOf(db, input.lang);
}

/** Versions a section's translation history lists, as English's does. */
export const TRANSLATION_VERSIONS_SHOWN = 50;

export type TranslationVersion = { id: string; saved_at: string; saved_by: string | null; content: SectionTranslation };

export async function siteTranslationVersions(db: Db, lang: TranslationLanguage, section: TranslatedSection): Promise<TranslationVersion[]> {
  const rows = await listSiteTranslationVersions(db, lang, section, TRANSLATION_VERSIONS_SHOWN);
  return rows.map((row) => ({ id: row.id, saved_at: row.saved_at.toISOString(), saved_by: row.saved_by, content: row.content as SectionTranslation }));
}

/** Saves a saved version again as the newest, through the same rules, history and audit as any save. */
export async function restoreSiteTranslationVersion(db: Db, input: Omit<SaveTranslationInput, 'body' | 'expected'> & { versionId: string }): Promise<SavedTranslation> {
  const content = /^[1-9]\d{0,17}$/.test(input.versionId) ? await findSiteTranslationVersion(db, input.lang, input.section, input.versionId) : undefined;
  if (content === undefined) throw new NotFoundError(siteTranslationMessages.versionNotFound);
  return saveSiteTranslation(db, { ...input, body: content }, 'restore');
}
