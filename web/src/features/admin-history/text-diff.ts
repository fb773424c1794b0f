// What changed between two versions of a text field, word by word (jsdiff's diffWords). Rich-text
// fields hold HTML: they are compared as the text a reader sees, one line per block, since a
// diff of tags would bury the words. `diff` is imported only here, by the history screen's lazy
// chunk, so no public page loads it (tests/perf/bundle-budget.test.ts).
import { diffWords } from 'diff';
import { plainTextBlocksOf } from '@common/plain-text';

export type DiffPart = { text: string; change: 'same' | 'removed' | 'added' };

const looksLikeHtml = /<\/?[a-z][^>]*>/i;

/**
 * The text a reader sees of `value`: sanitized HTML (the server's rich-text fields) by the rule of
 * every excerpt, the search and the site's history (common/plain-text.ts), each block on a line
 * of its own; anything else as it is. The result is shown as text, never as markup.
 */
export function readableText(value: string): string {
  return looksLikeHtml.test(value) ? plainTextBlocksOf(value).join('\n\n') : value;
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
