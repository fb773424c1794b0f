// Plain text of stored HTML, DOM-free so it runs alike in the browser, the server and vitest: the
// meta descriptions the server writes into a page's head (server/src/site/page-meta.ts) and the
// SPA sets on client-side navigation, and under the SPA's visible excerpts (web/src/lib/text.ts).
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

/** Tags and comments out, block ends as spaces (so paragraphs do not run together), white space folded. */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * Rich text that shows nothing: no text once tags are out (spaces, &nbsp; and empty paragraphs,
 * what an editor holds after a few Enters) and no picture. Such content is "missing" (SPEC §5).
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  return plainTextOf(html) === '' && !/<img\b/i.test(html ?? '');
}

/** The first `length` characters, cut back to a word end when one is near, with '...' when cut. */
export function excerptOf(html: string | null | undefined, length: number): string {
  const chars = Array.from(plainTextOf(html));
  if (chars.length <= length) return chars.join('');
  const cut = chars.slice(0, length).join('');
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > length * 0.7 ? cut.slice(0, wordEnd) : cut).trimEnd()}...`;
}

/** An item's meta description: its text cut to META_DESCRIPTION_LENGTH. */
export function metaDescriptionOf(html: string | null | undefined): string {
  return excerptOf(html, META_DESCRIPTION_LENGTH);
}
