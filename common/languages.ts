// The site's languages (issue 50): one ordered list that pages, search, the sitemap and the admin all
// read, English first as SPEC's, and the rule that turns an owner's SITE_LANGUAGES setting into the
// languages the site publishes.

export interface Language {
  /** The code in URLs (/sjg/hi/...), in ?lang= and in the database. */
  readonly code: string;
  readonly englishName: string;
  /** What the language switcher shows, so a reader finds their language in their own script. */
  readonly nativeName: string;
  /** BCP 47 tag for <html lang>, Content-Language and hreflang; bare, as the English pages already say lang="en". */
  readonly tag: string;
  /** og:locale and og:locale:alternate (Open Graph wants language_TERRITORY). */
  readonly ogLocale: string;
  /** Postgres text-search configuration of the language's documents and queries. */
  readonly searchConfig: 'english' | 'hindi' | 'simple';
  /**
   * Locale for Intl dates and numbers, with its numbering system written out so that Node's ICU on
   * the server and the visitor's browser choose the same digits (server render = hydration).
   */
  readonly intlLocale: string;
  /** The digits the interface shows; the same as intlLocale's -u-nu- part. */
  readonly numberingSystem: 'latn' | 'deva';
}

export const LANGUAGES = [
  {
    code: 'en',
    englishName: 'English',
    nativeName: 'English',
    tag: 'en',
    ogLocale: 'en_IN',
    searchConfig: 'english',
    intlLocale: 'en-IN-u-nu-latn',
    numberingSystem: 'latn',
  },
  {
    code: 'hi',
    englishName: 'Hindi',
    nativeName: 'हिन्दी',
    tag: 'hi',
    ogLocale: 'hi_IN',
    // Built into Postgres (pg_ts_config lists it in 15 and 18): Snowball's light Hindi stemmer, without a stop-word list.
    searchConfig: 'hindi',
    // Latin digits: CLDR's default for Hindi, and what most Hindi news sites print.
    intlLocale: 'hi-IN-u-nu-latn',
    numberingSystem: 'latn',
  },
  {
    code: 'mr',
    englishName: 'Marathi',
    nativeName: 'मराठी',
    tag: 'mr',
    ogLocale: 'mr_IN',
    // Postgres has no Marathi configuration; 'simple' keeps every word as written rather than stem it by another language's rules.
    searchConfig: 'simple',
    // Devanagari digits: CLDR's default for Marathi, so dates and counts read as Marathi text does.
    intlLocale: 'mr-IN-u-nu-deva',
    numberingSystem: 'deva',
  },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** SPEC's language: its pages and /backend replies stay where and as SPEC has them. */
export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

/** A language a text is translated into: every language but the default, whose text is the source. */
export type TranslatedLanguageCode = Exclude<LanguageCode, typeof DEFAULT_LANGUAGE>;

const codes: readonly string[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && codes.includes(value);
}

/** The language with `code`. */
export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code)!;
}

/**
 * The languages an owner turned on with a setting like SITE_LANGUAGES=en,hi,mr, in the list's order
 * (English first, so the switcher reads the same whatever order was typed). Unset or blank: all of
 * them. English is always on, as SPEC's site must stay. An unknown code stops the start with its name.
 */
export function enabledLanguages(setting?: string): LanguageCode[] {
  if (setting === undefined || setting.trim() === '') return LANGUAGES.map((language) => language.code);
  const asked = setting
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter((code) => code !== '');
  const unknown = asked.filter((code) => !isLanguageCode(code));
  if (unknown.length > 0) {
    throw new Error(
      `SITE_LANGUAGES names ${unknown.map((code) => `"${code}"`).join(', ')}, which ${unknown.length === 1 ? 'is not a language' : 'are not languages'} of the site; known: ${codes.join(', ')}.`,
    );
  }
  return LANGUAGES.map((language) => language.code).filter((code) => code === DEFAULT_LANGUAGE || asked.includes(code));
}
