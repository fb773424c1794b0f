// The calls of an item's languages (issue 50) under /backend/admin/translations: the states of a
// list's items, the dashboard's missing counts, one item's languages beside its English, and per
// language its save, copy from English, publish, unpublish, schedule, trash, restore and revisions.
import type { ItemLanguageState } from '@common/api-types';
import type { ItemStatus } from '@common/editorial';
import type { LanguageCode, TranslatedLanguageCode } from '@common/languages';
import { apiRequest } from '@/lib/api-client';

/** A language an item is translated into: every site language but English. */
export type TranslationLang = TranslatedLanguageCode;

/** One language of one item as a list shows it; status null: no text in it yet. */
export type LanguageStatus = { lang: TranslationLang; status: ItemStatus | null; publish_at: string | null; trashed: boolean; needsUpdate: boolean };

export type StateReply = { message: string; translation: ItemLanguageState };

export type TranslationRevision = { id: string; created_at: string; author_name: string | null; event: string; status: ItemStatus };

export type MissingTranslations = { languages: TranslationLang[]; kinds: { kind: string; label: string; published: number; missing: Partial<Record<TranslationLang, number>> }[] };

const itemPath = (kind: string, id: number) => `admin/translations/${kind}/${id}`;
const langPath = (kind: string, id: number, lang: TranslationLang) => `${itemPath(kind, id)}/${lang}`;

export async function fetchLanguageStatuses(kind: string, ids: readonly number[], signal?: AbortSignal): Promise<Map<number, LanguageStatus[]>> {
  if (ids.length === 0) return new Map();
  const reply = await apiRequest<{ items: { id: number; languages: LanguageStatus[] }[] }>(`admin/translations/${kind}`, { query: { ids: ids.join(',') }, signal });
  return new Map(reply.items.map((item) => [item.id, item.languages]));
}

/** The site's languages as SITE_LANGUAGES turns them on, English first. */
export async function fetchSiteLanguages(signal?: AbortSignal): Promise<LanguageCode[]> {
  return (await apiRequest<{ languages: { code: LanguageCode }[] }>('admin/languages', { signal })).languages.map((language) => language.code);
}

export function fetchMissingTranslations(signal?: AbortSignal): Promise<MissingTranslations> {
  return apiRequest<MissingTranslations>('admin/translations', { signal });
}

/** A field a translation of the item holds, as the server names it: a venture's child rows' too ('Gallery 2: Caption'). */
export type FieldOutline = { name: string; label: string; type: string; optional: boolean };

/** The item's languages (English first) and the fields a translation of it holds, in the form's order. */
export type ItemLanguages = { languages: ItemLanguageState[]; fields: FieldOutline[] };

export async function fetchItemLanguages(kind: string, id: number, signal?: AbortSignal): Promise<ItemLanguages> {
  const reply = await apiRequest<ItemLanguages>(itemPath(kind, id), { signal });
  return { languages: reply.languages, fields: reply.fields };
}

/** `expected_updated_at`: the text's updated_at as the editor read it; a save made since refuses this one (409). */
export function saveTranslation(
  kind: string,
  id: number,
  lang: TranslationLang,
  body: { fields: Record<string, string>; slug?: string; expected_updated_at?: string | null },
): Promise<StateReply> {
  return apiRequest<StateReply>(langPath(kind, id, lang), { method: 'PUT', body });
}

export function copyFromEnglish(kind: string, id: number, lang: TranslationLang): Promise<StateReply & { copied: number }> {
  return apiRequest(`${langPath(kind, id, lang)}/copy-from-english`, { method: 'POST', body: {} });
}

export type TranslationStep = 'publish' | 'unpublish' | 'restore';

export function setTranslationStep(kind: string, id: number, lang: TranslationLang, step: TranslationStep): Promise<StateReply> {
  return apiRequest<StateReply>(`${langPath(kind, id, lang)}/${step}`, { method: 'POST', body: {} });
}

/** `publishAt`: YYYY-MM-DDTHH:MM in India time, as the schedule input gives it. */
export function scheduleTranslation(kind: string, id: number, lang: TranslationLang, publishAt: string): Promise<StateReply> {
  return apiRequest<StateReply>(`${langPath(kind, id, lang)}/schedule`, { method: 'POST', body: { publishAt } });
}

export function trashTranslation(kind: string, id: number, lang: TranslationLang): Promise<StateReply> {
  return apiRequest<StateReply>(langPath(kind, id, lang), { method: 'DELETE' });
}

export async function fetchTranslationRevisions(kind: string, id: number, lang: TranslationLang, signal?: AbortSignal): Promise<TranslationRevision[]> {
  return (await apiRequest<{ revisions: TranslationRevision[] }>(`${langPath(kind, id, lang)}/revisions`, { signal })).revisions;
}

export function restoreTranslationRevision(kind: string, id: number, lang: TranslationLang, revision: string): Promise<StateReply> {
  return apiRequest<StateReply>(`${langPath(kind, id, lang)}/revisions/${revision}/restore`, { method: 'POST', body: {} });
}
