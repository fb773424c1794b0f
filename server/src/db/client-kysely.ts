// A Kysely over one pg client the caller holds, so kysely code (the migrator) runs inside a
// transaction the caller opened on that client, between its own raw statements (a restore's COPY).
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';

// Migrations are typed Kysely<any>: this instance exists to run them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function kyselyOnClient(client: pg.PoolClient): Kysely<any> {
  // The "pool" hands out the same client every time and never releases it: the caller does.
  const borrowed = { query: client.query.bind(client), release: () => undefined };
  return new Kysely({
    dialect: new PostgresDialect({ pool: { connect: async () => borrowed as unknown as pg.PoolClient, end: async () => undefined } }),
  });
}
