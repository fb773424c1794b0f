// A Hindi or Marathi result's excerpt: from the matched word's sentence (a danda ends one), and cut
// on grapheme boundaries, never inside a conjunct.
import { describe, expect, it } from 'vitest';
import { graphemesOf } from '../../common/graphemes.js';
import { LANGUAGE_EXCERPT_GRAPHEMES, languageExcerpt } from '../../server/src/search/language-excerpt.js';

const byStems = (...stems: string[]) => ({ stems, romanWords: [], byRoman: false });

describe('languageExcerpt', () => {
  it('starts at the sentence of the first matched word, a danda ending the one before', () => {
    const body = 'पहला वाक्य यहाँ खत्म होता है। दूसरे वाक्य में निवेशकों का ज़िक्र है।';
    expect(languageExcerpt(body, byStems('निवेशक'))).toBe('दूसरे वाक्य में निवेशकों का ज़िक्र है।');
  });

  it('shows the body’s first twelve words when no word matched (the title did)', () => {
    const body = Array.from({ length: 20 }, (_, i) => `शब्द${i + 1}`).join(' ');
    expect(languageExcerpt(body, byStems('कुछनहीं'))).toBe(Array.from({ length: 12 }, (_, i) => `शब्द${i + 1}`).join(' '));
  });

  it('does not take a one-letter stem (क of का) for the start of every word', () => {
    const body = 'कल किसान आए। फिर का अर्थ समझाया।';
    expect(languageExcerpt(body, byStems('क'))).toBe('फिर का अर्थ समझाया।');
  });

  it('finds a word by its romanized key when the document was found so', () => {
    const body = 'पहला वाक्य है। दूसरा वाक्य मुंबईतील कार्यालयाबद्दल आहे.';
    expect(languageExcerpt(body, { stems: ['mumbai'], romanWords: ['mumbai'], byRoman: true })).toBe('दूसरा वाक्य मुंबईतील कार्यालयाबद्दल आहे.');
  });

  it('cuts a long unbroken run on a grapheme boundary, never inside a conjunct', () => {
    const body = 'क्षत्रिय्‍र्श्र'.repeat(80);
    const excerpt = languageExcerpt(body, byStems('क्षत्र'));
    expect(excerpt.endsWith('...')).toBe(true);
    const kept = excerpt.slice(0, -3);
    const clusters = [...graphemesOf(body)];
    expect([...graphemesOf(kept)]).toEqual(clusters.slice(0, LANGUAGE_EXCERPT_GRAPHEMES));
    // What follows the cut starts a cluster of its own: no vowel sign, virama or joined consonant was left behind.
    expect(body.startsWith(kept)).toBe(true);
    expect(kept.endsWith('\u094d')).toBe(false);
  });
});
