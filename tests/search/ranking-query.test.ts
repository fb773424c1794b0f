import { describe, expect, it } from 'vitest';
import { rankingQuery } from '../../server/src/search/ranking-query.js';
import { tsqueryLexemes } from '../../server/src/search/tsquery-lexemes.js';

describe('rankingQuery', () => {
  it('joins the words of an AND or phrase query by OR', () => {
    expect(rankingQuery("'casino' & '4821'")).toBe("'casino' | '4821'");
    expect(rankingQuery("'keep' <-> 'grow' & 'india'")).toBe("'keep' | 'grow' | 'india'");
  });

  it('keeps prefixes and corrected spellings, once each', () => {
    expect(rankingQuery("( 'helthcar' | 'helthcar':* | 'healthcar' ) & ( 'clinic' | 'clinic':* ) & 'clinic'")).toBe(
      "'helthcar' | 'helthcar':* | 'healthcar' | 'clinic' | 'clinic':*",
    );
  });

  it('leaves out negated words, and keeps a query of negated words only as it is', () => {
    expect(rankingQuery("'casino' & !'goa'")).toBe("'casino'");
    expect(rankingQuery("!'casino'")).toBe("!'casino'");
  });

  it('writes quotes and backslashes back escaped', () => {
    expect(rankingQuery("'o''brien' & 'a\\\\b'")).toBe("'o''brien' | 'a\\\\b'");
  });
});

describe('tsqueryLexemes', () => {
  it('reads each lexeme with its suffix and whether it is negated', () => {
    expect(tsqueryLexemes("'casino':* & !'goa' & 'it''s':AB")).toEqual([
      { lexeme: 'casino', suffix: ':*', negated: false },
      { lexeme: 'goa', suffix: '', negated: true },
      { lexeme: "it's", suffix: ':AB', negated: false },
    ]);
  });
});
