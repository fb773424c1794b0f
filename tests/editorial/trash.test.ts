// The trash (issue 22): Delete moves an item there (off every public read at once, listed with who
// deleted it); Restore puts it back in its state with its slug (a fresh one when the slug was taken
// meanwhile); Delete forever and the 30-day purge remove it with its revisions, its files kept in the media library.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnusedInLibrary } from '../helpers/media-library.js';
import type { AdminOverview } from '../../common/api-types.js';
import { editorialMessages, TRASH_RETENTION_DAYS, type EditorialKind, type TrashEntry } from '../../common/editorial.js';
import { overviewReplySchema } from '../../server/src/dashboard/dashboard.routes.js';
import { createEditorialWorker } from '../../server/src/editorial/editorial-worker.js';
import { purgeExpiredTrash } from '../../server/src/editorial/trash.service.js';
import { createLogger } from '../../server/src/logger.js';
import { listUploadedFiles } from '../content/content-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { smallJpeg, smallPng } from '../helpers/test-images.js';
import {
  addItem,
  adminItem,
  apis,
  editItem,
  publicBySlug,
  publicListIds,
  searchTitles,
  setStatus,
  sitemapText,
  slugOf,
} from './editorial-harness.js';

const DAY = 86_400_000;
const logger = createLogger('silent');
let t: TestApp;
let admin: AdminAgent;
let clock: TestClock;
let username: string;

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ deps: { clock } });
  admin = await loginAgent(t);
  username = admin.admin.email.split('@')[0]!;
});
afterAll(async () => {
  await t.close();
});

function moveToTrash(kind: EditorialKind, id: number) {
  return kind === 'ventures'
    ? admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'venture', id })
    : admin.agent.delete(apis[kind]).send({ id });
}

async function trash(): Promise<TrashEntry[]> {
  const res = await admin.agent.get('/backend/admin/trash');
  expect(res.status).toBe(200);
  return res.body.items as TrashEntry[];
}

/** The stored files (originals and variants) whose names contain one of `fields`' base names. */
async function filesOf(fields: string[]): Promise<string[]> {
  const bases = fields.map((field) => field.replace(/^uploads\//, '').replace(/\.\w+$/, ''));
  return (await listUploadedFiles(t)).filter((file) => bases.some((base) => file.includes(base)));
}

const titles = { news: 'Trash news quillmoss', blogs: 'Trash blog quillmoss', ventures: 'Trash venture quillmoss', investors: 'Trash investor quillmoss', testimonials: 'Trash testimonial quillmoss' };

describe.each(['news', 'blogs', 'ventures', 'investors', 'testimonials'] as const)('%s in the trash', (kind) => {
  let id: number;
  let slug: string;

  it('leaves the public reads and search at once, and is listed with who deleted it and when', async () => {
    ({ id } = await addItem(admin.agent, kind, titles[kind]));
    slug = await slugOf(admin.agent, kind, id);
    expect(await publicListIds(t, kind)).toContain(id);
    const searchable = kind !== 'testimonials';
    if (searchable) expect(await searchTitles(t, titles[kind])).toContain(titles[kind]);

    const res = await moveToTrash(kind, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await publicListIds(t, kind)).not.toContain(id);
    if (searchable) expect(await searchTitles(t, titles[kind])).not.toContain(titles[kind]);
    if (kind === 'news' || kind === 'blogs' || kind === 'ventures') {
      expect(await publicBySlug(t, kind, slug)).toBeUndefined();
      expect(await sitemapText(t)).not.toContain(`/${slug}<`);
    }
    // Not in the admin's lists either: the trash is its own screen.
    expect((await admin.agent.get(`/backend/admin/items/${kind}`)).body[kind].map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await admin.agent.get(`/backend/admin/items/${kind}/${id}`)).status).toBe(404);

    const entry = (await trash()).find((item) => item.kind === kind && item.id === id);
    expect(entry).toEqual({
      kind,
      id,
      title: titles[kind],
      deleted_at: new Date(clock.now()).toISOString(),
      deleted_by: username,
      purge_at: new Date(clock.now() + TRASH_RETENTION_DAYS * DAY).toISOString(),
    });
    // A second delete finds nothing.
    expect((await moveToTrash(kind, id)).status).toBe(404);
  });

  it('comes back with its slug and state on restore', async () => {
    const res = await admin.agent.post(`/backend/admin/trash/${kind}/${id}/restore`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: editorialMessages.restoredFromTrash, slug });
    expect(await publicListIds(t, kind)).toContain(id);
    if (kind !== 'testimonials') expect(await searchTitles(t, titles[kind])).toContain(titles[kind]);
    expect((await adminItem(admin.agent, kind, id)).status).toBe('published');
    expect((await trash()).some((item) => item.kind === kind && item.id === id)).toBe(false);
    const [latest] = (await admin.agent.get(`/backend/admin/items/${kind}/${id}/revisions`)).body.revisions;
    expect(latest).toMatchObject({ event: 'untrashed', author: username, status: 'published' });
    // Restoring again finds nothing in the trash.
    const again = await admin.agent.post(`/backend/admin/trash/${kind}/${id}/restore`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: editorialMessages.trashNotFound });
  });
});

