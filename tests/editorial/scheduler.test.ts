// Scheduled publishing (issue 22) with an injected clock: nothing is published a second early, an
// item is published once its time has come (dated at that time), two workers racing publish it
// exactly once, a time missed while the server was down is published on the next pass, and an item
// no longer complete when its time comes goes back to draft and its editor is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyContentChanged } from '../../server/src/db/change-notifications.js';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database.js';
import { createEditorialWorker } from '../../server/src/editorial/editorial-worker.js';
import { publishDueItems } from '../../server/src/editorial/scheduled-publishing.js';
import { createLogger } from '../../server/src/logger.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { smallJpeg } from '../helpers/test-images.js';
import { addItem, adminItem, apis, editItem, isoAfter, publicBySlug, publicListIds, searchTitles, setStatus, sitemapText, slugOf, type Draftable } from './editorial-harness.js';

const logger = createLogger('silent');
let t: TestApp;
let admin: AdminAgent;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ deps: { clock } });
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

/** Adds an item and schedules it `ms` after the clock's now; returns its id, slug and publish time. */
async function scheduled(kind: Draftable, title: string, ms: number) {
  const { id } = await addItem(admin.agent, kind, title, { status: 'draft' });
  const publishAt = isoAfter(clock.now(), ms);
  const res = await setStatus(admin.agent, kind, id, { status: 'scheduled', publish_at: publishAt });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ status: 'scheduled', publish_at: publishAt });
  return { id, slug: await slugOf(admin.agent, kind, id), publishAt };
}

/** The item's revisions as the history lists them, newest first. */
async function revisionsOf(kind: Draftable, id: number): Promise<{ author: string | null; event: string; status: string }[]> {
  const res = await admin.agent.get(`/backend/admin/items/${kind}/${id}/revisions`);
  expect(res.status).toBe(200);
  return res.body.revisions;
}

async function publishedRevisions(kind: Draftable, id: number): Promise<number> {
  return (await revisionsOf(kind, id)).filter((revision) => revision.event === 'published').length;
}

function worker(db = t.db, onChange: () => void = () => undefined, workerClock: { now(): number } = clock) {
  return createEditorialWorker({ db, storage: t.storage, logger, clock: workerClock, onChange, linkOrigin: () => 'https://sjg.example' });
}

/** The mail queued for the signed-in admin, oldest first. */
async function mailsToAdmin(): Promise<{ subject: string; body: string }[]> {
  return t.db.selectFrom('outgoing_mail').select(['subject', 'body']).where('to_address', '=', admin.admin.email).orderBy('id').execute();
}

