// On 10,000 news rows the public reads stay index lookups: the page query walks the
// (created_at, id) index instead of sorting a sequential scan, the slug lookup uses its unique
// index, and a list costs a fixed number of queries whatever its length.
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScaledDataset } from '../../bench/scaled-dataset.js';
import { findContent, listContentPage } from '../../server/src/kinds/content.service.js';
import type { Database } from '../../server/src/db/schema.js';
import { listedContentKind } from '../../server/src/kinds/listed-kind.js';
import { searchContent } from '../../server/src/search/search.service.js';
import { createLogger } from '../../server/src/logger.js';
import { createStorage } from '../../server/src/storage/storage.js';
import { getVentureDetails, listPublicVentures } from '../../server/src/ventures/ventures.service.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const newsKind = listedContentKind('news');

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

let database: TestDatabase;
let db: Kysely<Database>;
const seen: CompiledQuery[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Vacuumed and analyzed by the seed, as autovacuum would soon after such an import.
  await seedScaledDataset(database.pool, { news: 10_000, blogs: 0, ventures: 200, investors: 0, testimonials: 0 });
  // The app's queries, recorded as they run (kysely's log hook), to EXPLAIN them afterwards.
  db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: database.pool }),
    log: (event) => {
      if (event.level === 'query') seen.push(event.query);
    },
  });
}, 120_000);
afterAll(async () => {
  await database.drop();
});

async function recorded<T>(work: () => Promise<T>): Promise<{ result: T; queries: CompiledQuery[] }> {
  seen.length = 0;
  const result = await work();
  return { result, queries: [...seen] };
}

