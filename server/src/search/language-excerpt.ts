// A Hindi or Marathi result's excerpt (issue 50): English's rule (excerpt.ts: from the start of the
// sentence of the body's first word like a query word, at most 12 words before it, up to 30; the
// first 12 when none is) on the whole plain text in Node, with the danda ending a sentence too, and
// bounded in graphemes (excerptOnGraphemes), so a long unbroken run is never cut inside a conjunct.
import { excerptOnGraphemes } from '../../../common/plain-text.js';
import { romanizedKey } from '../../../common/romanization.js';
import { normalizeForSearch } from '../../../common/search-normalization.js';
import { EXCERPT_LEAD_SLACK, EXCERPT_LEAD_WORDS, EXCERPT_WORDS, EXCERPT_WORDS_UNMATCHED } from './excerpt.js';
import { ROMAN_PREFIX_MIN } from './translation-search-text.js';

/** At most this many letters as a reader counts them: 30 Devanagari words with their spaces come to about 170. */
export const LANGUAGE_EXCERPT_GRAPHEMES = 220;

// A word ending a sentence: . ! ? or a danda (। ॥), maybe before a closing quote or bracket.
const sentenceEnd = /[.!?\u0964\u0965]["'”’)\]]*$/u;
// Punctuation around a word, which the comparison leaves out.
const edges = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;

export type ExcerptQuery = {
  /** The query's lexemes as the language's configuration made them (stems: कंपन for कंपनियों). */
  stems: string[];
  /** Its romanized words (translation-search-text.ts languageQueryOf). */
  romanWords: string[];
  /** The document was found by its romanized words, not its own: look for those (romanizing a word costs, so only then). */
  byRoman: boolean;
  /** Romanized keys made so far in this search, by word: the results' bodies share most of their words. */
  romanKeys?: Map<string, string>;
};

/**
 * Whether a body word is one the query asked for: its normalized form starts with a stem of two
 * letters or more, or is a one-letter stem with its vowel sign (क of का: as a prefix it would light
 * every word starting so), or its romanized key starts with a romanized query word of three letters
 * or more (for a document found so).
 */
function matcherOf({ stems, romanWords, byRoman, romanKeys = new Map() }: ExcerptQuery): (word: string) => boolean {
  const longStems = stems.filter((stem) => Array.from(stem).length >= 2);
  const shortStems = new Set(stems.filter((stem) => Array.from(stem).length < 2));
  const roman = byRoman ? romanWords.filter((word) => word.length >= ROMAN_PREFIX_MIN) : [];
  return (word) => {
    const normalized = normalizeForSearch(word.replace(edges, ''));
    if (normalized === '') return false;
    if (longStems.some((stem) => normalized.startsWith(stem))) return true;
    // A one-letter stem stands for itself with a vowel sign at most (का, की, के: क), not every word it starts.
    if (shortStems.has(normalized) || shortStems.has(normalized.replace(/^(.)\p{M}$/u, '$1'))) return true;
    if (roman.length === 0) return false;
    let key = romanKeys.get(normalized);
    if (key === undefined) romanKeys.set(normalized, (key = romanizedKey(normalized)));
    return key !== '' && roman.some((romanWord) => key.startsWith(romanWord));
  };
}

export function languageExcerpt(bodyText: string, query: ExcerptQuery): string {
  const words = bodyText.split(/\s+/).filter(Boolean);
  const hit = words.findIndex(matcherOf(query));
  let chosen: string[];
  if (hit === -1) chosen = words.slice(0, EXCERPT_WORDS_UNMATCHED);
  else {
    let sentenceStart = 0;
    for (let at = hit; at > 0; at--) {
      if (sentenceEnd.test(words[at - 1]!)) {
        sentenceStart = at;
        break;
      }
    }
    const fewest = Math.max(0, hit - EXCERPT_LEAD_WORDS);
    const start = sentenceStart >= fewest - EXCERPT_LEAD_SLACK ? sentenceStart : fewest;
    chosen = words.slice(start, start + EXCERPT_WORDS);
  }
  return excerptOnGraphemes(chosen.join(' '), LANGUAGE_EXCERPT_GRAPHEMES);
}
