// What the admin shows of many items' languages at once (issue 50): each listed item's state in
// every translation language (a list's language column) and, per kind and language, how many
// published items lack a published text (the dashboard). Read only; the kinds are TRANSLATED_KINDS.
import { contentKinds } from '../../../common/content-kinds.js';
import type { TranslationRow } from '../editorial/translations.repository.js';
import { translationLanguagesOn, type SiteLanguages, type TranslationLanguage } from '../site-languages.js';
import { TRANSLATED_KINDS, type TranslatedKind } from './translation-fields.js';
import { countPublishedWithout, listTranslationsOfItems } from './translation-statuses.repository.js';
import { findEnglishSource, type EnglishSource } from './translation-sources.js';
import { changedSourceFields, type TranslationDeps } from './translations.service.js';

/** How many ids one read of statuses takes: an admin list's page is at most a few dozen rows. */
export const STATUS_IDS_MAX = 100;

/** One language of one item as a list shows it; `status` null: no text in that language yet. */
export type LanguageStatus = {
  lang: TranslationLanguage;
  status: 'draft' | 'scheduled' | 'published' | null;
  publish_at: string | null;
  trashed: boolean;
  needsUpdate: boolean;
};

export type ItemLanguages = { id: number; languages: LanguageStatus[] };

function statusOf(lang: TranslationLanguage, row: TranslationRow | undefined, english: EnglishSource): LanguageStatus {
  if (!row) return { lang, status: null, publish_at: null, trashed: false, needsUpdate: false };
  return {
    lang,
    status: row.status,
    publish_at: row.publish_at?.toISOString() ?? null,
    trashed: row.deleted_at !== null,
    needsUpdate: changedSourceFields(row, english).length > 0,
  };
}

/**
 * The translation languages the site is in (`site`) of each of `ids` that exists outside the
 * trash, in the order asked; the others are left out.
 */
export async function languageStatusesOf(deps: TranslationDeps, kind: TranslatedKind, ids: readonly number[], site: SiteLanguages): Promise<ItemLanguages[]> {
  // Each item's English texts as its editor compares them (a venture's child rows included).
  const [english, translations] = await Promise.all([Promise.all(ids.map((id) => findEnglishSource(deps.db, kind, id))), listTranslationsOfItems(deps.db, kind, ids)]);
  const byId = new Map(english.flatMap((source) => (source ? [[source.id, source] as const] : [])));
  const rowOf = new Map(translations.map((row) => [`${row.item_id}:${row.lang}`, row]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    if (!item) return [];
    return [{ id, languages: translationLanguagesOn(site).map((lang) => statusOf(lang, rowOf.get(`${id}:${lang}`), item)) }];
  });
}

export type MissingTranslations = { kind: TranslatedKind; label: string; published: number; missing: Partial<Record<TranslationLanguage, number>> };

/** For every translated kind: its published items, and how many of them each language of the site (`site`) lacks. */
export async function missingTranslations(deps: TranslationDeps, site: SiteLanguages): Promise<MissingTranslations[]> {
  return Promise.all(
    TRANSLATED_KINDS.map(async (kind) => {
      const { published, missing } = await countPublishedWithout(deps.db, kind, translationLanguagesOn(site));
      return { kind, label: contentKinds[kind].labels.many, published, missing: missing as Partial<Record<TranslationLanguage, number>> };
    }),
  );
}