describe('restore', () => {
  it('puts a draft back as a draft', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Trashed while a draft', { status: 'draft' });
    expect((await moveToTrash('blogs', id)).status).toBe(200);
    expect((await admin.agent.post(`/backend/admin/trash/blogs/${id}/restore`)).status).toBe(200);
    expect((await adminItem(admin.agent, 'blogs', id)).status).toBe('draft');
    expect(await publicBySlug(t, 'blogs', 'trashed-while-a-draft')).toBeUndefined();
  });

  it('gives a fresh slug when a new item took the slug meanwhile, and the new item keeps it', async () => {
    const { id: oldId } = await addItem(admin.agent, 'news', 'Slug taken meanwhile');
    expect((await moveToTrash('news', oldId)).status).toBe(200);
    const { id: newId } = await addItem(admin.agent, 'news', 'Slug taken meanwhile');
    expect(await slugOf(admin.agent, 'news', newId)).toBe('slug-taken-meanwhile');

    const res = await admin.agent.post(`/backend/admin/trash/news/${oldId}/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: editorialMessages.restoredFromTrash, slug: 'slug-taken-meanwhile-2' });
    expect(await publicBySlug(t, 'news', 'slug-taken-meanwhile')).toMatchObject({ id: newId });
    expect(await publicBySlug(t, 'news', 'slug-taken-meanwhile-2')).toMatchObject({ id: oldId });
  });

  it('settles a restore racing a new item for the same slug: both succeed, with distinct slugs', async () => {
    // Bounded: the race is lost by the restore only when the add's insert lands first.
    for (let round = 0; round < 10; round += 1) {
      const title = `Contested slug ${round}`;
      const { id } = await addItem(admin.agent, 'blogs', title);
      expect((await moveToTrash('blogs', id)).status).toBe(200);
      const [restore, add] = await Promise.all([
        admin.agent.post(`/backend/admin/trash/blogs/${id}/restore`),
        admin.agent.post(apis.blogs).field('type', 'insert').field('title', title).field('content', '<p>x</p>'),
      ]);
      expect(restore.status, `round ${round}: ${JSON.stringify(restore.body)}`).toBe(200);
      expect(add.status, `round ${round}: ${JSON.stringify(add.body)}`).toBe(200);
      const slugs = [await slugOf(admin.agent, 'blogs', id), await slugOf(admin.agent, 'blogs', add.body.id as number)];
      expect(new Set(slugs).size).toBe(2);
      expect(slugs).toContain(restore.body.slug);
    }
  });

  it('answers 404 for an item that is not in the trash, and 400 or 404 for an unknown kind', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Not in the trash');
    for (const res of [await admin.agent.post(`/backend/admin/trash/news/${id}/restore`), await admin.agent.delete(`/backend/admin/trash/news/${id}`)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: editorialMessages.trashNotFound });
    }
    expect(await publicBySlug(t, 'news', 'not-in-the-trash')).toMatchObject({ id });
    expect([400, 404]).toContain((await admin.agent.post(`/backend/admin/trash/gadgets/${id}/restore`)).status);
    expect([400, 404]).toContain((await admin.agent.delete(`/backend/admin/trash/news/abc`)).status);
  });

  it('refuses edits, state changes and row deletes of an item in the trash with 404, changing nothing', async () => {
    const { id: newsId } = await addItem(admin.agent, 'news', 'Frozen in the trash');
    const { id: ventureId } = await addItem(admin.agent, 'ventures', 'Frozen venture');
    const details = (await admin.agent.get(`/backend/admin/items/ventures/${ventureId}`)).body;
    expect((await moveToTrash('news', newsId)).status).toBe(200);
    expect((await moveToTrash('ventures', ventureId)).status).toBe(200);

    expect((await editItem(admin.agent, 'news', newsId, 'Edited in the trash')).status).toBe(404);
    expect((await editItem(admin.agent, 'ventures', ventureId, 'Edited venture in the trash')).status).toBe(404);
    for (const [kind, id] of [['news', newsId], ['ventures', ventureId]] as const) {
      const res = await setStatus(admin.agent, kind, id, { status: 'draft' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: editorialMessages.itemNotFound });
    }
    const row = await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'subcategory', id: details.subcategories[0].id });
    expect(row.status).toBe(404);

    expect((await admin.agent.post(`/backend/admin/trash/news/${newsId}/restore`)).status).toBe(200);
    expect((await admin.agent.post(`/backend/admin/trash/ventures/${ventureId}/restore`)).status).toBe(200);
    expect(await adminItem(admin.agent, 'news', newsId)).toMatchObject({ title: 'Frozen in the trash', status: 'published' });
    const after = (await admin.agent.get(`/backend/admin/items/ventures/${ventureId}`)).body;
    expect(after.venture).toMatchObject({ title: 'Frozen venture', status: 'published' });
    expect(after.subcategories).toEqual(details.subcategories);
  });

  it('answers 401 without a session', async () => {
    const { agent } = siteAgent(t);
    expect((await agent.get('/backend/admin/trash')).status).toBe(401);
    expect((await agent.post('/backend/admin/trash/news/1/restore')).status).toBe(401);
    expect((await agent.delete('/backend/admin/trash/news/1')).status).toBe(401);
  });
});

describe('delete forever', () => {
  it('removes the item and its revisions, keeping every file any revision named in the library, originals and variants', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Forever gone', {}, { image: await smallJpeg() });
    const firstImage = (await adminItem(admin.agent, 'news', id)).image_url as string;
    expect((await editItem(admin.agent, 'news', id, 'Forever gone', {}, { bytes: await smallPng(), name: 'p.png' })).status).toBe(200);
    const secondImage = (await adminItem(admin.agent, 'news', id)).image_url as string;
    const files = await filesOf([firstImage, secondImage]);
    // Two originals and a WebP variant of each.
    expect(files).toHaveLength(4);
    const revisionIds = ((await admin.agent.get(`/backend/admin/items/news/${id}/revisions`)).body.revisions as { id: string }[]).map((r) => r.id);
    expect(revisionIds).toHaveLength(2);

    expect((await moveToTrash('news', id)).status).toBe(200);
    expect(await filesOf([firstImage, secondImage])).toEqual(files);
    const res = await admin.agent.delete(`/backend/admin/trash/news/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: editorialMessages.deletedForever });

    // The pictures stay in the library, unused, until deleted from the Media screen (issue 24).
    expect(await filesOf([firstImage, secondImage])).toEqual(files);
    await expectUnusedInLibrary(t, [firstImage, secondImage]);
    expect((await trash()).some((item) => item.id === id && item.kind === 'news')).toBe(false);
    const restore = await admin.agent.post(`/backend/admin/trash/news/${id}/restore`);
    expect(restore.status).toBe(404);
    for (const revisionId of revisionIds) expect((await admin.agent.get(`/backend/admin/revisions/${revisionId}`)).status).toBe(404);
    expect((await admin.agent.get(`/backend/admin/items/news/${id}/revisions`)).body.revisions ?? []).toEqual([]);
    // The slug is no longer "gone": nothing has it.
    expect((await siteAgent(t).agent.get(`${apis.news}?slug=forever-gone`)).status).toBe(404);
  });

  it('removes a venture with every child row, its files kept in the library', async () => {
    const before = await listUploadedFiles(t);
    const { id } = await addItem(admin.agent, 'ventures', 'Venture forever gone');
    const withVenture = await listUploadedFiles(t);
    expect(withVenture.length).toBeGreaterThan(before.length);
    expect((await moveToTrash('ventures', id)).status).toBe(200);
    expect((await admin.agent.delete(`/backend/admin/trash/ventures/${id}`)).status).toBe(200);
    expect(await listUploadedFiles(t)).toEqual(withVenture);
    await expectUnusedInLibrary(t, withVenture.filter((file) => !before.includes(file)));
    for (const table of ['venture_stats', 'venture_subcategories', 'venture_clients', 'venture_gallery'] as const) {
      expect(await t.db.selectFrom(table).select('id').where('venture_id', '=', id).execute()).toEqual([]);
    }
  });
});

