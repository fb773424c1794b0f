import { describe, expect, it } from 'vitest';
import { SLUG_MAX_BYTES } from '../../common/constants.js';
import { graphemesOf } from '../../common/graphemes.js';
import { isValidSlug, slugForLanguage, transliteratedSlug } from '../../common/language-slug.js';
import { slugify } from '../../common/slug.js';

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

describe('slugForLanguage', () => {
  it('keeps SPEC’s English rule exactly', () => {
    for (const title of ['Goa Grand Casino Opens', 'Q3 Results: Revenue up 12%!', 'Gangtok - Sikkim', 'नमस्ते दुनिया', '!!!']) {
      expect(slugForLanguage(title, 'en')).toBe(slugify(title));
    }
  });

  it('keeps मुंबई whole in a Hindi slug', () => {
    expect(slugForLanguage('मुंबई में नया कैसीनो', 'hi')).toBe('मुंबई-में-नया-कैसीनो');
  });

  it('keeps a Marathi title’s conjuncts, vowel signs and eyelash ra', () => {
    expect(slugForLanguage('महाराष्ट्रातील दऱ्या', 'mr')).toBe('महाराष्ट्रातील-दऱ्या');
    expect(slugForLanguage('महाराष्ट्रातील दर्\u200dया', 'mr')).toBe('महाराष्ट्रातील-दऱ्या');
  });

  it('turns punctuation, dandas and runs of spaces into single hyphens, none at the ends', () => {
    expect(slugForLanguage(' “नई शुरुआत” — SJG समूह। २०२६ ', 'hi')).toBe('नई-शुरुआत-sjg-समूह-२०२६');
    expect(slugForLanguage('पुणे - नागपूर', 'mr')).toBe('पुणे-नागपूर');
  });

  it('gives one slug for a title typed composed or decomposed', () => {
    expect(slugForLanguage('ज़मीन की ख़बर'.normalize('NFD'), 'hi')).toBe(slugForLanguage('\u095bमीन की \u0959बर', 'hi'));
  });

  it('never gives an empty slug', () => {
    expect(slugForLanguage('।।', 'hi')).toBe('item');
  });

  it(`cuts a long title within ${SLUG_MAX_BYTES} UTF-8 bytes at a word`, () => {
    const title = Array.from({ length: 40 }, () => 'महाराष्ट्रातील प्रकल्प').join(' ');
    const slug = slugForLanguage(title, 'mr');
    expect(bytesOf(slug)).toBeLessThanOrEqual(SLUG_MAX_BYTES);
    expect(bytesOf(slug)).toBeGreaterThan(SLUG_MAX_BYTES / 2);
    expect(title.replaceAll(' ', '-').startsWith(`${slug}-`)).toBe(true);
  });

  it('never splits a grapheme or a conjunct when it must cut inside a word', () => {
    for (const unit of ['क्ष', 'त्रि', 'कि', 'र्‍य', 'ष्ट्रा']) {
      const slug = slugForLanguage(unit.repeat(200), 'mr');
      expect(bytesOf(slug)).toBeLessThanOrEqual(SLUG_MAX_BYTES);
      const expectedUnit = unit === 'र्‍य' ? 'ऱ्य' : unit;
      expect(slug.length % expectedUnit.length, unit).toBe(0);
      expect(slug).toBe(expectedUnit.repeat(slug.length / expectedUnit.length));
      expect(Math.max(...[...graphemesOf(slug)].map(bytesOf))).toBeLessThanOrEqual(bytesOf(expectedUnit));
    }
    expect(bytesOf(slugForLanguage('अब '.repeat(30_000), 'hi'))).toBeLessThanOrEqual(SLUG_MAX_BYTES);
  });

  it('round-trips a Devanagari slug through a URL unchanged and in NFC', () => {
    const slug = slugForLanguage('मुंबईतील नवीन प्रकल्प', 'mr');
    const onTheWire = encodeURIComponent(slug);
    expect(onTheWire).toMatch(/^[A-Za-z0-9%-]+$/);
    expect(decodeURIComponent(onTheWire)).toBe(slug);
    expect(slug.normalize('NFC')).toBe(slug);
    expect(slug).toBe('मुंबईतील-नवीन-प्रकल्प');
  });
});

describe('transliteratedSlug', () => {
  it('writes a Hindi title in Latin letters by the English slug rule', () => {
    expect(transliteratedSlug('मुंबई में नया कैसीनो')).toBe('mumbai-men-naya-kaisino');
    expect(transliteratedSlug('नागपूर, महाराष्ट्र')).toBe('nagpur-maharashtra');
    expect(transliteratedSlug('।।')).toBe('item');
  });
});

describe('isValidSlug', () => {
  it('accepts what the rule of the language makes, and a transliteration in Hindi and Marathi', () => {
    expect(isValidSlug('मुंबई-में-नया-कैसीनो', 'hi')).toBe(true);
    expect(isValidSlug('mumbai-men-naya-kaisino', 'hi')).toBe(true);
    expect(isValidSlug('goa-grand-casino-opens', 'en')).toBe(true);
    expect(isValidSlug('news-2', 'mr')).toBe(true);
  });

  it('refuses a slug the rule would change', () => {
    expect(isValidSlug('द\u0930\u093c\u094dया', 'mr')).toBe(false); // ऱ decomposed: not NFC
    expect(isValidSlug('café'.normalize('NFD'), 'hi')).toBe(false);
    expect(isValidSlug('मुंबई--में', 'hi')).toBe(false);
    expect(isValidSlug('-मुंबई', 'hi')).toBe(false);
    expect(isValidSlug('Mumbai', 'mr')).toBe(false);
    expect(isValidSlug('दर्\u200dया', 'mr')).toBe(false);
    expect(isValidSlug('क'.repeat(101), 'hi')).toBe(false);
    expect(isValidSlug('', 'hi')).toBe(false);
  });
});
