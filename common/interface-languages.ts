// The languages the public interface's own words come in (issue 50, item 6): the site's list
// (common/languages.ts), with the Intl locale each formats numbers and dates with.
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode } from './languages.js';

export const interfaceLanguages: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);
export type InterfaceLanguage = LanguageCode;

/** The SPEC's language: a render told no language is English. */
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = DEFAULT_LANGUAGE;

/** Each language's locale, its numbering system named so Node's render and the browser write the same digits. */
export const interfaceIntlLocales = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.intlLocale])) as Record<InterfaceLanguage, string>;

/** The interface language a tag such as `<html lang>` names ('hi', 'mr-IN'), English otherwise. */
export function interfaceLanguageOf(tag: string | null | undefined): InterfaceLanguage {
  const primary = (tag ?? '').split('-')[0]!.toLowerCase();
  return isLanguageCode(primary) ? primary : DEFAULT_INTERFACE_LANGUAGE;
}