describe('the 30-day purge', () => {
  // A clean slate: what earlier tests left in the trash is deleted forever first.
  beforeAll(async () => {
    for (const item of await trash()) expect((await admin.agent.delete(`/backend/admin/trash/${item.kind}/${item.id}`)).status).toBe(200);
  });

  it('keeps an item 29 days and deletes it forever after 31, its files kept in the library', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Purged after a month', {}, { image: await smallJpeg() });
    const image = (await adminItem(admin.agent, 'news', id)).image_url as string;
    const files = await filesOf([image]);
    expect(files.length).toBeGreaterThan(0);
    expect((await moveToTrash('news', id)).status).toBe(200);
    const deps = { db: t.db, storage: t.storage, logger };

    expect(await purgeExpiredTrash(deps, new Date(clock.now() + 29 * DAY))).toBe(0);
    expect((await trash()).some((item) => item.id === id && item.kind === 'news')).toBe(true);
    expect(await filesOf([image])).toEqual(files);

    expect(await purgeExpiredTrash(deps, new Date(clock.now() + 31 * DAY))).toBe(1);
    expect((await trash()).some((item) => item.id === id && item.kind === 'news')).toBe(false);
    expect(await filesOf([image])).toEqual(files);
    await expectUnusedInLibrary(t, [image]);
    expect(await t.db.selectFrom('news').select('id').where('id', '=', id).execute()).toEqual([]);
    expect((await admin.agent.get(`/backend/admin/items/news/${id}/revisions`)).body.revisions ?? []).toEqual([]);
  });

  it('is done by the editorial worker, which keeps what is younger', async () => {
    const { id: old } = await addItem(admin.agent, 'testimonials', 'Old testimonial');
    expect((await moveToTrash('testimonials', old)).status).toBe(200);
    const firstDelete = clock.now();
    // Ten minutes later (within the admin session's idle time), a second delete.
    clock.advance(10 * 60_000);
    const { id: young } = await addItem(admin.agent, 'testimonials', 'Young testimonial');
    expect((await moveToTrash('testimonials', young)).status).toBe(200);
    // The worker looks 30 days and 5 minutes after the first delete: only the first has had its 30 days.
    const workerClock = createTestClock(firstDelete + TRASH_RETENTION_DAYS * DAY + 5 * 60_000);
    let changes = 0;
    const worker = createEditorialWorker({ db: t.db, storage: t.storage, logger, clock: workerClock, onChange: () => void (changes += 1) });
    expect(await worker.runOnce()).toEqual({ published: 0, purged: 1 });
    expect(changes).toBe(1);
    const left = (await trash()).filter((item) => item.kind === 'testimonials').map((item) => item.id);
    expect(left).toContain(young);
    expect(left).not.toContain(old);
  });
});

