// What the search ranks its matches by: the query's lexemes joined by OR. The match itself keeps
// the visitor's query (every word must be there); only the score is computed from the OR form.
// Why: ts_rank scores an AND query by the distance between every pair of positions of every pair
// of its words, which grows with the square of how often the words occur. A sentence pasted from
// an article matched 20,000 of the bench's articles and ran past the 15 s statement timeout (five
// of its words: 4.5 s); the OR form scores each word by its own positions, title (weight A) above
// body (B), and took 26–35 ms. What is lost is the bonus for query words standing close together.
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
