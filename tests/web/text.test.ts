import { describe, expect, it } from 'vitest';
import { decodeEntities, excerpt, groupDigitsIndian, itemYear, stripHtml, truncate } from '../../web/src/lib/text';

describe('stripHtml', () => {
  it('removes tags and keeps words of adjacent blocks apart', () => {
    expect(stripHtml('<p>First <strong>bold</strong> line.</p><p>Second</p>')).toBe('First bold line. Second');
  });
  it('drops script and style bodies and comments', () => {
    expect(stripHtml('<style>p{}</style><p>Hi</p><script>alert(1)</script><!-- x -->')).toBe('Hi');
  });
  it('decodes entities after stripping, so an encoded tag stays text', () => {
    expect(stripHtml('<p>Fish &amp; chips &lt;b&gt; &#8377;5 &#x27;ok&#x27;</p>')).toBe("Fish & chips <b> ₹5 'ok'");
  });
  it('returns an empty string for null, undefined and empty input', () => {
    expect(stripHtml(null)).toBe('');
    expect(stripHtml(undefined)).toBe('');
    expect(stripHtml('')).toBe('');
  });
  it('collapses whitespace and non-breaking spaces', () => {
    expect(stripHtml('  a&nbsp;&nbsp;b\n\n c ')).toBe('a b c');
  });
});

describe('decodeEntities', () => {
  it('leaves unknown entities and invalid code points as they are', () => {
    expect(decodeEntities('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});

describe('truncate and excerpt', () => {
  it('adds the ellipsis only when the text was cut', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('exactly10!', 10)).toBe('exactly10!');
    expect(truncate('0123456789abc', 10)).toBe('0123456789...');
  });
  it('cuts to the spec lengths (150 for blogs) counting characters, not UTF-16 units', () => {
    const long = `<p>${'a'.repeat(200)}</p>`;
    expect(excerpt(long, 150)).toBe(`${'a'.repeat(150)}...`);
    expect(truncate('₹₹₹😀😀😀', 4)).toBe('₹₹₹😀...');
  });
  it('does not leave a trailing space before the ellipsis', () => {
    expect(truncate('word another', 5)).toBe('word...');
  });
});

describe('itemYear', () => {
  it("prefers the item's own year over the spec's fixed '2025' placeholder", () => {
    expect(itemYear('2024', '2026-01-01T00:00:00Z')).toBe('2024');
    expect(itemYear(2023)).toBe('2023');
  });
  it('falls back to the year of the date, or nothing', () => {
    expect(itemYear('', '2026-03-05T10:00:00Z')).toBe('2026');
    expect(itemYear(null, 'not a date')).toBe('');
  });
});

describe('groupDigitsIndian', () => {
  it('groups whole numbers as Intl does for en-IN', () => {
    const values = [0, 7, 45, 999, 1000, 9999, 12_345, 99_999, 100_000, 1_234_567, 12_345_678, 123_456_789, 1_000_000_000, -1000, -1_234_567];
    for (const value of values) expect(groupDigitsIndian(value), String(value)).toBe(value.toLocaleString('en-IN'));
  });
});