describe('the dashboard', () => {
  type Editorial = NonNullable<AdminOverview['editorial']>;
  /** The overview's editorial counts, its whole reply as its published schema describes it. */
  const editorialCounts = async () => overviewReplySchema.parse((await admin.agent.get('/backend/dashboard/overview.php')).body).editorial as Editorial;

  it('counts drafts, scheduled items and the trash, in all and by type', async () => {
    const before = await editorialCounts();
    await addItem(admin.agent, 'news', 'Dashboard draft', { status: 'draft' });
    const { id: later } = await addItem(admin.agent, 'blogs', 'Dashboard scheduled', { status: 'draft' });
    expect((await setStatus(admin.agent, 'blogs', later, { status: 'scheduled', publish_at: '2099-06-01T10:00' })).status).toBe(200);
    const { id: gone } = await addItem(admin.agent, 'investors', 'Dashboard trashed');
    expect((await moveToTrash('investors', gone)).status).toBe(200);
    const { id: trashedDraft } = await addItem(admin.agent, 'ventures', 'Dashboard trashed draft', { status: 'draft' });
    expect((await moveToTrash('ventures', trashedDraft)).status).toBe(200);

    const after = await editorialCounts();
    expect(after).toEqual({
      drafts: before.drafts + 1,
      scheduled: before.scheduled + 1,
      trash: before.trash + 2,
      by_type: {
        ...before.by_type,
        news: { drafts: before.by_type.news.drafts + 1, scheduled: before.by_type.news.scheduled },
        blogs: { drafts: before.by_type.blogs.drafts, scheduled: before.by_type.blogs.scheduled + 1 },
      },
    });
    // Each type's counts add up to the totals: the kinds without drafts have none.
    const byType = Object.values(after.by_type);
    expect(byType.reduce((sum, counts) => sum + counts.drafts, 0)).toBe(after.drafts);
    expect(byType.reduce((sum, counts) => sum + counts.scheduled, 0)).toBe(after.scheduled);
  });
});
