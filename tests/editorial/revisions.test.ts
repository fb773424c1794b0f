// Revisions (issue 22): every save keeps one (who, when, what it did, the whole content); a
// revision reads as labelled fields; restore brings back its text and pictures as a draft (live for
// investors and testimonials); 50 are kept per item, and a picture only pruned revisions named leaves
// storage with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnusedInLibrary, mediaUseCount } from '../helpers/media-library.js';
import { editorialMessages, REVISIONS_KEPT, type RevisionDetail, type RevisionSummary } from '../../common/editorial.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg, smallPng } from '../helpers/test-images.js';
import { addItem, adminItem, apis, editItem, publicBySlug, publicListIds, setStatus } from './editorial-harness.js';

let t: TestApp;
let admin: AdminAgent;
let username: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  username = admin.admin.email.split('@')[0]!;
});
afterAll(async () => {
  await t.close();
});

async function revisions(kind: string, id: number): Promise<RevisionSummary[]> {
  const res = await admin.agent.get(`/backend/admin/items/${kind}/${id}/revisions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.revisions as RevisionSummary[];
}

async function revision(id: string): Promise<RevisionDetail> {
  const res = await admin.agent.get(`/backend/admin/revisions/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.revision as RevisionDetail;
}

const served = async (url: string) => (await siteAgent(t).agent.get(url)).status;

describe('the history of an item', () => {
  it('keeps a revision of every save, newest first, with the admin’s name and what the save did', async () => {
    const { id } = await addItem(admin.agent, 'news', 'History one', { status: 'draft' });
    expect((await editItem(admin.agent, 'news', id, 'History two')).status).toBe(200);
    expect((await setStatus(admin.agent, 'news', id, { status: 'published' })).status).toBe(200);
    expect((await editItem(admin.agent, 'news', id, 'History three')).status).toBe(200);
    expect((await setStatus(admin.agent, 'news', id, { status: 'draft' })).status).toBe(200);
    expect((await setStatus(admin.agent, 'news', id, { status: 'scheduled', publish_at: '2099-03-04T10:00' })).status).toBe(200);

    const list = await revisions('news', id);
    expect(list.map((r) => [r.event, r.status, r.author])).toEqual([
      ['scheduled', 'scheduled', username],
      ['unpublished', 'draft', username],
      ['saved', 'published', username],
      ['published', 'published', username],
      ['saved', 'draft', username],
      ['created', 'draft', username],
    ]);
    for (const r of list) expect(new Date(r.created_at).toISOString()).toBe(r.created_at);
    // Newest first by id.
    const ids = list.map((r) => BigInt(r.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
  });

  it('reads a revision as labelled text fields and image URLs', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Labelled story', {}, { image: await smallJpeg() });
    const [latest] = await revisions('news', id);
    const detail = await revision(latest!.id);
    const row = await t.db.selectFrom('news').select('image_url').where('id', '=', id).executeTakeFirstOrThrow();
    expect(detail).toMatchObject({ id: latest!.id, kind: 'news', item_id: id, event: 'created', status: 'published', author: username });
    expect(detail.fields).toMatchObject({ Title: 'Labelled story', Content: '<p>Labelled story body</p>', Year: '2026' });
    // The history compares them in the order the form asks for them.
    expect(Object.keys(detail.fields)).toEqual(['Title', 'Year', 'Content']);
    expect(detail.images).toEqual({ Image: `/backend/news/${row.image_url}` });
  });

  it('labels a venture’s rows and pictures', async () => {
    const { id } = await addItem(admin.agent, 'ventures', 'Labelled venture');
    const [latest] = await revisions('ventures', id);
    const detail = await revision(latest!.id);
    expect(detail.fields).toMatchObject({ Title: 'Labelled venture', About: 'All about Labelled venture.', Subcategories: 'Retail', Clients: 'Acme' });
    expect(Object.keys(detail.images).sort()).toEqual(['About image', 'Banner', 'Logo', 'Stats image'].sort());
    for (const url of Object.values(detail.images)) expect(await served(url!), url!).toBe(200);
  });

  it('answers an unknown revision with 404 and a malformed id with 400 or 404, and 401 without a session', async () => {
    const unknown = await admin.agent.get('/backend/admin/revisions/987654321');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: editorialMessages.revisionNotFound });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999999']) {
      const res = await admin.agent.get(`/backend/admin/revisions/${bad}`);
      expect([400, 404], bad).toContain(res.status);
      const restore = await admin.agent.post(`/backend/admin/revisions/${bad}/restore`);
      expect([400, 404], bad).toContain(restore.status);
    }
    expect((await siteAgent(t).agent.get('/backend/admin/revisions/1')).status).toBe(401);
    expect((await siteAgent(t).agent.get('/backend/admin/items/news/1/revisions')).status).toBe(401);
  });

  it('answers the revisions of an item that does not exist with 404', async () => {
    const res = await admin.agent.get('/backend/admin/items/news/987654/revisions');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: editorialMessages.itemNotFound });
  });
});

