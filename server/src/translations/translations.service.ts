// An item's Hindi and Marathi (issue 50): read beside its English, saved as drafts, published,
// unpublished, scheduled, trashed and restored one language at a time, and filled from English
// where empty. Every write ends with a revision and an audit entry (editorial/translation-history.ts).
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import type { ItemLanguageState } from '../../../common/api-types.js';
import { contentKinds } from '../../../common/content-kinds.js';
import { slugCandidate } from '../../../common/slug.js';
import { translationSlugOf } from '../../../common/translation-slug.js';
import { translationMessages } from '../../../common/translation-messages.js';
import { writeTime, type Clock } from '../clock.js';
import { isSlugConflict } from '../content/slugs.js';
import type { Db } from '../db/database.js';
import { refuseChangedSince, type ExpectedUpdatedAt } from '../editorial/changed-since.js';
import { recordTranslationWrite, type TranslationEvent } from '../editorial/translation-history.js';
import {
  findLatestTranslationAuthor,
  findTranslation,
  insertTranslation,
  isTranslationSlugTaken,
  listTranslationsOf,
  updateTranslation,
  type TranslationKey,
  type TranslationRow,
  type TranslationUpdate,
} from '../editorial/translations.repository.js';
import type { Editor } from '../http/editor.js';
import { HttpError, NotFoundError, ValidationError } from '../http/errors.js';
import { fillTranslationSearchIn } from '../search/translation-search.repository.js';
import { ALL_SITE_LANGUAGES, languageNames, translationLanguagesOn, type SiteLanguages, type TranslationLanguage } from '../site-languages.js';
import { hasPage, isBlank, requireComplete, titleFieldOf, type TranslatedKind, type TranslationInput } from './translation-fields.js';
import { findEnglishSource, outlineOf, type EnglishSource, type FieldOutline } from './translation-sources.js';

export type TranslationDeps = { db: Db; clock?: Clock | undefined };

type Target = { kind: TranslatedKind; id: number; lang: TranslationLanguage };

const keyOf = (target: Target): TranslationKey => ({ kind: target.kind, itemId: target.id, lang: target.lang });

async function findEnglish(db: Db, kind: TranslatedKind, id: number, forUpdate = false): Promise<EnglishSource> {
  const source = await findEnglishSource(db, kind, id, forUpdate);
  if (!source) throw new NotFoundError(translationMessages.itemNotFound);
  return source;
}

function englishState(row: EnglishSource): ItemLanguageState {
  // The editor shows English's rich text as HTML: cleaned again on read, as the public pages' is.
  const rich = new Set(row.fields.filter(({ field }) => field.type === 'richText').map(({ name }) => name));
  const fields = Object.fromEntries(Object.entries(row.texts).map(([name, text]) => [name, rich.has(name) ? sanitizeRichHtml(text) : text]));
  return {
    lang: 'en',
    status: row.status,
    publish_at: row.publish_at?.toISOString() ?? null,
    slug: row.slug,
    fields,
    updated_at: row.updated_at.toISOString(),
    deleted_at: null,
    needsUpdate: false,
    changed: [],
  };
}

/**
 * The fields in which English's words changed after the translation was saved (a state change or
 * a picture's edit also dates English, and asks no one to translate again). Compared by text, not
 * by date: a venture's gallery caption or a new subcategory changes a child row, not the venture's
 * own date.
 */
export function changedSourceFields(row: Pick<TranslationRow, 'source_fields'>, english: Pick<EnglishSource, 'texts'>): string[] {
  const now = english.texts;
  return Object.keys(now).filter((name) => now[name] !== (row.source_fields[name] ?? ''));
}

function translationState(lang: TranslationLanguage, row: TranslationRow | undefined, english: EnglishSource): ItemLanguageState {
  if (!row) return { lang, status: null, publish_at: null, slug: null, fields: {}, updated_at: null, deleted_at: null, needsUpdate: false, changed: [] };
  const changed = changedSourceFields(row, english);
  return {
    lang,
    status: row.status,
    publish_at: row.publish_at?.toISOString() ?? null,
    slug: row.slug,
    fields: row.fields,
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
    needsUpdate: changed.length > 0,
    changed,
  };
}

/** English and each translation language of the item; 404 for an item missing or in the trash. */
export async function languagesOf(deps: TranslationDeps, kind: TranslatedKind, id: number): Promise<ItemLanguageState[]> {
  return (await itemLanguagesOf(deps, kind, id, ALL_SITE_LANGUAGES)).languages;
}

