// A search that is only words joined by OR takes its best matches from the stored word scores
// (search-from-stored-scores migration) instead of ranking every match. It must give exactly the
// matches, in the order, that ranking every match with ts_rank gives, and the scores must follow
// every change of the content.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchContent } from '../../server/src/search/search.service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;

/** The same sequence on every run: the articles below are varied but never change. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const vocabulary = ['casino', 'harbour', 'monsoon', 'clinic', 'panjim'];

beforeAll(async () => {
  database = await createTestDatabase();
  const next = sequence(7);
  const pick = () => vocabulary[Math.floor(next() * vocabulary.length)]!;
  // 150 articles: 'casino' in most (over the 50 the search counts up to), the other words in
  // fewer, each word in a title or at a different place and count in the body, dates shared by
  // several articles (ties), and 'lighthouse' in two only.
  const news = Array.from({ length: 150 }, (_, i) => {
    const titleWords = next() < 0.5 ? [pick()] : [];
    const body = Array.from({ length: 3 + Math.floor(next() * 12) }, () => (next() < 0.45 ? 'casino' : next() < 0.5 ? pick() : 'report'));
    if (i === 40 || i === 90) body.push('lighthouse');
    return {
      slug: `article-${i}`,
      title: `Article ${i} ${titleWords.join(' ')}`,
      content: `<p>${body.join(' ')} of the week.</p>`,
      year: '2026',
      image_url: null,
      created_at: new Date(Date.UTC(2026, 0, 1 + (i % 9))),
    };
  });
  await database.db.insertInto('news').values(news).execute();
});
afterAll(async () => database?.drop());

/** What ranking every match gives: ts_rank of the OR query, newer first on a tie, then the higher id. */
async function rankedByTsRank(orQuery: string): Promise<string[]> {
  const { rows } = await sql<{ title: string }>`
    select d.title from search_documents d, websearch_to_tsquery('english', ${orQuery}) as q
    where d.vector @@ q
    order by ts_rank(d.vector, q) desc, d.created_at desc, d.ref_id desc
    limit 20`.execute(database.db);
  return rows.map((row) => row.title);
}

describe('a search of words joined by OR', () => {
  it('gives the matches, in the order, that ranking every match with ts_rank gives', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from search_documents where vector @@ 'casino'::tsquery`.execute(database.db);
    expect(rows[0]!.n).toBeGreaterThan(100);
    for (const query of ['casino', 'harbour', 'casino or harbour', 'monsoon or clinic or panjim', 'lighthouse or casino', 'lighthouse', 'casino or 7', 'lighthouse or nowhere']) {
      const expected = await rankedByTsRank(query);
      expect(expected.length, query).toBeGreaterThan(0);
      expect((await searchContent(database.pool, query)).map((result) => result.title), query).toEqual(expected);
    }
    expect(await searchContent(database.pool, 'nowhere or elsewhere')).toEqual([]);
  });
});

describe('the stored word scores', () => {
  /** The scores as stored, and as each document's vector gives them now. */
  async function storedAndRecomputed(): Promise<[unknown[], unknown[]]> {
    const stored = await sql`select kind, ref_id, word, score, created_at from search_word_scores order by 1, 2, 3`.execute(database.db);
    const recomputed = await sql`
      select d.kind, d.ref_id, s.word, s.score, d.created_at from search_documents d, sjg_word_scores(d.vector) s order by 1, 2, 3`.execute(database.db);
    return [stored.rows, recomputed.rows];
  }

  it('follow inserts, edits of body, title, date and picture, trashing, unpublishing and deletes', async () => {
    const made = await database.db
      .insertInto('news')
      .values([
        { slug: 'dock-one', title: 'Dock one', content: '<p>Ferry timings.</p>', year: '2026', image_url: null },
        { slug: 'dock-two', title: 'Dock two', content: '<p>Ferry fares.</p>', year: '2026', image_url: null },
        { slug: 'dock-three', title: 'Dock three', content: '<p>Ferry routes.</p>', year: '2026', image_url: null },
      ])
      .returning('id')
      .execute();
    const [one, two, three] = made.map((row) => row.id);
    await database.db.updateTable('news').set({ content: '<p>Catamaran timings.</p>' }).where('id', '=', one!).execute();
    await database.db.updateTable('news').set({ title: 'Quay two', image_url: 'uploads/quaypicture1.jpg' }).where('id', '=', two!).execute();
    await database.db.updateTable('news').set({ created_at: new Date(Date.UTC(2020, 0, 1)) }).where('id', '=', three!).execute();
    let [stored, recomputed] = await storedAndRecomputed();
    expect(stored).toEqual(recomputed);
    expect((await searchContent(database.pool, 'catamaran')).map((result) => result.title)).toEqual(['Dock one']);
    expect(await searchContent(database.pool, 'quay')).toEqual([expect.objectContaining({ title: 'Quay two', image: '/backend/news/uploads/quaypicture1.jpg' })]);
    expect((await searchContent(database.pool, 'ferry')).map((result) => result.title)).toEqual(['Quay two', 'Dock three']);

    await database.db.updateTable('news').set({ deleted_at: new Date() }).where('id', '=', one!).execute();
    await database.db.updateTable('news').set({ status: 'draft' }).where('id', '=', two!).execute();
    await database.db.deleteFrom('news').where('id', '=', three!).execute();
    [stored, recomputed] = await storedAndRecomputed();
    expect(stored).toEqual(recomputed);
    for (const word of ['catamaran', 'quay', 'ferry']) expect(await searchContent(database.pool, word), word).toEqual([]);
  });
});
