import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../common/search-normalization.js';

/** The code points of a string, so a failing case shows what differs where the glyphs look alike. */
const codePoints = (text: string) => [...text].map((character) => character.codePointAt(0)!.toString(16));

describe('normalizeForSearch (documents and queries alike)', () => {
  it('gives one string for text stored composed or decomposed', () => {
    expect(normalizeForSearch('तऱ्हा'.normalize('NFD'))).toBe(normalizeForSearch('तऱ्हा'.normalize('NFC')));
    expect('तऱ्हा'.normalize('NFD')).not.toBe('तऱ्हा'.normalize('NFC'));
    expect(normalizeForSearch('Café'.normalize('NFD'))).toBe('café');
  });

  it('folds the nukta: precomposed, letter + nukta and without it all match', () => {
    const spellings = ['\u095bमीन', '\u091c\u093cमीन', 'जमीन']; // ज़मीन typed three ways
    expect(new Set(spellings.map(normalizeForSearch))).toEqual(new Set(['जमीन']));
    expect(normalizeForSearch('\u095e\u093c')).toBe('फ'); // फ़ precomposed
    expect(normalizeForSearch('सड़क')).toBe('सडक');
    expect(normalizeForSearch('\u0929')).toBe('न'); // ऩ, which NFC keeps composed
  });

  it('treats both encodings of Marathi’s eyelash ra as one word', () => {
    const withJoiner = 'द\u0930\u094d\u200dया'; // दऱ्या as र + virama + ZWJ
    const withRra = 'द\u0931\u094dया'; // दऱ्या as ऱ + virama
    const decomposed = 'द\u0930\u093c\u094dया'; // ऱ as र + nukta
    expect(normalizeForSearch(withJoiner)).toBe(normalizeForSearch(withRra));
    expect(normalizeForSearch(decomposed)).toBe(normalizeForSearch(withRra));
    expect(codePoints(normalizeForSearch(withJoiner))).toEqual(['926', '931', '94d', '92f', '93e']);
  });

  it('drops ZWJ and ZWNJ, which change only how a conjunct is drawn', () => {
    expect(normalizeForSearch('क्\u200cष')).toBe('क्ष');
    expect(normalizeForSearch('क्\u200dष')).toBe('क्ष');
  });

  it('reads Devanagari digits as 0–9', () => {
    expect(normalizeForSearch('वर्ष २०२६ मध्ये १२ प्रकल्प')).toBe('वर्ष 2026 मध्ये 12 प्रकल्प');
  });

  it('lower-cases Latin words and collapses white space', () => {
    expect(normalizeForSearch('  SJG   समूह\n\tका  Casino ')).toBe('sjg समूह का casino');
  });

  it('changes nothing else in ordinary text, so it can run twice', () => {
    const text = 'मुंबईतील नवीन प्रकल्पांची माहिती';
    expect(normalizeForSearch(text)).toBe(text);
    expect(normalizeForSearch(normalizeForSearch('दर्\u200dया ज़मीन ४'))).toBe(normalizeForSearch('दर्\u200dया ज़मीन ४'));
  });
});
