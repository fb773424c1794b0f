// The public interface's own words (menus, buttons, form messages, empty lists, aria-labels) in the
// page's language, from the message catalogs (web/src/content/catalog/*.json, compiled at build by
// web/interface-catalog-plugin.ts) through Lingui (docs/decisions.md says why). Every render gets
// its own I18n instance, given down by context, never a global one that concurrent renders would
// share. English is in every bundle (it is the default and the admin's); Hindi and Marathi are
// fetched only by a page in that language.
import { useContext, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, LinguiContext } from '@lingui/react';
import english from 'virtual:interface-catalog/en';
import { interfaceIntlLocales, type InterfaceLanguage } from '@common/interface-languages';
import { formatSiteDate } from '@common/site-dates';
import type englishSource from '@/content/catalog/en.json';

/** A key of the catalogs: the English one names them all (tests/web/interface-catalog.test.ts checks the others). */
export type MessageId = keyof typeof englishSource;
type Values = Record<string, string | number>;

/** The language's compiled catalog: English at hand, the others fetched on first use. */
export async function loadInterfaceCatalog(language: InterfaceLanguage): Promise<Messages> {
  if (language === 'hi') return (await import('virtual:interface-catalog/hi')).default;
  if (language === 'mr') return (await import('virtual:interface-catalog/mr')).default;
  return english;
}

/** One render's words: plurals by the language's rules, numbers in its digits. */
export function createInterfaceI18n(language: InterfaceLanguage, messages: Messages): I18n {
  return setupI18n({ locale: language, locales: [interfaceIntlLocales[language]], messages: { [language]: messages } });
}

/** What a component rendered outside any provider speaks: the admin's SPA, a test of a lone component. */
const englishI18n = createInterfaceI18n('en', english);

export function InterfaceWordsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type InterfaceWords = {
  language: InterfaceLanguage;
  t: (id: MessageId, values?: Values) => string;
  formatNumber: (value: number) => string;
  /** A text's digits in the language's own (a year such as '2026' or '2025-26'). */
  digits: (text: string) => string;
  /** A year, in the language's digits and without grouping. */
  formatYear: (year: number) => string;
  formatDate: (date: Date) => string;
  /** An item's date as its page shows it: the reply's own English text, or its creation date in the language. */
  siteDateOf: (item: { formattedDate: string; created_at: string }) => string;
};

const wordsByInstance = new WeakMap<I18n, InterfaceWords>();

/** The same functions for the same instance, so they may stand in an effect's dependencies. */
export function wordsOf(i18n: I18n): InterfaceWords {
  const known = wordsByInstance.get(i18n);
  if (known) return known;
  const language = i18n.locale as InterfaceLanguage;
  const words: InterfaceWords = {
    language,
    t: (id, values) => i18n._(id, values),
    formatNumber: (value) => i18n.number(value),
    formatYear: (year) => i18n.number(year, { useGrouping: false }),
    digits: (text) => (language === 'mr' ? text.replace(/[0-9]/g, (digit) => i18n.number(Number(digit))) : text),
    formatDate: (date) => formatSiteDate(date, language),
    siteDateOf: (item) => (language === 'en' ? item.formattedDate : formatSiteDate(new Date(item.created_at), language)),
  };
  wordsByInstance.set(i18n, words);
  return words;
}

/** The words of the language the page is rendered in. */
export function useInterfaceWords(): InterfaceWords {
  return wordsOf(useContext(LinguiContext)?.i18n ?? englishI18n);
}
