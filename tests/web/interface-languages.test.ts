// The public interface's own words in Hindi and Marathi (issue 50, item 6), as the server renders a
// page in each: the header, footer, contact form and 404 page in the page's language, English
// pages as before, the languages' plurals and digits, and concurrent renders that never mix.
import { describe, expect, it } from 'vitest';
import { backendPaths, backendUrl } from '../../common/backend-urls';
import type { InterfaceLanguage } from '../../common/interface-languages';
import { BASE_PATH } from '../../common/constants';
import { pathInLanguage, withLanguage } from '../../common/language-paths';
import { formatSiteDate } from '../../common/site-dates';
import { renderPage } from '../../web/src/entry-server';
import { createInterfaceI18n, loadInterfaceCatalog, wordsOf } from '../../web/src/lib/interface-words';

/** The page's visible words and labels, without tags and React's text separators. */
function textOf(markup: string): string {
  return markup
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, (tag) => ` ${[...tag.matchAll(/(?:aria-label|placeholder)="([^"]*)"/g)].map((found) => found[1]).join(' ')} `)
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The address of `path` (under /sjg) in `language`, as the server renders it: /sjg/hi/news. */
const at = (language: InterfaceLanguage, path: string) => BASE_PATH + pathInLanguage(language, path);

/** Words only that language's page shows: the header's, the footer's, the contact form's. */
const wordsOnHome: Record<InterfaceLanguage, string[]> = {
  en: ['Skip to content', 'About', 'Open menu', 'Search the site', 'Our Locations', 'Privacy Policy', 'Terms & Conditions', 'All rights reserved.', 'Send message', '10-digit mobile number'],
  hi: ['सीधे मुख्य सामग्री पर जाएँ', 'हमारे बारे में', 'मेन्यू खोलें', 'साइट पर खोजें', 'हमारे स्थान', 'गोपनीयता नीति', 'नियम और शर्तें', 'सर्वाधिकार सुरक्षित।', 'संदेश भेजें', '10 अंकों का मोबाइल नंबर'],
  mr: ['थेट मुख्य मजकुराकडे जा', 'आमच्याविषयी', 'मेनू उघडा', 'साइटवर शोधा', 'आमची ठिकाणे', 'गोपनीयता धोरण', 'अटी व शर्ती', 'सर्व हक्क राखीव.', 'संदेश पाठवा', '१० अंकी मोबाइल क्रमांक'],
};
const languages = Object.keys(wordsOnHome) as InterfaceLanguage[];

/** What must not show on a page in `language`: on an English page any Devanagari; on a Hindi page Marathi's words, and the reverse (the content itself, not yet translated, stays English on all three). */
function expectNoOtherLanguage(language: InterfaceLanguage, text: string, where: string) {
  if (language === 'en') return expect(text, where).not.toMatch(/[\u0900-\u097F]/);
  const other = language === 'hi' ? 'mr' : 'hi';
  for (const word of wordsOnHome[other].filter((w) => !wordsOnHome[language].includes(w))) expect(text, `${where}: not ${word}`).not.toContain(word);
}

function expectWordsOf(language: InterfaceLanguage, text: string, where: string) {
  for (const word of wordsOnHome[language]) expect(text, `${where}: ${word}`).toContain(word);
  expectNoOtherLanguage(language, text, where);
}

