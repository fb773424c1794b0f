// The languages the public interface's own words come in (issue 50, item 6), and the Intl locale
// each formats numbers and dates with: the numbering system is named, so Node's render and the
// visitor's browser write the same digits whatever their defaults. To merge with the site's
// language list (common/languages.ts) when it lands.

export const interfaceLanguages = ['en', 'hi', 'mr'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/** The SPEC's language: a render told no language is English. */
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';

/** Hindi keeps Latin digits (as Hindi print and the web mostly do); Marathi writes Devanagari digits. */
export const interfaceIntlLocales: Record<InterfaceLanguage, string> = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  mr: 'mr-IN-u-nu-deva',
};

/** The interface language a tag such as `<html lang>` names ('hi', 'mr-IN'), English otherwise. */
export function interfaceLanguageOf(tag: string | null | undefined): InterfaceLanguage {
  const primary = (tag ?? '').split('-')[0]!.toLowerCase();
  return (interfaceLanguages as readonly string[]).includes(primary) ? (primary as InterfaceLanguage) : DEFAULT_INTERFACE_LANGUAGE;
}
