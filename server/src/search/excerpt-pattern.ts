// Where a result's excerpt is taken from: the first word of its body that starts like one of the
// query's lexemes. A stem may end where its words differ ('lotteri' is the stem of 'lottery',
// 'hospit' of 'hospitality'), so a lexeme longer than four letters drops its last one. The match
// only places the excerpt's window; ts_headline then picks the words within it that truly match.
import { tsqueryLexemes } from './tsquery-lexemes.js';

/** A case-insensitive Postgres regular expression for the lexemes of a tsquery's text form. */
export function excerptPattern(tsquery: string): string {
  const lexemes = tsqueryLexemes(tsquery).map((item) => item.lexeme);
  const starts = new Set(lexemes.filter(Boolean).map((lexeme) => (lexeme.length > 4 ? lexeme.slice(0, -1) : lexeme)));
  // \m: the start of a word, in Postgres's regular expressions.
  return starts.size === 0 ? '' : `\\m(?:${[...starts].map(escapeRegExp).join('|')})`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
