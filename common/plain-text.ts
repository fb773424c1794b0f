// Plain text of stored HTML, DOM-free so it runs alike in the browser, the server and vitest: every
// excerpt a person reads (the SPA's cards, the meta descriptions the server writes into a page's
// head and the SPA sets on client-side navigation, the admin's text of a rich field) comes from
// plainTextOf here, and the search's stored text (sjg_plain_text, the plain-text-sentence-breaks
// migration) is made by the same rule, which tests/search/plain-text-parity.test.ts holds equal.
import { graphemesOf } from './graphemes.js';
import { META_DESCRIPTION_LENGTH } from './site-pages.js';

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', copy: '©', reg: '®', trade: '™', rupee: '₹',
};

/** Decodes named (&amp;), decimal (&#39;) and hex (&#x27;) character references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return namedEntities[body.toLowerCase()] ?? match;
  });
}

/**
 * Where one block of text ends and the next begins: U+001E RECORD SEPARATOR, a control character
 * no editor types and the sanitizer never keeps, which a database in any encoding can hold.
 */
const blockBreak = '\u001e';
/** Tags that start or end a block: a heading, a paragraph, a list item, a table row. */
const blockTag = /<\/?(p|div|li|ul|ol|h[1-6]|blockquote|tr|table|section|article|pre|figure|figcaption)\b[^>]*>/gi;
/** Tags that separate words within a block: a line break, a table cell. */
const spaceTag = /<\/?(br|td|th)\b[^>]*>/gi;
/** A block that already ends a sentence (or leads into what follows): . ! ? : ; … maybe before a closing quote or bracket. */
const endsSentence = /[.!?:;…]["'”’)\]]*$/;

/**
 * The text a reader sees, as sentences: tags and comments out, white space folded, and between two
 * blocks a sentence break (". " after a block that does not end in punctuation), so that a heading
 * and the paragraph under it read "A festive showcase. The SJG Expo brings…", not run together.
 */
export function plainTextOf(html: string | null | undefined): string {
  return plainTextBlocksOf(html).join(' ');
}

/**
 * plainTextOf's text block by block, each already ending its sentence: for a reader that shows the
 * blocks on lines of their own (an item's history) and must not make up a rule of its own.
 */
export function plainTextBlocksOf(html: string | null | undefined): string[] {
  const blocks = blocksOf(html);
  return blocks.map((block, index) => (index === blocks.length - 1 || endsSentence.test(block) ? block : `${block}.`));
}

/**
 * How many characters a reader sees: the text of every block, white space folded, a space between
 * blocks, no markup (SPEC §5's blog limit of 2000 counts these, not the HTML around them).
 */
export function visibleTextLength(html: string | null | undefined): number {
  return Array.from(blocksOf(html).join(' ')).length;
}

/** The text of each block of `html` that shows any, white space folded. */
function blocksOf(html: string | null | undefined): string[] {
  if (!html) return [];
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(blockTag, blockBreak)
    .replace(spaceTag, ' ')
    .replace(/<[^>]*>/g, '')
    .split(blockBreak)
    .map((block) => decodeEntities(block).replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '');
}

/**
 * Rich text that shows nothing: no text once tags are out (spaces, &nbsp; and empty paragraphs,
 * what an editor holds after a few Enters) and no picture. Such content is "missing" (SPEC §5).
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  return plainTextOf(html) === '' && !/<img\b/i.test(html ?? '');
}

/** The first `length` characters of `text`, with '...' only when something was cut (SPEC §9's excerpt lengths count characters, not UTF-16 units). */
export function truncate(text: string, length: number, ellipsis = '...'): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return chars.slice(0, length).join('').trimEnd() + ellipsis;
}

/**
 * truncate counting what a reader sees as letters: the first `maxGraphemes` grapheme clusters, so a
 * Hindi or Marathi excerpt never ends on a bare consonant, a lone vowel sign or half a conjunct; for
 * Latin text without combining marks it is truncate's result.
 */
export function excerptOnGraphemes(text: string, maxGraphemes: number, ellipsis = '...'): string {
  let kept = '';
  let count = 0;
  for (const grapheme of graphemesOf(text)) {
    if (count === maxGraphemes) return kept.trimEnd() + ellipsis;
    kept += grapheme;
    count += 1;
  }
  return text;
}

/** A card's excerpt of rich text (SPEC §2: "stripped of tags and cut to N characters plus '...'"). */
export function excerptOf(html: string | null | undefined, length: number): string {
  return truncate(plainTextOf(html), length);
}

/** An item's meta description: its text cut to META_DESCRIPTION_LENGTH, back to a word end when one is near. */
export function metaDescriptionOf(html: string | null | undefined): string {
  const chars = Array.from(plainTextOf(html));
  if (chars.length <= META_DESCRIPTION_LENGTH) return chars.join('');
  const cut = chars.slice(0, META_DESCRIPTION_LENGTH).join('');
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > META_DESCRIPTION_LENGTH * 0.7 ? cut.slice(0, wordEnd) : cut).trimEnd()}...`;
}
