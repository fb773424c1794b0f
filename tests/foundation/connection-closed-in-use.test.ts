// Postgres closing a connection while the app has it checked out, between two statements of a
// transaction (a Ctrl-C reaches an embedded Postgres before the app has stopped; a managed database
// restarts or fails over): the transaction fails as on any lost connection, and the process lives on.
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database.js';
import { createLogger } from '../../server/src/logger.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
let app: DatabaseHandle;
const uncaught: unknown[] = [];
let heard = () => {};
const keep = (error: unknown) => {
  uncaught.push(error);
  heard();
};

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  app = openDatabase(database.url, createLogger('silent'));
  process.on('uncaughtException', keep);
});
afterEach(() => {
  uncaught.length = 0;
});
afterAll(async () => {
  process.off('uncaughtException', keep);
  await app?.close();
  await database?.drop();
});

it('fails the transaction whose connection Postgres closed, without an uncaught error, and serves the next query', async () => {
  let checkedOut: pg.PoolClient | undefined;
  const onAcquire = (client: pg.PoolClient) => (checkedOut = client);
  app.pool.once('acquire', onAcquire);
  const transaction = app.db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
    // Closed by Postgres while the transaction is between two statements (storing a file, say).
    // Not events.once, which would listen for 'error' itself; an uncaught error ends the wait at once.
    const ended = new Promise<void>((resolve) => {
      checkedOut!.on('end', resolve);
      heard = resolve;
    });
    await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(database.db);
    // The client has heard Postgres close it (its 'error' comes before its 'end').
    await ended;
    await sql`select 1`.execute(tx);
  });
  await expect(transaction).rejects.toThrow('Client has encountered a connection error and is not queryable');
  expect(uncaught).toEqual([]);
  expect((await sql<{ one: number }>`select 1 as one`.execute(app.db)).rows).toEqual([{ one: 1 }]);
});
