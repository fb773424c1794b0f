// Issue 50, item 6: Hindi and Marathi dates, numbers and plurals come out of the visitor's Chromium
// as they come out of the server's Node, so an island hydrates with the words the server rendered
// (the numbering system is named in each locale: common/interface-languages.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interfaceIntlLocales } from '../../common/interface-languages';
import { formatSiteDate, inMumbai, SITE_DATE_OPTIONS } from '../../common/site-dates';
import { launchBrowser } from './helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the interface’s digits in the browser', () => {
  it('writes Hindi and Marathi dates and numbers, and picks their plurals, as Node does', async () => {
    const page = await browser.newPage();
    const dates = ['2026-01-05T10:00:00Z', '2026-11-21T23:00:00Z', '2027-08-15T04:30:00Z'];
    const numbers = [0, 7, 1980, 123456, 4.5];
    for (const language of ['hi', 'mr'] as const) {
      const locale = interfaceIntlLocales[language];
      const inBrowser = await page.evaluate(
        ({ locale, language, days, numbers, options }) => ({
          dates: days.map((day) => new Intl.DateTimeFormat(locale, options).format(new Date(day))),
          numbers: numbers.map((n) => new Intl.NumberFormat(locale).format(n)),
          plurals: [0, 1, 2].map((n) => new Intl.PluralRules(language).select(n)),
        }),
        { locale, language, days: dates.map((date) => inMumbai(new Date(date)).toISOString()), numbers, options: SITE_DATE_OPTIONS },
      );
      expect(inBrowser.dates, language).toEqual(dates.map((date) => formatSiteDate(new Date(date), language)));
      expect(inBrowser.numbers, language).toEqual(numbers.map((n) => new Intl.NumberFormat(locale).format(n)));
      expect(inBrowser.plurals, language).toEqual([0, 1, 2].map((n) => new Intl.PluralRules(language).select(n)));
    }
    // Hindi's 0 is "one", Marathi's "other"; Marathi's digits are Devanagari, Hindi's Latin.
    expect(new Intl.PluralRules('hi').select(0)).toBe('one');
    expect(new Intl.PluralRules('mr').select(0)).toBe('other');
    expect(formatSiteDate(new Date(dates[1]!), 'mr')).toBe('२२ नोव्हेंबर, २०२६');
    expect(formatSiteDate(new Date(dates[1]!), 'hi')).toBe('22 नवंबर 2026');
    await page.close();
  });
});
