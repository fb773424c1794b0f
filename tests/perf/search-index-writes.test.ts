// Content written in bulk is searchable from the full-text index's tree at once: nothing waits in
// a GIN pending list that every search would have to read through (4 ms a search after the bench's
// import, before the gin-without-pending-list migration).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScaledDataset } from '../../bench/scaled-dataset.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedScaledDataset(database.pool, { news: 2_000, blogs: 200, ventures: 20, investors: 50, testimonials: 0 });
}, 120_000);
afterAll(async () => {
  await database.drop();
});

describe('the search indexes after an import', () => {
  it('hold every new document in their tree, with no pending list left to merge', async () => {
    for (const index of ['search_documents_vector_idx', 'search_title_words_trgm_idx']) {
      // The number of pending-list pages merged now: none, when writes went into the tree.
      const { rows } = await sql<{ pages: number }>`select gin_clean_pending_list(${index}::regclass)::int as pages`.execute(database.db);
      expect(rows[0]!.pages, index).toBe(0);
    }
  });

  it('find what was just imported', async () => {
    expect((await searchContent(database.pool, 'lottery 1221')).map((item) => item.title)).toEqual(['News 1221 on lottery']);
  });
});