/**
 * The item's languages the site is in (`site`), and the fields a translation of it holds (a
 * venture's child rows' too) as an editor is shown them.
 */
export async function itemLanguagesOf(deps: TranslationDeps, kind: TranslatedKind, id: number, site: SiteLanguages): Promise<{ languages: ItemLanguageState[]; fields: FieldOutline[] }> {
  const english = await findEnglish(deps.db, kind, id);
  const rows = new Map((await listTranslationsOf(deps.db, kind, id)).map((row) => [row.lang, row]));
  const languages = [englishState(english), ...translationLanguagesOn(site).map((lang) => translationState(lang, rows.get(lang), english))];
  return { languages, fields: outlineOf(english) };
}

/**
 * Runs `change` on the translation in one transaction with the English row locked (a purge or a
 * trash of the item waits for it), records the write and answers the language's state after.
 */
async function writeTranslation(
  deps: TranslationDeps,
  target: Target,
  editor: Editor,
  change: (tx: Db, english: EnglishSource, current: TranslationRow | undefined, now: Date) => Promise<TranslationEvent>,
): Promise<ItemLanguageState> {
  try {
    return await deps.db.transaction().execute(async (tx) => {
      const now = writeTime(deps);
      const english = await findEnglish(tx, target.kind, target.id, true);
      const current = await findTranslation(tx, keyOf(target), { forUpdate: true });
      const event = await change(tx, english, current, now);
      // Its words for its language's search, when new or changed (a changed text's row went with the change).
      await fillTranslationSearchIn(tx, keyOf(target));
      await recordTranslationWrite(tx, { key: keyOf(target), editor, event, now });
      return translationState(target.lang, await findTranslation(tx, keyOf(target)), english);
    });
  } catch (error) {
    // Another item took the address between the check and the commit.
    if (isSlugConflict(error)) throw slugTaken(target);
    throw error;
  }
}

/** Refuses a text of a child row that is not this item's (another venture's gallery picture, a deleted one). */
function requireOwnKeys(english: EnglishSource, fields: Record<string, string>): void {
  if (Object.keys(fields).some((name) => !(name in english.texts))) throw new ValidationError(translationMessages.fieldsInvalid);
}

function slugTaken(target: Target): HttpError {
  return new HttpError(409, translationMessages.slugTaken(contentKinds[target.kind].labels.one.toLowerCase(), languageNames[target.lang]));
}

function live(target: Target, current: TranslationRow | undefined): TranslationRow {
  const name = languageNames[target.lang];
  if (!current) throw new NotFoundError(translationMessages.translationNotFound(name));
  if (current.deleted_at) throw new ValidationError(translationMessages.translationTrashed(name));
  return current;
}

/** A free address made from the title: itself, else with -2, -3, … */
async function freeSlugFrom(tx: Db, target: Target, title: string): Promise<string> {
  const base = translationSlugOf(title, target.lang);
  for (let attempt = 1; ; attempt += 1) {
    const candidate = slugCandidate(base, attempt);
    if (!(await isTranslationSlugTaken(tx, keyOf(target), candidate))) return candidate;
  }
}

/**
 * The address after a save: the one given (409 when another item has it in this language), else
 * the one kept, else one made from the title once there is a title.
 */
async function slugAfter(tx: Db, target: Target, given: string | undefined, current: string | null, fields: Record<string, string>): Promise<string | null> {
  if (!hasPage(target.kind)) return null;
  if (given !== undefined) {
    if (given !== current && (await isTranslationSlugTaken(tx, keyOf(target), given))) throw slugTaken(target);
    return given;
  }
  if (current) return current;
  const title = fields[titleFieldOf(target.kind)] ?? '';
  return title.trim() === '' ? null : freeSlugFrom(tx, target, title);
}

/**
 * Creates the translation as a draft, or saves over its fields (those sent) and address; its state
 * stays. `expectedUpdatedAt`: the text's updated_at as the editor read it (a save since refuses this one).
 */