/** The item's entry in its kind's admin list (every state, newest first). */
async function listedState(kind: Draftable, id: number): Promise<Record<string, unknown> | undefined> {
  const res = await admin.agent.get(`/backend/admin/items/${kind}`).query({ status: 'draft' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // Each draftable kind's list is under its own name.
  const items = res.body[kind] as { id: number }[];
  return items.find((item) => item.id === id);
}

/** The dashboard's drafts that missed their time. */
async function missedOnDashboard(): Promise<{ type: string; id: number; title: string; at: string }[]> {
  const res = await admin.agent.get('/backend/dashboard/overview.php');
  expect(res.status).toBe(200);
  return res.body.missed_schedules;
}

async function latestRevision(kind: Draftable, id: number) {
  return (await revisionsOf(kind, id))[0];
}

describe('scheduled publishing', () => {
  it('publishes nothing a second before the time, and the item at its time, dated then', async () => {
    const item = await scheduled('news', 'Scheduled launch story', 60_000);
    expect(await publicBySlug(t, 'news', item.slug)).toBeUndefined();

    let changes = 0;
    const run = worker(t.db, () => (changes += 1));
    clock.advance(59_000);
    expect(await run.runOnce()).toEqual({ published: 0, purged: 0 });
    expect(await publicBySlug(t, 'news', item.slug)).toBeUndefined();
    expect((await adminItem(admin.agent, 'news', item.id)).status).toBe('scheduled');
    expect(changes).toBe(0);

    clock.advance(2_000);
    expect(await run.runOnce()).toEqual({ published: 1, purged: 0 });
    expect(changes).toBe(1);
    const visible = await publicBySlug(t, 'news', item.slug);
    expect(visible).toMatchObject({ id: item.id, created_at: item.publishAt });
    expect(await publicListIds(t, 'news')).toContain(item.id);
    expect(await adminItem(admin.agent, 'news', item.id)).toMatchObject({ status: 'published', publish_at: null });

    // The scheduler's revision: no author, event 'published'.
    expect(await latestRevision('news', item.id)).toMatchObject({ author: null, event: 'published', status: 'published' });
    // A second pass has nothing left to do.
    expect(await run.runOnce()).toEqual({ published: 0, purged: 0 });
  });

  it('publishes each due item exactly once when two workers on separate pools race', async () => {
    const items = [
      { kind: 'news' as const, ...(await scheduled('news', 'Race news one', 30_000)) },
      { kind: 'news' as const, ...(await scheduled('news', 'Race news two', 40_000)) },
      { kind: 'blogs' as const, ...(await scheduled('blogs', 'Race blog', 50_000)) },
      { kind: 'ventures' as const, ...(await scheduled('ventures', 'Race venture', 50_000)) },
    ];
    // Process B: its own pool on the same database, as a second server would have.
    const other: DatabaseHandle = openDatabase(t.database.url, logger);
    try {
      clock.advance(60_000);
      const now = new Date(clock.now());
      const counts = await Promise.all([
        publishDueItems({ db: t.db, storage: t.storage, logger }, now, 1),
        publishDueItems({ db: other.db, storage: t.storage, logger }, now, 1),
        worker(other.db).runOnce().then((pass) => pass.published),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(items.length);
    } finally {
      await other.close();
    }
    for (const item of items) {
      expect(await publishedRevisions(item.kind, item.id), `${item.kind} ${item.id}`).toBe(1);
      expect(await publicBySlug(t, item.kind, item.slug), `${item.kind} ${item.slug}`).toMatchObject({ id: item.id });
    }
  });

  it('publishes a time missed while the server was down on the next pass, dated at the scheduled time', async () => {
    const item = await scheduled('blogs', 'Missed while down', 60_000);
    // The worker comes back three days later (its own clock: the admin's session stays within its lifetime).
    const threeDaysLater = createTestClock(clock.now() + 3 * 86_400_000);
    expect((await worker(t.db, () => undefined, threeDaysLater).runOnce()).published).toBe(1);
    expect(await publicBySlug(t, 'blogs', item.slug)).toMatchObject({ id: item.id, created_at: item.publishAt });
    expect(await publishedRevisions('blogs', item.id)).toBe(1);
  });

  it('leaves an item unscheduled back to draft alone when its time comes', async () => {
    const item = await scheduled('news', 'Changed my mind', 60_000);
    expect((await setStatus(admin.agent, 'news', item.id, { status: 'draft' })).body).toMatchObject({ status: 'draft', publish_at: null });
    clock.advance(120_000);
    expect((await worker().runOnce()).published).toBe(0);
    expect(await publicBySlug(t, 'news', item.slug)).toBeUndefined();
  });

  it('returns to draft a venture left incomplete after it was scheduled, and e-mails who scheduled it', async () => {
    const item = await scheduled('ventures', 'Harbour works left unfinished', 60_000);
    // SPEC's inline delete is never refused, so it may take a scheduled venture's last gallery picture.
    const gallery = (await admin.agent.get(`/backend/admin/items/ventures/${item.id}`)).body.gallery as { id: number }[];
    expect(gallery.length).toBeGreaterThan(0);
    for (const picture of gallery) {
      const removed = await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'gallery', id: picture.id });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    }
    expect((await adminItem(admin.agent, 'ventures', item.id)).status).toBe('scheduled');
    const mailsBefore = (await mailsToAdmin()).length;

    let changes = 0;
    clock.advance(61_000);
    expect(await worker(t.db, () => (changes += 1)).runOnce()).toEqual({ published: 0, purged: 0 });
    expect(changes).toBe(0);
    expect(await publicBySlug(t, 'ventures', item.slug)).toBeUndefined();
    const returnedAt = new Date(clock.now()).toISOString();
    expect(await adminItem(admin.agent, 'ventures', item.id)).toMatchObject({ status: 'draft', publish_at: null, missed_schedule_at: returnedAt });
    expect(await listedState('ventures', item.id)).toMatchObject({ status: 'draft', missed_schedule_at: returnedAt });
    expect(await latestRevision('ventures', item.id)).toMatchObject({ author: null, event: 'not_published', status: 'draft' });

    const mails = (await mailsToAdmin()).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Not published: Harbour works left unfinished');
    expect(mails[0]!.body).toContain('The venture “Harbour works left unfinished” was scheduled to go on the site on');
    expect(mails[0]!.body).toContain('Please complete all required fields.');
    expect(mails[0]!.body).toContain(`https://sjg.example/sjg/admin?section=ventures&edit=${item.id}`);

    const activity = await admin.agent.get('/backend/admin/activity').query({ action: 'not_published' });
    expect(activity.status).toBe(200);
    expect(activity.body.entries).toContainEqual(expect.objectContaining({ action: 'not_published', user: null, kind: 'ventures', item_id: item.id, title: 'Harbour works left unfinished' }));

    // Once complete again, it publishes as any draft does.
    clock.advance(1_000);
    const completed = await editItem(admin.agent, 'ventures', item.id, 'Harbour works left unfinished', { status: 'published', 'gallery_alt[0]': 'The harbour at dawn' }, { field: 'gallery[0]', bytes: await smallJpeg() });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(await publicBySlug(t, 'ventures', item.slug)).toMatchObject({ id: item.id });
  });

  it('returns to draft a news item whose picture lost its alt text in the library after it was scheduled', async () => {
    const item = await scheduled('news', 'Undescribed by then', 60_000);
    const [row] = await t.db.selectFrom('news').select('image_url').where('id', '=', item.id).execute();
    const name = row!.image_url!.split('/').at(-1)!;
    const media = await t.db.selectFrom('media').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    const blanked = await admin.agent.patch(`/backend/admin/media/${media.id}`).send({ alt_text: '' });
    expect(blanked.status, JSON.stringify(blanked.body)).toBe(200);

    clock.advance(61_000);
    expect((await worker().runOnce()).published).toBe(0);
    expect(await publicBySlug(t, 'news', item.slug)).toBeUndefined();
    expect(await adminItem(admin.agent, 'news', item.id)).toMatchObject({ status: 'draft', publish_at: null, missed_schedule_at: new Date(clock.now()).toISOString() });
    const [mail] = (await mailsToAdmin()).slice(-1);
    expect(mail).toMatchObject({ subject: 'Not published: Undescribed by then' });
    expect(mail!.body).toContain('The news item “Undescribed by then”');
    expect(mail!.body).toContain('Add alt text to every picture (or mark it decorative) before publishing.');
  });

  it('marks a returned draft in the lists until it is saved again, and no other draft', async () => {
    const item = await scheduled('blogs', 'Short by its time', 60_000);
    const plain = await addItem(admin.agent, 'blogs', 'Never scheduled', { status: 'draft' });
    await t.db.updateTable('blogs').set({ content: '' }).where('id', '=', item.id).execute();

    clock.advance(61_000);
    expect((await worker().runOnce()).published).toBe(0);
    const returnedAt = new Date(clock.now()).toISOString();
    expect(await listedState('blogs', item.id)).toMatchObject({ status: 'draft', missed_schedule_at: returnedAt });
    expect(await listedState('blogs', plain.id)).toMatchObject({ status: 'draft', missed_schedule_at: null });
    expect(await missedOnDashboard()).toContainEqual({ type: 'blogs', id: item.id, title: 'Short by its time', at: returnedAt });
    expect(await missedOnDashboard()).not.toContainEqual(expect.objectContaining({ id: plain.id }));

    clock.advance(1_000);
    const saved = await editItem(admin.agent, 'blogs', item.id, 'Short by its time', { status: 'draft' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await listedState('blogs', item.id)).toMatchObject({ status: 'draft', missed_schedule_at: null });
    expect(await adminItem(admin.agent, 'blogs', item.id)).toMatchObject({ missed_schedule_at: null });
    expect(await missedOnDashboard()).not.toContainEqual(expect.objectContaining({ type: 'blogs', id: item.id }));
  });

  it('leaves a returned draft off the dashboard once it is in the trash', async () => {
    const item = await scheduled('news', 'Short and then thrown away', 60_000);
    await t.db.updateTable('news').set({ content: '' }).where('id', '=', item.id).execute();
    clock.advance(61_000);
    expect((await worker().runOnce()).published).toBe(0);
    expect(await missedOnDashboard()).toContainEqual(expect.objectContaining({ type: 'news', id: item.id }));

    const trashed = await admin.agent.delete(apis.news).send({ id: item.id });
    expect(trashed.status, JSON.stringify(trashed.body)).toBe(200);
    expect(await missedOnDashboard()).not.toContainEqual(expect.objectContaining({ type: 'news', id: item.id }));
  });

  it('starts and stops with a first pass at start (a missed time at boot)', async () => {
    const item = await scheduled('news', 'Published at boot', 60_000);
    clock.advance(61_000);
    let changed!: () => void;
    const changedOnce = new Promise<void>((resolve) => (changed = resolve));
    const running = worker(t.db, () => changed());
    running.start();
    await changedOnce;
    await running.stop();
    expect(await publicBySlug(t, 'news', item.slug)).toMatchObject({ id: item.id });
  });

  it('empties the public cache of every process when it publishes, and the item enters search and the sitemap', async () => {
    const newsUrl = '/backend/news/news_api.php?page=1';
    const item = await scheduled('news', 'Cache wakeup quasarbell', 60_000);
    // A cached public list (the cache trusts itself once its LISTEN is in place; bounded).
    let cached;
    for (let attempt = 0; attempt < 500 && cached?.headers['x-cache'] !== 'HIT'; attempt += 1) cached = await siteAgent(t).agent.get(newsUrl);
    expect(cached!.headers['x-cache']).toBe('HIT');
    expect((cached!.body.news as { id: number }[]).map((n) => n.id)).not.toContain(item.id);

    // The worker on its own pool, without the test's cache-forgetting handle: only its NOTIFY can tell the app.
    // Its own clock: the app's stays put, so the cached reply is still fresh by age.
    const workerClock = createTestClock(clock.now() + 61_000);
    const run = createEditorialWorker({ db: t.database.db, storage: t.storage, logger, clock: workerClock, onChange: () => notifyContentChanged(t.database.db, 'editorial') });
    expect((await run.runOnce()).published).toBe(1);
    let ids: number[] = [];
    for (let attempt = 0; attempt < 500 && !ids.includes(item.id); attempt += 1) {
      ids = ((await siteAgent(t).agent.get(newsUrl)).body.news as { id: number }[]).map((n) => n.id);
    }
    expect(ids).toContain(item.id);
    expect(await searchTitles(t, 'quasarbell')).toEqual(['Cache wakeup quasarbell']);
    expect(await sitemapText(t)).toContain(`/${item.slug}<`);
  });
});
