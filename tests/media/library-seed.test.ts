// The library and the history after the demo seed (issue 24): the seed adds every item through
// the admin's add, so each picture is in the library as an upload is (its item's title as alt
// text, its dimensions and size, its uses) and each item's history starts with its first revision.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKinds, LISTED_KINDS } from '../../common/content-kinds.js';
import type { RevisionSummary } from '../../common/editorial.js';
import type { MediaDetailReply, MediaListReply } from '../../common/media.js';
import { seedDemoContent } from '../../seed/seed.js';
import { createLogger } from '../../server/src/logger.js';
import { mediaNameOf } from '../../server/src/media/item-pictures.js';
import { fillMissingMediaSizes } from '../../server/src/media/media-sizes.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SEED_TIMEOUT = 180_000;
let t: TestApp;
let viewer: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  viewer = await loginAgent(t, { role: 'viewer' });
}, SEED_TIMEOUT);
afterAll(async () => t?.close());

describe('the library after the seed', () => {
  it("registers a news item's picture with the item's title as alt text, its size and one live use", async () => {
    const news = await t.db.selectFrom('news').select(['id', 'title', 'image_url']).where('image_url', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const name = news.image_url!.replace(/^uploads\//, '');
    const found = (await viewer.agent.get(`/backend/admin/media?q=${encodeURIComponent(name)}`)).body as MediaListReply;
    expect(found.items).toHaveLength(1);
    const item = found.items[0]!;
    expect(item).toMatchObject({ name, alt_text: news.title, decorative: false, url: `/backend/news/${news.image_url}`, uploaded_by: null });
    expect(item.bytes).toBe((await t.storage.find('news', news.image_url!))!.size);
    expect(item.use_count).toBeGreaterThanOrEqual(1);
    const detail = (await viewer.agent.get(`/backend/admin/media/${item.id}`)).body as MediaDetailReply;
    expect(detail.uses[0]).toEqual({ kind: 'news', item_id: news.id, label: news.title, in_trash: false, in_history: false });
  });

  it("shows each seeded item's history as its one first revision, by no one, and its picture's dimensions in the library", async () => {
    const firstOf = async (table: string, column: string) =>
      (await sql<{ id: number; created_at: Date; picture: string }>`
        select id, created_at, ${sql.ref(column)} as picture from ${sql.table(table)} order by id limit 1`.execute(t.db)).rows[0]!;
    const seeded = [
      ...LISTED_KINDS.map((kind) => ({ kind, picture: contentKinds[kind].pictures[0] })),
      { kind: 'ventures' as const, picture: contentKinds.ventures.pictures[0] },
    ];
    for (const { kind, picture } of seeded) {
      const item = await firstOf(contentKinds[kind].table, picture.column);
      const history = (await viewer.agent.get(`/backend/admin/items/${kind}/${item.id}/revisions`)).body.revisions as RevisionSummary[];
      // Dated with the item: the seed adds each on its own day, as an editor would have then.
      expect(history, kind).toEqual([{ id: expect.any(String), created_at: item.created_at.toISOString(), author: null, event: 'created', status: 'published' }]);
      const name = mediaNameOf(picture.area, item.picture)!;
      const found = (await viewer.agent.get(`/backend/admin/media?q=${encodeURIComponent(name)}`)).body as MediaListReply;
      expect(found.items, kind).toHaveLength(1);
      const shown = found.items[0]!;
      expect(shown.width, kind).toBeGreaterThan(0);
      expect(shown.height, kind).toBeGreaterThan(0);
      expect(shown.bytes, kind).toBe((await t.storage.find(picture.area, item.picture))!.size);
    }
  });

  it('counts a use for every seeded picture and filters by kind', async () => {
    const all = (await viewer.agent.get('/backend/admin/media')).body as MediaListReply;
    expect(all.total).toBeGreaterThan(10);
    const unused = (await viewer.agent.get('/backend/admin/media?used=unused')).body as MediaListReply;
    expect(unused.total).toBe(0);
    for (const kind of ['news', 'blogs', 'ventures', 'investors']) {
      const page = (await viewer.agent.get(`/backend/admin/media?kind=${kind}`)).body as MediaListReply;
      expect(page.total, kind).toBeGreaterThan(0);
      expect(page.items.every((item) => item.use_count >= 1)).toBe(true);
    }
    expect(await t.db.selectFrom('media').select('id').where('bytes', 'is', null).execute()).toEqual([]);
  });

  it('fills in a missing size again, and skips a row whose file is gone', async () => {
    const [first, second] = await t.db.selectFrom('media').select(['id', 'bytes']).orderBy('id').limit(2).execute();
    await t.db.updateTable('media').set({ bytes: null }).where('id', 'in', [first!.id, second!.id]).execute();
    await t.db.insertInto('media').values({ area: 'news', name: 'gonegonegone.jpg', width: null, height: null, bytes: null, uploaded_by: null }).execute();
    expect(await fillMissingMediaSizes({ db: t.db, storage: t.storage, logger: createLogger('silent') })).toBe(2);
    const rows = await t.db.selectFrom('media').select(['id', 'bytes']).where('id', 'in', [first!.id, second!.id]).orderBy('id').execute();
    expect(rows).toEqual([first, second]);
  });
});
