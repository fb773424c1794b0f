// A statement prepared once per connection (db/named-statement.ts), on a real Postgres: the search
// uses one, and a connection that loses it (a pooler in transaction mode, DISCARD ALL) or a
// migration that changes what it returns still gets its rows.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { namedStatement } from '../../server/src/db/named-statement.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insertInto('news')
    .values({ slug: 'harbour-casino', title: 'Harbour casino', content: '<p>The casino by the harbour opens its doors.</p>', year: '2026', image_url: null })
    .execute();
});
afterAll(async () => database?.drop());

// One connection, so what it holds can be read back through the same pool.
beforeEach(() => {
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
});
afterEach(async () => pool.end());

const preparedOnConnection = async () => (await pool.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((row) => row.name);

describe('a named statement', () => {
  it('is what the search sends: prepared on the first search of a connection and used by the next', async () => {
    expect((await searchContent(pool, 'casino')).map((result) => result.title)).toEqual(['Harbour casino']);
    expect(await preparedOnConnection()).toEqual(['sjg_search']);
    expect((await searchContent(pool, 'harbour')).map((result) => result.title)).toEqual(['Harbour casino']);
    expect(await preparedOnConnection()).toEqual(['sjg_search']);
  });

  it('answers when the connection lost it, as behind a pooler in transaction mode, and is sent unnamed from then on', async () => {
    const probe = namedStatement<{ doubled: number }>('probe_lost', 'select $1::integer * 2 as doubled');
    expect(await probe(pool, [2])).toEqual([{ doubled: 4 }]);
    expect(await preparedOnConnection()).toEqual(['probe_lost']);
    await pool.query('deallocate all');
    expect(await probe(pool, [3])).toEqual([{ doubled: 6 }]);
    expect(await probe(pool, [4])).toEqual([{ doubled: 8 }]);
    expect(await preparedOnConnection()).toEqual([]);
  });

  it('is prepared again under a new name when a migration changes what it returns', async () => {
    await pool.query('create table probe_changed (id integer)');
    await pool.query('insert into probe_changed values (1)');
    const probe = namedStatement<Record<string, unknown>>('probe_changed', 'select * from probe_changed');
    expect(await probe(pool, [])).toEqual([{ id: 1 }]);
    await pool.query("alter table probe_changed add column label text default 'one'");
    expect(await probe(pool, [])).toEqual([{ id: 1, label: 'one' }]);
    expect(await probe(pool, [])).toEqual([{ id: 1, label: 'one' }]);
    expect(await preparedOnConnection()).toContain('probe_changed_1');
  });

  it('passes any other error on as it came, and stays named', async () => {
    const probe = namedStatement<{ share: number }>('probe_error', 'select 10 / $1::integer as share');
    await expect(probe(pool, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await probe(pool, [5])).toEqual([{ share: 2 }]);
    expect(await preparedOnConnection()).toEqual(['probe_error']);
  });
});
