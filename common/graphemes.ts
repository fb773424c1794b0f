// Text as a reader sees its letters: grapheme clusters, so that a cut never leaves a vowel sign,
// a virama or half a conjunct on its own (Hindi and Marathi slugs and excerpts, issue 50).

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A cluster ending in a virama or ZWJ that a Devanagari consonant follows: one conjunct (क्ष, र्‍य). */
const joinsNext = /[\u094d\u200d]$/u;
const devanagariConsonant = /^[\u0915-\u0939\u0958-\u095f\u0978-\u097f]/u;

/**
 * The grapheme clusters of `text`, one by one (a caller cutting a long text stops early). ICU before
 * Unicode 15.1 (older browsers) breaks after a virama, inside a conjunct; such pieces are joined
 * again, so server and browser cut in the same places.
 */
export function* graphemesOf(text: string): Generator<string, void, undefined> {
  let pending: string | undefined;
  for (const { segment } of segmenter.segment(text)) {
    if (pending !== undefined && joinsNext.test(pending) && devanagariConsonant.test(segment)) {
      pending += segment;
      continue;
    }
    if (pending !== undefined) yield pending;
    pending = segment;
  }
  if (pending !== undefined) yield pending;
}
