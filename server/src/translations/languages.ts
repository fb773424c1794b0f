// The languages an item may be translated into, until common/languages.ts (the site's one list of
// languages, issue 50 item 1) lands: then this module points at it.
export const SOURCE_LANGUAGE = 'en' as const;
export const TRANSLATION_LANGUAGES = ['hi', 'mr'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
/** Every language a public read may ask for: the source and its translations. */
export const READ_LANGUAGES = [SOURCE_LANGUAGE, ...TRANSLATION_LANGUAGES] as const;
export type ReadLanguage = (typeof READ_LANGUAGES)[number];

/** Each language's name in English, as the admin and its messages say it. */
export const languageNames: Record<ReadLanguage, string> = { en: 'English', hi: 'Hindi', mr: 'Marathi' };

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return (TRANSLATION_LANGUAGES as readonly unknown[]).includes(value);
}