describe('restoring a revision', () => {
  it('brings back an earlier text and picture as a draft, the replaced picture still served meanwhile', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Restore me first', {}, { image: await smallJpeg('#f00') });
    const first = await adminItem(admin.agent, 'news', id);
    const firstImage = first.image_url as string;
    expect((await editItem(admin.agent, 'news', id, 'Restore me second', { content: '<p>Second text</p>' }, { bytes: await smallPng(), name: 'b.png' })).status).toBe(200);
    const second = await adminItem(admin.agent, 'news', id);
    expect(second.image_url).not.toBe(firstImage);
    // The replaced picture is still served: the first revision names it.
    expect(await served(`/backend/news/${firstImage}`)).toBe(200);

    const [, created] = await revisions('news', id);
    expect(created!.event).toBe('created');
    expect((await revision(created!.id)).images).toEqual({ Image: `/backend/news/${firstImage}` });
    const restore = await admin.agent.post(`/backend/admin/revisions/${created!.id}/restore`);
    expect(restore.status, JSON.stringify(restore.body)).toBe(200);
    expect(restore.body).toEqual({ message: editorialMessages.revisionRestored });

    const restored = await adminItem(admin.agent, 'news', id);
    // Never straight to the site: a draft, its URL (slug) unchanged.
    expect(restored).toMatchObject({ status: 'draft', title: 'Restore me first', content: '<p>Restore me first body</p>', image_url: firstImage, slug: second.slug });
    expect(await publicBySlug(t, 'news', second.slug)).toBeUndefined();
    expect(await served(`/backend/news/${firstImage}`)).toBe(200);
    // The picture of the revision it replaced stays too: that revision still names it.
    expect(await served(`/backend/news/${second.image_url as string}`)).toBe(200);
    const [latest] = await revisions('news', id);
    expect(latest).toMatchObject({ event: 'restored', status: 'draft', author: username });

    expect((await setStatus(admin.agent, 'news', id, { status: 'published' })).status).toBe(200);
    expect(await publicBySlug(t, 'news', second.slug)).toMatchObject({ title: 'Restore me first', image_url: firstImage });
  });

  it('restores an investor’s revision live (investors have no drafts)', async () => {
    const { id } = await addItem(admin.agent, 'investors', 'Original Capital');
    expect((await editItem(admin.agent, 'investors', id, 'Renamed Capital')).status).toBe(200);
    const list = await revisions('investors', id);
    const created = list.find((r) => r.event === 'created')!;
    const restore = await admin.agent.post(`/backend/admin/revisions/${created.id}/restore`);
    expect(restore.body).toEqual({ message: editorialMessages.revisionRestoredLive });
    expect(await publicListIds(t, 'investors')).toContain(id);
    const pub = (await siteAgent(t).agent.get(apis.investors)).body.investors.find((i: { id: number }) => i.id === id);
    expect(pub).toMatchObject({ investor_name: 'Original Capital' });
    expect((await adminItem(admin.agent, 'investors', id)).status).toBe('published');
  });

  it('keeps and restores every text field of a testimonial, its position (job title) included', async () => {
    const { id } = await addItem(admin.agent, 'testimonials', 'Asha Rao');
    expect((await editItem(admin.agent, 'testimonials', id, 'Asha Rao', { position: 'Chief Executive', review: 'Changed review' })).status).toBe(200);
    const list = await revisions('testimonials', id);
    const created = list.find((r) => r.event === 'created')!;
    expect((await revision(created.id)).fields).toMatchObject({ Name: 'Asha Rao', Position: 'Director', Review: 'Asha Rao review' });
    expect((await revision(list[0]!.id)).fields).toMatchObject({ Position: 'Chief Executive', Review: 'Changed review' });

    expect((await admin.agent.post(`/backend/admin/revisions/${created.id}/restore`)).status).toBe(200);
    const live = (await siteAgent(t).agent.get(apis.testimonials)).body.testimonials.find((item: { id: number }) => item.id === id);
    expect(live).toMatchObject({ name: 'Asha Rao', position: 'Director', review: 'Asha Rao review' });
  });

  it('brings back a venture’s deleted subcategory with its picture', async () => {
    const { id } = await addItem(admin.agent, 'ventures', 'Venture with rows');
    const details = (await admin.agent.get(`/backend/admin/items/ventures/${id}`)).body;
    const sub = details.subcategories[0] as { id: number; name: string; banner_image: string };
    const removed = await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'subcategory', id: sub.id });
    expect(removed.status).toBe(200);
    expect((await admin.agent.get(`/backend/admin/items/ventures/${id}`)).body.subcategories).toEqual([]);

    const created = (await revisions('ventures', id)).find((r) => r.event === 'created')!;
    expect((await admin.agent.post(`/backend/admin/revisions/${created.id}/restore`)).status).toBe(200);
    const after = (await admin.agent.get(`/backend/admin/items/ventures/${id}`)).body;
    expect(after.venture.status).toBe('draft');
    expect(after.subcategories.map((s: { name: string; banner_image: string }) => [s.name, s.banner_image])).toEqual([[sub.name, sub.banner_image]]);
    expect(await served(`/backend/ventures/uploads/categories/${sub.banner_image}`)).toBe(200);
  });

  it('refuses to restore a revision of an item in the trash', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Trashed history');
    const [created] = await revisions('blogs', id);
    expect((await admin.agent.delete(apis.blogs).send({ id })).status).toBe(200);
    const restore = await admin.agent.post(`/backend/admin/revisions/${created!.id}/restore`);
    expect(restore.status).toBe(404);
  });
});

