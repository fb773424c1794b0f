import { describe, expect, it } from 'vitest';
import { excerptPattern } from '../../server/src/search/excerpt-pattern.js';

describe('excerptPattern', () => {
  it("matches a word starting like each lexeme, negated and prefix ones too, a long one without its last letter (a stem's ending may differ from its words')", () => {
    expect(excerptPattern("'casino' & !'lotteri':* & ( 'helthcar' | 'helthcar':* | 'healthcar' )")).toBe('\\m(?:casin|lotter|helthca|healthca)');
  });

  it('keeps short lexemes and numbers whole, unescapes quotes and escapes what a regular expression would read', () => {
    expect(excerptPattern("'art' <-> '2025' | 'o''brien' | 'v1.2'")).toBe("\\m(?:art|2025|o'brie|v1\\.2)");
  });

  it('gives nothing for a query without lexemes', () => {
    expect(excerptPattern('')).toBe('');
  });
});
