// The lexemes of a tsquery's text form ("'casino' & !'goa' & ( 'helthcar' | 'helthcar':* )"), as
// Postgres writes it: each one quoted, a quote inside doubled, a backslash escaping the next
// character, a negated one preceded by '!', a prefix one followed by ':*'.

export type QueryLexeme = {
  lexeme: string;
  /** What follows the closing quote: ':*' for a prefix, weights such as ':AB', or ''. */
  suffix: string;
  /** Written as !'lexeme': the query asks for its absence. */
  negated: boolean;
};

export function tsqueryLexemes(tsquery: string): QueryLexeme[] {
  return [...tsquery.matchAll(/(!?)'((?:[^'\\]|''|\\.)*)'(:[*A-D]+)?/g)].map((match) => ({
    lexeme: match[2]!.replace(/''/g, "'").replace(/\\(.)/g, '$1'),
    suffix: match[3] ?? '',
    negated: match[1] === '!',
  }));
}

/** A lexeme written back as a tsquery operand. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
