// What changed between two versions of a text field, word by word (jsdiff's diffWords). Rich-text
// fields hold HTML: they are compared as the text a reader sees, one line per paragraph, since a
// diff of tags would bury the words. `diff` is imported only here, by the history screen's lazy
// chunk, so no public page loads it (tests/perf/bundle-budget.test.ts).
import { diffWords } from 'diff';

export type DiffPart = { text: string; change: 'same' | 'removed' | 'added' };

const looksLikeHtml = /<\/?[a-z][^>]*>/i;
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntity(entity: string, name: string): string {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return namedEntities[name.toLowerCase()] ?? entity;
}

/**
 * The text a reader sees of `value`: sanitized HTML (the server's rich-text fields) as paragraphs
 * of plain text, anything else as it is. The result is shown as text, never as markup.
 */
export function readableText(value: string): string {
  if (!looksLikeHtml.test(value)) return value;
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The two sides of a comparison: the older text with its removed words, the newer with its added ones. */
export function compareTexts(older: string, newer: string): { before: DiffPart[]; after: DiffPart[] } {
  const parts = diffWords(readableText(older), readableText(newer));
  const before: DiffPart[] = [];
  const after: DiffPart[] = [];
  for (const part of parts) {
    if (part.removed) before.push({ text: part.value, change: 'removed' });
    else if (part.added) after.push({ text: part.value, change: 'added' });
    else {
      before.push({ text: part.value, change: 'same' });
      after.push({ text: part.value, change: 'same' });
    }
  }
  return { before, after };
}
