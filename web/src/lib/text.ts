// Plain-text helpers for excerpts: strip markup, decode entities, cut to a length. Pure and
// DOM-free, so they run the same in the browser and in vitest under node.

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
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
 * HTML to plain text: drops script/style bodies and comments, turns block ends into spaces so
 * words of adjacent paragraphs do not run together, removes tags, decodes entities, and
 * collapses whitespace.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** The first `length` characters of `text`; the ellipsis is added only when something was cut. */
export function truncate(text: string, length: number, ellipsis = '...'): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return chars.slice(0, length).join('').trimEnd() + ellipsis;
}

/** A plain-text excerpt of HTML content, cut to `length` characters plus '...'. */
export function excerpt(html: string | null | undefined, length: number): string {
  return truncate(stripHtml(html), length);
}

/** The four-digit year of an item: its own `year` field when set, else the year of a date. */
export function itemYear(year: string | number | null | undefined, date?: string | null): string {
  const own = year === null || year === undefined ? '' : String(year).trim();
  if (own) return own;
  const parsed = date ? new Date(date) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? String(parsed.getFullYear()) : '';
}