export function saveTranslation(deps: TranslationDeps, target: Target, input: TranslationInput, editor: Editor, expectedUpdatedAt?: ExpectedUpdatedAt): Promise<ItemLanguageState> {
  return writeTranslation(deps, target, editor, async (tx, english, current, now) => {
    if (current?.deleted_at) throw new ValidationError(translationMessages.translationTrashed(languageNames[target.lang]));
    // Null: none was saved when the editor opened it (the English row's lock queues a second first save).
    const saved = { what: `${languageNames[target.lang]} text`, savedBy: () => findLatestTranslationAuthor(tx, keyOf(target)) };
    await refuseChangedSince(current?.updated_at ?? null, expectedUpdatedAt, saved);
    requireOwnKeys(english, input.fields);
    // A text of a child row English has deleted since is dropped here rather than kept unread.
    const fields = Object.fromEntries(Object.entries({ ...(current?.fields ?? {}), ...input.fields }).filter(([name]) => name in english.texts));
    // A published or scheduled text stays complete: a blank field would go out as it is.
    if (current && current.status !== 'draft') requireComplete(english.fields, fields);
    const slug = await slugAfter(tx, target, input.slug, current?.slug ?? null, fields);
    const values = { fields, slug, source_updated_at: english.updated_at, source_fields: english.texts, updated_by: editor?.id ?? null };
    if (!current) {
      await insertTranslation(tx, keyOf(target), values, now);
      return 'created';
    }
    await updateTranslation(tx, keyOf(target), values, now);
    return 'saved';
  });
}

/** Fills the translation's empty fields from English; text already there is never touched. */
export function copyFromEnglish(deps: TranslationDeps, target: Target, editor: Editor): Promise<{ state: ItemLanguageState; copied: number }> {
  let copied = 0;
  return writeTranslation(deps, target, editor, async (tx, english, current, now) => {
    if (current?.deleted_at) throw new ValidationError(translationMessages.translationTrashed(languageNames[target.lang]));
    const fields = { ...(current?.fields ?? {}) };
    for (const { name, field } of english.fields) {
      const text = english.texts[name] ?? '';
      if (!isBlank(field, fields[name] ?? '') || isBlank(field, text)) continue;
      fields[name] = text;
      copied += 1;
    }
    const slug = await slugAfter(tx, target, undefined, current?.slug ?? null, fields);
    // Copying is not translating: a text already begun keeps the English it was last saved against.
    const values = { fields, slug, updated_by: editor?.id ?? null };
    if (!current) {
      await insertTranslation(tx, keyOf(target), { ...values, source_updated_at: english.updated_at, source_fields: english.texts }, now);
      return 'created';
    }
    await updateTranslation(tx, keyOf(target), values, now);
    return 'copied';
  }).then((state) => ({ state, copied }));
}

export type StateRequest = { status: 'published' } | { status: 'draft' } | { status: 'scheduled'; publishAt: Date };

/** Publish now, unpublish (back to draft) or schedule one language; a complete text only goes out. */
export function setTranslationState(deps: TranslationDeps, target: Target, request: StateRequest, editor: Editor): Promise<ItemLanguageState> {
  return writeTranslation(deps, target, editor, async (tx, english, current, now) => {
    const row = live(target, current);
    let values: TranslationUpdate;
    if (request.status === 'draft') values = { status: 'draft', publish_at: null };
    else {
      requireComplete(english.fields, row.fields);
      const slug = row.slug ?? (hasPage(target.kind) ? await freeSlugFrom(tx, target, row.fields[titleFieldOf(target.kind)]!) : null);
      values =
        request.status === 'scheduled'
          ? { status: 'scheduled', publish_at: request.publishAt, slug }
          : { status: 'published', publish_at: null, slug, first_published_at: row.first_published_at ?? now };
    }
    await updateTranslation(tx, keyOf(target), values, now);
    return request.status === 'draft' ? 'unpublished' : request.status;
  });
}

/** Off the site in this language at once; English and the other language stay as they are. */
export function trashTranslation(deps: TranslationDeps, target: Target, editor: Editor): Promise<ItemLanguageState> {
  return writeTranslation(deps, target, editor, async (tx, _english, current, now) => {
    live(target, current);
    await updateTranslation(tx, keyOf(target), { deleted_at: now }, now);
    return 'trashed';
  });
}

/** Back in the state it had; with a fresh address when another item took its address meanwhile. */
export function restoreTranslation(deps: TranslationDeps, target: Target, editor: Editor): Promise<ItemLanguageState> {
  return writeTranslation(deps, target, editor, async (tx, _english, current, now) => {
    const name = languageNames[target.lang];
    if (!current) throw new NotFoundError(translationMessages.translationNotFound(name));
    if (!current.deleted_at) throw new ValidationError(translationMessages.notInTrash(name));
    let slug = current.slug;
    if (slug !== null && (await isTranslationSlugTaken(tx, keyOf(target), slug))) slug = await freeSlugFrom(tx, target, slug);
    await updateTranslation(tx, keyOf(target), { deleted_at: null, slug }, now);
    return 'untrashed';
  });
}
