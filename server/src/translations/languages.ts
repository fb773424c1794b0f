// The languages an item may be translated into: every language of the site's list
// (common/languages.ts) but English, whose text stays in the kind's own table.
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../common/languages.js';

export const SOURCE_LANGUAGE = DEFAULT_LANGUAGE;
type Translation = Exclude<LanguageCode, typeof DEFAULT_LANGUAGE>;
export const TRANSLATION_LANGUAGES = LANGUAGES.map((language) => language.code).filter((code): code is Translation => code !== SOURCE_LANGUAGE);
export type TranslationLanguage = Translation;
/** Every language a public read may ask for: the source and its translations. */
export const READ_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);
export type ReadLanguage = LanguageCode;

/** Each language's name in English, as the admin and its messages say it. */
export const languageNames = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.englishName])) as Record<ReadLanguage, string>;

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return (TRANSLATION_LANGUAGES as readonly unknown[]).includes(value);
}
