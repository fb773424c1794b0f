import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, enabledLanguages, isLanguageCode, languageOf } from '../../common/languages.js';

describe('the site’s languages', () => {
  it('lists English, Hindi and Marathi in that order, English as the default', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual(['en', 'hi', 'mr']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES.map((language) => language.nativeName)).toEqual(['English', 'हिन्दी', 'मराठी']);
    expect(LANGUAGES.map((language) => language.ogLocale)).toEqual(['en_IN', 'hi_IN', 'mr_IN']);
    expect(LANGUAGES.map((language) => language.searchConfig)).toEqual(['english', 'hindi', 'simple']);
  });

  it('keeps the English pages’ lang="en"', () => {
    expect(languageOf('en').tag).toBe('en');
  });

  it('shows Latin digits in Hindi and Devanagari digits in Marathi, as the Intl locale says', () => {
    const counts = LANGUAGES.map((language) => new Intl.NumberFormat(language.intlLocale).format(1250000));
    expect(counts).toEqual(['12,50,000', '12,50,000', '१२,५०,०००']);
    for (const language of LANGUAGES) {
      expect(new Intl.NumberFormat(language.intlLocale).resolvedOptions().numberingSystem).toBe(language.numberingSystem);
    }
  });

  it('writes a Marathi date in Devanagari digits and a Hindi one in Latin digits', () => {
    const date = new Date('2026-11-22T06:00:00Z');
    const format = (code: 'hi' | 'mr') => new Intl.DateTimeFormat(languageOf(code).intlLocale, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(date);
    expect(format('hi')).toBe('22 नवंबर 2026');
    expect(format('mr')).toBe('२२ नोव्हेंबर, २०२६');
  });

  it('tells a language code from anything else', () => {
    expect(['en', 'hi', 'mr'].every(isLanguageCode)).toBe(true);
    expect(['EN', 'fr', '', 'hi-IN', undefined, 2].some(isLanguageCode)).toBe(false);
  });
});

describe('enabledLanguages (SITE_LANGUAGES)', () => {
  it('turns on every language when the setting is unset or blank', () => {
    expect(enabledLanguages()).toEqual(['en', 'hi', 'mr']);
    expect(enabledLanguages('  ')).toEqual(['en', 'hi', 'mr']);
  });

  it('keeps English on and first, whatever the order typed', () => {
    expect(enabledLanguages('mr, hi')).toEqual(['en', 'hi', 'mr']);
    expect(enabledLanguages('hi')).toEqual(['en', 'hi']);
    expect(enabledLanguages('en')).toEqual(['en']);
    expect(enabledLanguages('HI,en,hi,')).toEqual(['en', 'hi']);
  });

  it('refuses an unknown code, naming it and the known ones', () => {
    expect(() => enabledLanguages('en,hi,ta')).toThrow('SITE_LANGUAGES names "ta", which is not a language of the site; known: en, hi, mr.');
    expect(() => enabledLanguages('fr,de')).toThrow(/"fr", "de"/);
  });
});
