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
import { publicErrorMessages as spec } from '@common/messages';
import { teamMessages } from '@common/team';

/** A key of the catalogs: the English one names them all (tests/web/interface-catalog.test.ts checks the others). */
export type MessageId = keyof typeof englishSource;
type Values = Record<string, string | number>;

/** The language's compiled catalog: English at hand, the others fetched on first use. */
export async function loadInterfaceCatalog(language: InterfaceLanguage): Promise<Messages> {
  if (language === 'hi') return (await import('virtual:interface-catalog/hi')).default;
  if (language === 'mr') return (await import('virtual:interface-catalog/mr')).default;
  return english;
}

/**
 * SPEC §8's texts a visitor may see, which the API modules throw as errors' messages in English (the
 * spec's words, compared by the browser tests): shown in the page's language where they are shown.
 */
export const specTexts: Readonly<Record<string, MessageId>> = {
  [spec.testimonials]: 'errors.testimonials',
  [spec.ventureDetails]: 'errors.ventureDetails',
  [spec.ventureNotFound]: 'errors.ventureNotFound',
  [spec.venturesFetch]: 'errors.venturesFetch',
  [spec.noVenture]: 'errors.noVenture',
  [spec.blogsFetch]: 'errors.blogsFetch',
  [spec.blogInvalid]: 'errors.blogInvalid',
  [spec.blogNotFound]: 'errors.blogNotFound',
  [spec.noBlogId]: 'errors.noBlogId',
  [spec.newsInvalid]: 'errors.newsInvalid',
  [spec.newsNotFound]: 'errors.newsNotFound',
  [spec.newsFetch]: 'errors.newsFetch',
  [spec.noNews]: 'list.noNews',
  [spec.investorsFetch]: 'errors.investorsFetch',
  [teamMessages.fetchFailed]: 'errors.teamFetch',
  // web/src/lib/item-read.ts's removed views, by their kinds' nouns.
  'This news item has been removed': 'errors.newsRemoved',
  'This blog post has been removed': 'errors.blogRemoved',
  'This venture has been removed': 'errors.ventureRemoved',
};
/** Texts that lead another (the blog page's failure names the failure after it). */
export const specPrefixes: readonly [string, MessageId][] = [[spec.blogLoadPrefix, 'errors.blogLoadPrefix']];

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
  /** A SPEC §8 text (an error's message) in the language; any other text as it is. */
  known: (text: string) => string;
  /** An item's date as its page shows it: the reply's own English text, or its creation date in the language. */
  siteDateOf: (item: { formattedDate: string; created_at: string }) => string;
};

const wordsByInstance = new WeakMap<I18n, InterfaceWords>();

/** The same functions for the same instance, so they may stand in an effect's dependencies. */
export function wordsOf(i18n: I18n): InterfaceWords {
  const cached = wordsByInstance.get(i18n);
  if (cached) return cached;
  const language = i18n.locale as InterfaceLanguage;
  const words: InterfaceWords = {
    language,
    t: (id, values) => i18n._(id, values),
    formatNumber: (value) => i18n.number(value),
    formatYear: (year) => i18n.number(year, { useGrouping: false }),
    digits: (text) => (language === 'mr' ? text.replace(/[0-9]/g, (digit) => i18n.number(Number(digit))) : text),
    formatDate: (date) => formatSiteDate(date, language),
    known: (text) => {
      const key = specTexts[text];
      if (key) return i18n._(key);
      const prefix = specPrefixes.find(([english]) => text.startsWith(english));
      return prefix ? i18n._(prefix[1]) + words.known(text.slice(prefix[0].length)) : text;
    },
    siteDateOf: (item) => (language === 'en' ? item.formattedDate : formatSiteDate(new Date(item.created_at), language)),
  };
  wordsByInstance.set(i18n, words);
  return words;
}

/** The words of the language the page is rendered in. */
export function useInterfaceWords(): InterfaceWords {
  return wordsOf(useContext(LinguiContext)?.i18n ?? englishI18n);
}
