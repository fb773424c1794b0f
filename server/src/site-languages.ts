// The languages an item may be translated into: every language of the site's list
// (common/languages.ts) but English, whose text stays in the kind's own table; and which of them
// the site is in (SITE_LANGUAGES, config.siteLanguages), the one question every read, page, the
// sitemap, the search and the admin ask of a language.
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, type TranslatedLanguageCode } from '../../common/languages.js';

export const SOURCE_LANGUAGE = DEFAULT_LANGUAGE;
export const TRANSLATION_LANGUAGES = LANGUAGES.map((language) => language.code).filter((code): code is TranslatedLanguageCode => code !== SOURCE_LANGUAGE);
export type TranslationLanguage = TranslatedLanguageCode;
/** Every language a public read may ask for: the source and its translations. */
export const READ_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);
export type ReadLanguage = LanguageCode;

/** Each language's name in English, as the admin and its messages say it. */
export const languageNames = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.englishName])) as Record<ReadLanguage, string>;

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return (TRANSLATION_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The languages the site is in (config.siteLanguages: English first, then those SITE_LANGUAGES
 * turned on, in the list's order). A language left out answers as one with nothing published, so
 * its stored texts are kept, untouched, for the day it is turned on again.
 */
export type SiteLanguages = readonly LanguageCode[];

/** Every language: the site when SITE_LANGUAGES is unset, and what a caller without a setting assumes. */
export const ALL_SITE_LANGUAGES: SiteLanguages = READ_LANGUAGES;

export function isOnSite(site: SiteLanguages, lang: LanguageCode): boolean {
  return site.includes(lang);
}

/** The translation languages the site is in, in the list's order: the admin's columns, tabs and counts. */
export function translationLanguagesOn(site: SiteLanguages): TranslationLanguage[] {
  return TRANSLATION_LANGUAGES.filter((lang) => isOnSite(site, lang));
}

/** A translation language the site is in, as an admin address names it (`:lang`). */
export function isSiteTranslationLanguage(site: SiteLanguages, value: unknown): value is TranslationLanguage {
  return isTranslationLanguage(value) && isOnSite(site, value);
}

/** Entries naming a language (a reply's alternates, a sitemap's versions) without those the site is not in. */
export function onSite<T extends { lang: LanguageCode }>(site: SiteLanguages, entries: readonly T[]): T[] {
  return entries.filter((entry) => isOnSite(site, entry.lang));
}