describe('keeping the last 50', () => {
  it('prunes beyond 50 revisions, keeping a picture only pruned revisions named in the library, unused', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Often saved', {}, { image: await smallJpeg('#0f0') });
    const firstImage = (await adminItem(admin.agent, 'news', id)).image_url as string;
    expect((await editItem(admin.agent, 'news', id, 'Often saved', {}, { bytes: await smallPng(), name: 'c.png' })).status).toBe(200);
    const currentImage = (await adminItem(admin.agent, 'news', id)).image_url as string;
    // 2 saves so far; 50 more make 52, so the first two revisions are pruned.
    for (let save = 3; save <= 52; save += 1) {
      const res = await editItem(admin.agent, 'news', id, 'Often saved', { content: `<p>Save ${save}</p>` });
      expect(res.status).toBe(200);
    }
    const list = await revisions('news', id);
    expect(list).toHaveLength(REVISIONS_KEPT);
    expect(list.some((r) => r.event === 'created')).toBe(false);
    expect((await revision(list[list.length - 1]!.id)).fields.Content).toBe('<p>Save 3</p>');

    const stored = (await t.db.selectFrom('news').select('image_url').where('id', '=', id).executeTakeFirstOrThrow()).image_url;
    expect(stored).toBe(currentImage);
    // No revision names the first picture now; it stays in the library, unused (issue 24).
    expect(await served(`/backend/news/${firstImage}`)).toBe(200);
    expect(await mediaUseCount(t, firstImage)).toBe(0);
    await expectUnusedInLibrary(t, [firstImage]);
    expect(await served(`/backend/news/${currentImage}`)).toBe(200);
    expect(await t.storage.find('news', currentImage)).not.toBeNull();
  });

  it('prunes on a restore from the trash like on any save, leaving a picture only the pruned revision named unused in the library', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Restored at fifty', {}, { image: await smallJpeg('#00f') });
    const firstImage = (await adminItem(admin.agent, 'news', id)).image_url as string;
    expect((await editItem(admin.agent, 'news', id, 'Restored at fifty', {}, { bytes: await smallPng(), name: 'd.png' })).status).toBe(200);
    for (let save = 3; save <= REVISIONS_KEPT; save += 1) {
      expect((await editItem(admin.agent, 'news', id, 'Restored at fifty', { content: `<p>Save ${save}</p>` })).status).toBe(200);
    }
    expect(await revisions('news', id)).toHaveLength(REVISIONS_KEPT);
    // Still named by the first revision.
    expect(await t.storage.find('news', firstImage)).not.toBeNull();

    expect((await admin.agent.delete(apis.news).send({ id })).status).toBe(200);
    expect((await admin.agent.post(`/backend/admin/trash/news/${id}/restore`)).status).toBe(200);
    // The restore's revision is the 51st: the first is pruned, and with it the only mention of its picture.
    const list = await revisions('news', id);
    expect(list).toHaveLength(REVISIONS_KEPT);
    expect(list[0]!.event).toBe('untrashed');
    expect(list.some((r) => r.event === 'created')).toBe(false);
    expect(await t.storage.find('news', firstImage)).not.toBeNull();
    await expectUnusedInLibrary(t, [firstImage]);
  });
});
