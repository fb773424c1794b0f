// Reads (and, for a test that must, changes) the test server's own database: the embedded
// Postgres it started under DATA_DIR/pg.
import pg from 'pg';
import type { E2eServer } from './server';

export async function queryDatabase<Row extends Record<string, unknown>>(
  server: E2eServer,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: await server.databaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** How many contact messages the server has stored: a test that sends one compares before and after. */
export async function contactMessageCount(server: E2eServer): Promise<number> {
  const [row] = await queryDatabase<{ count: string }>(server, 'select count(*) from contact_messages');
  return Number(row!.count);
}
