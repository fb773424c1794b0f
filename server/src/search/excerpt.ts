// A result's excerpt, cut from the plain text around the first word of its body like a query word
// (sjg_search, search-excerpts-from-plain-text migration): from the start of that word's sentence
// (up to 14 words before it), or 12 words before the word when the sentence began long before, up
// to 30 words; when no body word matched (the title did), the body's first 12, as ts_headline gave
// before.

export const EXCERPT_WORDS = 30;
/** The length of the body's opening shown when the query matched the title only. */
export const EXCERPT_WORDS_UNMATCHED = 12;
/** At most this many words before the matched one, so that it stays near the excerpt's start. */
export const EXCERPT_LEAD_WORDS = 12;
/** Up to this many more, when that starts the excerpt at its sentence's start instead of a word or two into it. */
export const EXCERPT_LEAD_SLACK = 2;

export type ExcerptText = {
  /** The text just before the matched word ('' when none matched): a piece of the body. */
  lead: string;
  /** The text from the matched word, or from the body's start when none matched. */
  rest: string;
  /** A body word starts like a query word, at rest's start. */
  matched: boolean;
  /** The lead was cut from a longer text: its first word may be a piece of one. */
  cutBefore: boolean;
  /** The body goes on after rest: its last word may be a piece of one. */
  cutAfter: boolean;
};

// A word that ends a sentence: its last letter followed by . ! or ? and maybe a closing quote or bracket.
const sentenceEnd = /[.!?]["'”’)\]]*$/;

export function cutExcerpt({ lead, rest, matched, cutBefore, cutAfter }: ExcerptText): string {
  const before = words(lead);
  if (cutBefore) before.shift();
  // The matched word's sentence starts after the last word that ends one, or at the lead's start
  // when the lead is the body's beginning.
  let sentenceStart = cutBefore ? undefined : 0;
  for (let at = before.length; at > 0; at--) {
    if (sentenceEnd.test(before[at - 1]!)) {
      sentenceStart = at;
      break;
    }
  }
  const fewest = Math.max(0, before.length - EXCERPT_LEAD_WORDS);
  const start = sentenceStart !== undefined && sentenceStart >= fewest - EXCERPT_LEAD_SLACK ? sentenceStart : fewest;
  // No more of rest's words than an excerpt can show, and one more to tell whether it ran out.
  const after = words(rest, EXCERPT_WORDS + 1);
  const chosen = [...before.slice(start), ...after].slice(0, matched ? EXCERPT_WORDS : EXCERPT_WORDS_UNMATCHED);
  // Ran out of the text given while the body goes on: the last word may be cut in the middle.
  if (cutAfter && chosen.length === before.length - start + after.length && after.length > 1) chosen.pop();
  return chosen.join(' ');
}

/** The words of text, at most `limit` of them when given. */
function words(text: string, limit?: number): string[] {
  return text.trim().split(/\s+/, limit).filter(Boolean);
}
