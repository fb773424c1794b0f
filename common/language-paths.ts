// Where each language's pages and reads are (issue 50): English exactly where SPEC puts them
// (/sjg/..., /backend/... without ?lang), every other language under its code (/sjg/hi/...) and
// its reads with ?lang=<code>. The server, the page's render and the browser all build a page's
// read URLs with withLanguage, so the replies the server rendered with are found again by URL.
import { BASE_PATH } from './constants.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages.js';

const prefixed: readonly string[] = LANGUAGES.map((language) => language.code).filter((code) => code !== DEFAULT_LANGUAGE);

/**
 * The language of `path` (under /sjg, as routed: '/hi/news') and the path within it ('/news');
 * '/hi' alone is that language's Home. Only the lower-case code is a language's prefix.
 */
export function splitLanguagePath(path: string): { language: LanguageCode; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(path);
  if (match && prefixed.includes(match[1]!)) return { language: match[1] as LanguageCode, path: match[2] || '/' };
  return { language: DEFAULT_LANGUAGE, path };
}

/** '' for English, '/hi' for Hindi. */
export function languagePrefix(language: LanguageCode): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The router's base of a page in `language`: '/sjg', '/sjg/hi'. */
export function languageBasePath(language: LanguageCode): string {
  return BASE_PATH + languagePrefix(language);
}

/** `path` (under /sjg, within a language) in `language`: '/news' → '/hi/news', '/' → '/hi'. */
export function pathInLanguage(language: LanguageCode, path: string): string {
  const prefix = languagePrefix(language);
  if (prefix === '') return path;
  return path === '/' ? prefix : prefix + path;
}

/**
 * A /backend read URL as a page in `language` makes it: English's unchanged (SPEC's URL), any
 * other with `lang` set last, so the same read always has the same URL.
 */
export function withLanguage(url: string, language: LanguageCode): string {
  return language === DEFAULT_LANGUAGE ? url : withLanguageNamed(url, language);
}

/** A read URL that names its language even for English (`?lang=en`), whose reply lists the item's languages. */
export function withLanguageNamed(url: string, language: LanguageCode): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.delete('lang');
  parsed.searchParams.append('lang', language);
  return parsed.pathname + parsed.search;
}
