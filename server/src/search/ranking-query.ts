// What the search ranks its matches by: the query's lexemes joined by OR. The match itself keeps
// the visitor's query (every word must be there); only the score is computed from the OR form.
// ts_rank scores an AND query by the distances between all its words' positions, which grows with
// the square of how often they occur; the OR form scores each word by its own positions (figures in
// bench/RESULTS.md, "Search ranking"). Lost: the bonus for query words standing close together.
import { quoteLexeme, tsqueryLexemes } from './tsquery-lexemes.js';

/** The OR of a tsquery's lexemes that are not negated, or the query itself when it has none. */
export function rankingQuery(tsquery: string): string {
  const operands = new Set(
    tsqueryLexemes(tsquery)
      .filter((item) => !item.negated && item.lexeme !== '')
      .map((item) => quoteLexeme(item.lexeme) + item.suffix),
  );
  return operands.size === 0 ? tsquery : [...operands].join(' | ');
}
