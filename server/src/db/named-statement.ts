// A statement that Postgres parses and plans once per connection (a named prepared statement)
// instead of at every call, for a query run on every request: the search, where parsing and
// planning the call was a good part of Postgres's work (bench/RESULTS-archive.md, "a search before
// express, and prepared once").
// Kysely sends every statement unnamed, so this one goes to the pg pool itself.
//
// Two things can take a prepared statement away from a connection that pg believes holds it. A
// pooler in transaction mode that does not track them (PgBouncer before 1.21, or without
// max_prepared_statements) sends the next use to another server connection: 26000, and from then
// on this process sends the statement unnamed. A migration that changes the types the statement
// returns makes Postgres refuse the plan it kept: 0A000 "cached plan must not change result type",
// and the statement is prepared again under a new name. Either way the call is retried once.
import type pg from 'pg';

/** Runs the statement on `pool` with `values` and gives its rows. */
export type NamedStatement<Row> = (pool: pg.Pool, values: unknown[]) => Promise<Row[]>;

const STATEMENT_MISSING = '26000';
const FEATURE_NOT_SUPPORTED = '0A000';

export function namedStatement<Row extends pg.QueryResultRow>(name: string, text: string): NamedStatement<Row> {
  let unnamed = false;
  let preparedAgain = 0;

  async function query(pool: pg.Pool, values: unknown[]): Promise<Row[]> {
    const config = unnamed ? { text, values } : { name: preparedAgain === 0 ? name : `${name}_${preparedAgain}`, text, values };
    return (await pool.query<Row>(config)).rows;
  }

  return async (pool, values) => {
    try {
      return await query(pool, values);
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown };
      if (unnamed) throw error;
      if (code === STATEMENT_MISSING) unnamed = true;
      else if (code === FEATURE_NOT_SUPPORTED && typeof message === 'string' && message.includes('cached plan')) preparedAgain += 1;
      else throw error;
      return query(pool, values);
    }
  };
}
