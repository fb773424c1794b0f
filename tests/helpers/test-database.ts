// A fresh database per test file, created on the shared test Postgres and migrated from empty.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database.js';
import { migrateToLatest } from '../../server/src/db/migrator.js';
import { createLogger } from '../../server/src/logger.js';

export type TestDatabase = DatabaseHandle & { url: string; name: string; drop(): Promise<void> };

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString(), createLogger('silent'));
  if (options.migrate ?? true) await migrateToLatest(handle.db);
  return {
    ...handle,
    url: url.toString(),
    name,
    async drop() {
      await handle.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
