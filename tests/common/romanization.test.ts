import { describe, expect, it } from 'vitest';
import { romanize, romanizedKey } from '../../common/romanization.js';

describe('romanizedKey: a romanized query finds Devanagari text', () => {
  it.each([
    ['mumbai', ['मुंबई', 'मुम्बई', 'Mumbai', 'munbai']],
    ['pune', ['पुणे', 'Pune']],
    ['nagpur', ['नागपूर', 'नागपुर', 'Nagpur']],
    ['hindi', ['हिंदी', 'हिन्दी', 'Hindi']],
    ['maharashtra', ['महाराष्ट्र']],
    ['bharat', ['भारत']],
    ['thane', ['ठाणे']],
    ['nashik', ['नाशिक']],
    ['kolhapur', ['कोल्हापूर']],
    ['aurangabad', ['औरंगाबाद']],
    ['ganpati', ['गणपती', 'गणपति', 'ganapati']],
    ['samachar', ['समाचार']],
    ['vishwas', ['विश्वास', 'vishvas']],
    ['laxmi', ['लक्ष्मी', 'lakshmi']],
    ['zameen', ['ज़मीन', 'जमीन', 'jamin']],
    ['shree', ['श्री', 'shri']],
    ['sarkar', ['सरकार']],
    ['krishna', ['कृष्ण']],
    ['dnyaneshwar', ['ज्ञानेश्वर', 'gyaneshwar']],
    ['paani', ['पानी', 'pani']],
    ['fal', ['फल', 'phal']],
    ['samajhna', ['समझना']],
    ['chhatrapati', ['छत्रपती', 'chatrapati']],
    ['bengaluru', ['बेंगलुरु']],
  ])('"%s" has the key of %j', (query, spellings) => {
    for (const spelling of spellings) expect(romanizedKey(spelling), spelling).toBe(romanizedKey(query));
  });

  it('keys every word of a phrase, digits included', () => {
    expect(romanizedKey('मुंबई में नया कैसीनो २०२६')).toBe(romanizedKey('Mumbai men nayaa kaisino 2026'));
    expect(romanizedKey('मुंबई में नया कैसीनो २०२६').split(' ')).toHaveLength(5);
  });

  it('gives the same key whichever Unicode spelling the text was stored in', () => {
    const spellings = ['दर्\u200dया', 'द\u0931\u094dया', 'द\u0930\u093c\u094dया', 'ज़मीन'.normalize('NFD'), '\u095bमीन'];
    expect(spellings.map(romanizedKey)).toEqual(['dry', 'dry', 'dry', 'jmin', 'jmin']);
  });

  it('keeps words of distinct sounds apart', () => {
    expect(romanizedKey('पुणे')).not.toBe(romanizedKey('पानी'));
    expect(romanizedKey('नागपूर')).not.toBe(romanizedKey('नाशिक'));
  });
});

describe('romanize: a title in Latin letters, as people write it', () => {
  it.each([
    ['मुंबई', 'mumbai'],
    ['नागपूर', 'nagpur'],
    ['हिन्दी', 'hindi'],
    ['महाराष्ट्र', 'maharashtra'],
    ['भारत', 'bharat'],
    ['मित्र', 'mitra'],
    ['समझना', 'samajhna'],
    ['ज़मीन', 'zamin'],
    ['ज्ञानेश्वर', 'gyaneshvar'],
    ['मुंबई में नया कैसीनो', 'mumbai men naya kaisino'],
    ['SJG समूह, २०२६', 'sjg samuh 2026'],
  ])('writes %s as "%s"', (title, latin) => {
    expect(romanize(title)).toBe(latin);
  });
});
