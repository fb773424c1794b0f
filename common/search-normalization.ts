// The one spelling search compares (issue 50): every document and every query goes through
// normalizeForSearch before Postgres sees it, so text typed on different keyboards, pasted from
// different sources or stored in either Unicode form matches itself.

const NUKTA = '\u093c';
const VIRAMA = '\u094d';
const ZWJ = '\u200d';
/** ऱ, the letter Marathi's eyelash ra (ऱ्य, ऱ्ह) is written with in its second encoding. */
const RRA = '\u0931';

/** Letters that are a base letter plus nukta and which NFC composes, so dropping U+093C cannot reach them. */
const composedNuktaLetters: Record<string, string> = {
  '\u0929': '\u0928', // ऩ → न
  '\u0934': '\u0933', // ऴ → ळ
};

/**
 * NFC text without ZWJ and ZWNJ, which only choose how a conjunct is drawn, never which word it is;
 * Marathi's eyelash ra, encoded र + virama + ZWJ or ऱ + virama, is kept as the second, which needs no joiner.
 */
export function withoutJoiners(text: string): string {
  return text
    .normalize('NFC')
    .replaceAll(`\u0930${VIRAMA}${ZWJ}`, `${RRA}${VIRAMA}`)
    .replace(/[\u200c\u200d]/gu, '');
}

/**
 * Text as search compares it. Each fold, in order:
 * - NFC: one code point sequence for what a reader sees as one text (typed precomposed or decomposed);
 *   it also splits क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ (U+0958–095F, excluded from composition) into letter + nukta.
 * - the two encodings of Marathi's eyelash ra become ऱ्, then ZWJ and ZWNJ go (withoutJoiners).
 * - nukta dropped (and ऩ ऴ, which NFC composes, taken back to न ळ): many writers and keyboards leave
 *   it out, so ज़मीन and जमीन must find each other; ऱ keeps it, being the eyelash ra above.
 * - Devanagari digits ०–९ → 0–9: a year or a number matches whichever digits the page showed.
 * - lower case: Latin words inside Hindi and Marathi text match as in English ('SJG' = 'sjg').
 * - white space collapsed to single spaces and trimmed: only the boundaries between words count.
 */
export function normalizeForSearch(text: string): string {
  return withoutJoiners(text)
    .replaceAll(NUKTA, '')
    .replace(/[\u0929\u0934]/gu, (letter) => composedNuktaLetters[letter]!)
    .replace(/[\u0966-\u096f]/gu, (digit) => String(digit.codePointAt(0)! - 0x0966))
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}