describe('the interface in Hindi and Marathi', () => {
  it('renders Home’s header, footer and contact form in the page’s language, islands included', async () => {
    for (const language of languages) {
      const markup = await renderPage(at(language, '/'), {}, undefined, [], language);
      expectWordsOf(language, textOf(markup), language);
      // The header and the form are islands, rendered as roots of their own: their words too.
      const header = markup.slice(markup.indexOf('data-island="site-header"'));
      expect(textOf(header.slice(0, header.indexOf('</sjg-island>')))).toContain(wordsOnHome[language][2]);
    }
  });

  it('renders the 404 page in the page’s language', async () => {
    const hi = textOf(await renderPage(at('hi', '/no-such-page'), {}, undefined, [], 'hi'));
    expect(hi).toContain('पृष्ठ नहीं मिला');
    expect(hi).toContain('मुखपृष्ठ पर लौटें');
    const mr = textOf(await renderPage(at('mr', '/no-such-page'), {}, undefined, [], 'mr'));
    expect(mr).toContain('पान सापडले नाही');
    expect(mr).toContain('आमचे उपक्रम पाहा');
    const en = textOf(await renderPage('/sjg/no-such-page'));
    expect(en).toContain('Page not found');
    expect(en).toContain('The page you are looking for does not exist or has moved.');
  });

  it('says a missing news item (404) and a removed one (410) in the page’s language', async () => {
    const read = backendUrl(backendPaths.news, { slug: 'some-item' });
    // A page in a language reads in it (?lang=), and finds its replies by those URLs.
    const missing = textOf(await renderPage(at('hi', '/single-news/some-item'), { [withLanguage(read, 'hi')]: null }, undefined, [], 'hi'));
    expect(missing).toContain('समाचार नहीं मिला');
    expect(missing).toContain('यह समाचार उपलब्ध नहीं है।');
    const marathi = withLanguage(read, 'mr');
    const removed = textOf(await renderPage(at('mr', '/single-news/some-item'), { [marathi]: {} }, undefined, [marathi], 'mr'));
    expect(removed).toContain('४१०');
    expect(removed).toContain('ही बातमी काढून टाकण्यात आली आहे');
    expect(removed).toContain('हे आता साइटवर नाही.');
    const english = textOf(await renderPage('/sjg/single-news/some-item', { [read]: {} }, undefined, [read]));
    expect(english).toContain('This news item has been removed');
    expect(english).toContain('It is no longer on the site.');
  });

  it('renders English when told no language, as when told English', async () => {
    expect(await renderPage('/sjg/about')).toBe(await renderPage('/sjg/about', {}, undefined, [], 'en'));
  });

  it('keeps 100 concurrent renders in three languages apart', async () => {
    const pages = ['/', '/about', '/news', '/no-such-page'];
    const renders = Array.from({ length: 100 }, (_, n) => {
      const language = languages[n % 3]!;
      const page = pages[n % pages.length]!;
      return renderPage(at(language, page), {}, undefined, [], language).then((markup) => ({ language, page, text: textOf(markup) }));
    });
    for (const { language, page, text } of await Promise.all(renders)) {
      // Home carries the contact form; every page the header and footer.
      const expected = page === '/' ? wordsOnHome[language] : wordsOnHome[language].slice(0, 8);
      for (const word of expected) expect(text, `${language} ${page}: ${word}`).toContain(word);
      expectNoOtherLanguage(language, text, `${language} ${page}`);
    }
  });
});

describe('plurals, numbers and dates by language', () => {
  async function wordsIn(language: InterfaceLanguage) {
    return wordsOf(createInterfaceI18n(language, await loadInterfaceCatalog(language)));
  }
  const others = (words: Awaited<ReturnType<typeof wordsIn>>, more: number) => words.t('ventures.moreCount', { shown: 17, total: 17 + more, more });

  it('says Hindi’s 0 as its 1 (one), in Latin digits', async () => {
    const hi = await wordsIn('hi');
    expect(others(hi, 0)).toBe('हमारे 17 उपक्रमों में से 17 यहाँ दिखाए गए हैं। शेष 0 उपक्रम है:');
    expect(others(hi, 1)).toBe('हमारे 18 उपक्रमों में से 17 यहाँ दिखाए गए हैं। शेष 1 उपक्रम है:');
    expect(others(hi, 2)).toBe('हमारे 19 उपक्रमों में से 17 यहाँ दिखाए गए हैं। शेष 2 उपक्रम हैं:');
  });

  it('says Marathi’s 0 as its 2 (other), in Devanagari digits', async () => {
    const mr = await wordsIn('mr');
    expect(others(mr, 0)).toBe('आमच्या १७ उपक्रमांपैकी १७ येथे दाखवले आहेत. उर्वरित ० उपक्रम आहेत:');
    expect(others(mr, 1)).toBe('आमच्या १८ उपक्रमांपैकी १७ येथे दाखवले आहेत. उर्वरित १ उपक्रम आहे:');
    expect(others(mr, 2)).toBe('आमच्या १९ उपक्रमांपैकी १७ येथे दाखवले आहेत. उर्वरित २ उपक्रम आहेत:');
  });

  it('keeps English’s sentence as it was', async () => {
    expect(others(await wordsIn('en'), 3)).toBe('Showing 17 of our 20 ventures. The other 3:');
  });

  it('writes numbers, years and dates in each language’s digits, English dates as before', async () => {
    const [en, hi, mr] = await Promise.all([wordsIn('en'), wordsIn('hi'), wordsIn('mr')]);
    expect([en.formatNumber(123456), hi.formatNumber(123456), mr.formatNumber(123456)]).toEqual(['1,23,456', '1,23,456', '१,२३,४५६']);
    expect([en.formatYear(2026), hi.formatYear(2026), mr.formatYear(2026)]).toEqual(['2026', '2026', '२०२६']);
    // 23:00 UTC is already the next day in Mumbai.
    const late = new Date('2026-11-21T23:00:00Z');
    expect(formatSiteDate(late)).toBe('November 22, 2026');
    expect(en.formatDate(late)).toBe('November 22, 2026');
    expect(hi.formatDate(late)).toBe('22 नवंबर 2026');
    expect(mr.formatDate(late)).toBe('२२ नोव्हेंबर, २०२६');
  });
});