async function planOf(query: CompiledQuery): Promise<PlanNode> {
  const { rows } = await database.pool.query(`explain (format json) ${query.sql}`, query.parameters as unknown[]);
  return (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** A Sort whose input, somewhere below it, reads the whole table sequentially. */
function sortsASeqScan(plan: PlanNode): boolean {
  return nodes(plan).some((node) => node['Node Type'] === 'Sort' && nodes(node).some((below) => below['Node Type'] === 'Seq Scan'));
}

describe('news on 10,000 rows', () => {
  it('reads a page with two queries, the rows through the (created_at, id) index', async () => {
    const { result, queries } = await recorded(() => listContentPage(db, newsKind, 1));
    expect(result.items).toHaveLength(newsKind.pageSize);
    expect(result.totalPages).toBe(Math.ceil(10_000 / newsKind.pageSize));
    expect(queries).toHaveLength(2);
    const pageQuery = queries.find((query) => /order by/i.test(query.sql))!;
    const plan = await planOf(pageQuery);
    expect(sortsASeqScan(plan)).toBe(false);
    expect(nodes(plan).map((node) => node['Index Name'])).toContain('news_created_at_idx');
  });

  it('finds an item by slug through the unique index', async () => {
    const { result, queries } = await recorded(() => findContent(db, newsKind, { slug: 'bench-news-4321' }));
    expect(result.title).toMatch(/^News 4321 /);
    expect(queries).toHaveLength(1);
    const plan = await planOf(queries[0]!);
    expect(nodes(plan).some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
    expect(nodes(plan).map((node) => node['Index Name'])).toContain('news_slug_key');
  });
});

describe('search over 10,000 news', () => {
  /**
   * A pool whose one connection reports, through auto_explain, the plans of every statement it
   * runs, those inside the search functions included, as they really run (with `analyze`, their
   * row counts too).
   */
  function explainedDatabase(analyze: boolean): { explained: pg.Pool; plans: PlanNode[] } {
    const plans: PlanNode[] = [];
    const explained = new pg.Pool({ connectionString: database.url, max: 1 });
    explained.on('connect', (client) => {
      client.on('notice', (notice) => {
        const json = /^duration: [\d.]+ ms\s+plan:\s*([\s\S]*)$/.exec(notice.message ?? '')?.[1];
        if (json) plans.push((JSON.parse(json) as { Plan: PlanNode }).Plan);
      });
      // A client runs its statements in turn: these run before the caller's first.
      for (const statement of [
        "load 'auto_explain'",
        'set auto_explain.log_min_duration = 0',
        'set auto_explain.log_nested_statements = on',
        `set auto_explain.log_analyze = ${analyze ? 'on' : 'off'}`,
        "set auto_explain.log_format = 'json'",
        "set auto_explain.log_level = 'notice'",
      ]) {
        void client.query(statement);
      }
    });
    return { explained, plans };
  }

  async function skipUnlessSuperuser(skip: (condition: boolean, note: string) => void): Promise<void> {
    const { rows: roles } = await database.pool.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = current_user');
    // The embedded and Testcontainers Postgres connect as a superuser; a TEST_DATABASE_URL may not.
    skip(!roles[0]?.rolsuper, 'only a superuser may load auto_explain, which shows the plans inside the search functions');
  }

  // A word in one row of twenty may rightly be read by a sequential scan at this size; a query
  // that narrows down must not be. The results statement runs inside sjg_search with a plan made
  // once per connection (generic, not fitted to each tsquery).
  it('finds its matches through the full-text index, for a query as typed and a misspelt one, with the plan each connection keeps', async ({ skip }) => {
    await skipUnlessSuperuser(skip);
    const { explained, plans } = explainedDatabase(false);
    try {
      // Eight calls on one connection: each runs the plan the connection keeps (under Postgres's
      // default setting the first five would each be planned for their own tsquery instead).
      for (let round = 0; round < 4; round++) {
        for (const query of ['lottery 4321', 'lotery 4321']) {
          plans.length = 0;
          const result = await searchContent(explained, query);
          expect(result.map((item) => item.title), query).toEqual(['News 4321 on lottery']);
          const matching = plans.map(nodes).find((plan) => plan.some((node) => node['Relation Name'] === 'search_documents'));
          expect(matching, `a plan reading search_documents for ${query}`).toBeDefined();
          expect(matching!.map((node) => node['Index Name'])).toContain('search_documents_vector_idx');
          expect(matching!.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'search_documents')).toBe(false);
        }
      }
    } finally {
      await explained.end();
    }
  });

  // 'lottery' is in over 500 titles. Its best 20, alone or beside a rarer word, come from the stored
  // scores read in score order: a bounded number of rows, and no match's vector ranked.
  it('takes the best matches of a common word from its stored scores, reading a bounded number of rows', async ({ skip }) => {
    await skipUnlessSuperuser(skip);
    const { rows } = await database.pool.query<{ n: number }>(`select count(*)::int as n from search_documents where vector @@ 'lotteri'::tsquery`);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(500);
    const { explained, plans } = explainedDatabase(true);
    try {
      for (let round = 0; round < 2; round++) {
        for (const query of ['lottery', 'lottery or 4321']) {
          plans.length = 0;
          const result = await searchContent(explained, query);
          expect(result, query).toHaveLength(20);
          if (query.includes('4321')) expect(result[0]!.title).toBe('News 4321 on lottery');
          const scanned = plans.flatMap(nodes).filter((node) => node['Relation Name'] === 'search_word_scores');
          expect(scanned.length, query).toBeGreaterThan(0);
          const rowsRead = scanned.reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0);
          expect(rowsRead, query).toBeLessThanOrEqual(200);
          // The ranking of every match is in the plan but never runs (a false condition before it).
          const ran = plans.flatMap(nodes).filter((node) => (node['Actual Loops'] ?? 0) > 0);
          expect(ran.map((node) => node['Index Name']), query).not.toContain('search_documents_vector_idx');
        }
      }
    } finally {
      await explained.end();
    }
  });
});

describe('ventures with their children', () => {
  const ctx = () => ({ db, storage: createStorage('/nonexistent'), logger: createLogger('silent') });

  it('list a page and show one venture with a fixed number of queries', async () => {
    // 200 ventures, each with its stats, 3 subcategories, 4 clients and 8 gallery pictures.
    const list = await recorded(() => listPublicVentures(ctx(), 1));
    expect(list.result.ventures.length).toBeGreaterThan(10);
    // The page, its count and one query per child table for the whole page (never per venture).
    expect(list.queries.length).toBeLessThanOrEqual(6);
    const details = await recorded(() => getVentureDetails(ctx(), list.result.ventures[0]!.id));
    expect(details.result.gallery).toHaveLength(8);
    expect(details.queries.length).toBeLessThanOrEqual(6);
    // No plan assertions here: with a few thousand child rows a sequential scan is what Postgres
    // rightly prefers; what must not grow with the data is the number of queries.
  });
});
