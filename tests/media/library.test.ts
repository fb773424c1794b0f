// The media library's API (issue 24): uploads straight to the library with the image checks, the
// list with its search, filters and pages, one picture with its uses, edits of the details with
// their checks, deletion refused while anything uses a picture and otherwise removing its files,
// the roles, and the audit entries.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultSiteSettings } from '../../common/site-settings.js';
import { MEDIA_PAGE_SIZE, MEDIA_UPLOAD_MAX_BYTES, mediaMessages, type MediaDetailReply, type MediaItem, type MediaListReply } from '../../common/media.js';
import { contentMessages, serverMessages } from '../../common/messages.js';
import { CHANGED_SINCE } from '../../common/editorial.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { jpegOfSize, smallJpeg } from '../helpers/test-images.js';
import { clearUploads, listUploadedFiles, makeNews } from '../content/content-harness.js';

const base = '/backend/admin/media';
let t: TestApp;
let owner: AdminAgent;
let editor: AdminAgent;
let viewer: AdminAgent;
let auditMark = '0';

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAgent(t);
  editor = await loginAgent(t, { role: 'editor' });
  viewer = await loginAgent(t, { role: 'viewer' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('news').execute();
  await t.db.deleteFrom('team_members').execute();
  await t.db.deleteFrom('revision_files').execute();
  await t.db.deleteFrom('revisions').execute();
  await t.db.deleteFrom('site_settings').execute();
  await t.db.deleteFrom('media').execute();
  // Audit entries cannot be deleted (they are kept 365 days): each test reads those after this mark.
  const last = await t.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  auditMark = String(last?.id ?? 0);
  await clearUploads(t);
});

function upload(agent: AdminAgent, file: Buffer | undefined, fields: Record<string, string> = {}) {
  let req = agent.agent.post(base);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (file) req = req.attach('file', file, 'picture.jpg');
  return req;
}

async function uploaded(fields: Record<string, string> = {}, color?: string): Promise<MediaItem> {
  const res = await upload(editor, await smallJpeg(color), fields);
  expect(res.status).toBe(201);
  return (res.body as { item: MediaItem }).item;
}

async function list(query = ''): Promise<MediaListReply> {
  const res = await viewer.agent.get(`${base}${query}`);
  expect(res.status).toBe(200);
  return res.body as MediaListReply;
}

/** A row straight in the table, `minutesAgo` old, so the newest-first order is known. */
async function mediaRow(name: string, minutesAgo: number, fields: { alt_text?: string } = {}) {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  return t.db
    .insertInto('media')
    .values({ area: 'media', name, width: null, height: null, bytes: null, uploaded_by: null, created_at: at, updated_at: at, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function auditEntries() {
  return t.db.selectFrom('audit_log').select(['action', 'item_kind', 'item_id', 'item_title', 'changed_fields', 'username'])
    .where('id', '>', auditMark)
    .where('item_kind', '=', 'media')
    .orderBy('id')
    .execute();
}

describe('uploading to the library', () => {
  it('stores the picture through the image pipeline in the media folder and registers it with its uploader and size', async () => {
    const res = await upload(editor, await smallJpeg(), { alt_text: '  A red square  ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(mediaMessages.uploaded);
    const item = res.body.item as MediaItem;
    expect(item).toMatchObject({
      alt_text: 'A red square',
      decorative: false,
      caption: '',
      credit: '',
      focal_point: null,
      width: 8,
      height: 6,
      format: 'jpg',
      use_count: 0,
    });
    const account = await t.db.selectFrom('admin_users').select('username').where('id', '=', editor.admin.id).executeTakeFirstOrThrow();
    expect(item.uploaded_by).toBe(account.username);
    expect(item.url).toBe(`/backend/media/uploads/${item.name}`);
    expect(item.thumbnail_url).toBe(item.variants!.variants[0]!.url);
    const files = await listUploadedFiles(t);
    expect(files).toContain(path.join('media', item.name));
    const original = await siteAgent(t).agent.get(item.url);
    expect(original.status).toBe(200);
    expect(item.bytes).toBe(Number(original.headers['content-length']));
    expect((await siteAgent(t).agent.get(item.thumbnail_url)).status).toBe(200);
    expect(await auditEntries()).toEqual([
      { action: 'create', item_kind: 'media', item_id: item.id, item_title: 'A red square', changed_fields: null, username: account.username },
    ]);
  });

  it('takes the decorative mark, and titles the audit entry with the file name when there is no alt text', async () => {
    const item = await uploaded({ decorative: 'true' });
    expect(item).toMatchObject({ decorative: true, alt_text: '' });
    expect((await auditEntries())[0]!.item_title).toBe(item.name);
  });

  it('refuses a file over the limit with the message, a file that is not an image, and no file at all, storing nothing', async () => {
    const tooLarge = await upload(editor, await jpegOfSize(MEDIA_UPLOAD_MAX_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: mediaMessages.tooLarge });
    const notImage = await upload(editor, Buffer.from('just some text, not a picture'));
    expect(notImage.status).toBe(400);
    expect(notImage.body).toEqual({ error: serverMessages.notAnImage });
    const none = await upload(editor, undefined, { alt_text: 'x' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: mediaMessages.fileRequired });
    const json = await editor.agent.post(base).send({});
    expect(json.status).toBe(400);
    const longAlt = await upload(editor, await smallJpeg(), { alt_text: 'a'.repeat(251) });
    expect(longAlt.body).toEqual({ error: mediaMessages.altTooLong });
    expect(await listUploadedFiles(t)).toEqual([]);
    expect(await t.db.selectFrom('media').select('id').execute()).toEqual([]);
  });

  it('removes the stored files when registering the picture fails (no orphan)', async () => {
    await sql`alter table media add constraint refuse_all check (id < 0) not valid`.execute(t.db);
    try {
      const res = await upload(editor, await smallJpeg());
      expect(res.status).toBe(500);
    } finally {
      await sql`alter table media drop constraint refuse_all`.execute(t.db);
    }
    expect(await listUploadedFiles(t)).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });

  it('lets a viewer read the library but not upload, edit or delete (403)', async () => {
    const item = await uploaded();
    expect((await viewer.agent.get(base)).status).toBe(200);
    expect((await viewer.agent.get(`${base}/${item.id}`)).status).toBe(200);
    expect((await upload(viewer, await smallJpeg())).status).toBe(403);
    expect((await viewer.agent.patch(`${base}/${item.id}`).send({ alt_text: 'x' })).status).toBe(403);
    expect((await viewer.agent.delete(`${base}/${item.id}`)).status).toBe(403);
    expect((await siteAgent(t).agent.get(base)).status).toBe(401);
  });
});

describe('the list', () => {
  it('lists newest first with use counts, searches details, file names and the titles of using items, and filters by use and kind', async () => {
    const sunset = await uploaded({ alt_text: 'Sunset over the port' }, '#f80');
    const team = await uploaded({ alt_text: 'The founders' }, '#08f');
    const spare = await uploaded({ alt_text: 'Spare' }, '#888');
    await owner.agent.patch(`${base}/${spare.id}`).send({ credit: 'Photo: Ravi K' });
    await makeNews(t, 'Harbour Expansion', 5, { image_url: `uploads/${sunset.name}` });
    await makeNews(t, 'Second Story', 4, { image_url: `uploads/${sunset.name}` });
    await t.db.insertInto('team_members').values({ name: 'Asha', position: 'COO', photo: team.name, linkedin_url: null }).execute();

    const all = await list();
    expect(all.items.map((item) => item.id)).toEqual([spare.id, team.id, sunset.id]);
    expect(all).toMatchObject({ total: 3, page: 1, total_pages: 1 });
    expect(Object.fromEntries(all.items.map((item) => [item.id, item.use_count]))).toEqual({ [sunset.id]: 2, [team.id]: 1, [spare.id]: 0 });

    expect((await list('?q=SUNSET')).items.map((item) => item.id)).toEqual([sunset.id]);
    expect((await list('?q=harbour')).items.map((item) => item.id)).toEqual([sunset.id]);
    expect((await list('?q=ravi')).items.map((item) => item.id)).toEqual([spare.id]);
    expect((await list(`?q=${team.name.slice(0, 12)}`)).items.map((item) => item.id)).toEqual([team.id]);
    expect((await list('?q=100%25')).items).toEqual([]);
    expect((await list('?used=used')).items.map((item) => item.id)).toEqual([team.id, sunset.id]);
    expect((await list('?used=unused')).items.map((item) => item.id)).toEqual([spare.id]);
    expect((await list('?kind=team')).items.map((item) => item.id)).toEqual([team.id]);
    expect((await list('?kind=news&q=founders')).items).toEqual([]);
    expect((await list('?kind=blogs')).total).toBe(0);
  });

  it('pages the list by MEDIA_PAGE_SIZE', async () => {
    for (let index = 0; index < MEDIA_PAGE_SIZE + 3; index += 1) {
      await mediaRow(`${String(index).padStart(8, 'p')}.jpg`, index);
    }
    const first = await list();
    expect(first.items).toHaveLength(MEDIA_PAGE_SIZE);
    expect(first).toMatchObject({ total: MEDIA_PAGE_SIZE + 3, page: 1, total_pages: 2 });
    expect(first.items[0]!.name).toBe('ppppppp0.jpg');
    const second = await list('?page=2');
    expect(second.items.map((item) => item.name)).toEqual([`pppppp${MEDIA_PAGE_SIZE}.jpg`, `pppppp${MEDIA_PAGE_SIZE + 1}.jpg`, `pppppp${MEDIA_PAGE_SIZE + 2}.jpg`]);
    expect(second.items[0]).toMatchObject({ bytes: null, width: null, variants: null, thumbnail_url: '/backend/media/uploads/pppppp24.jpg', uploaded_by: null });
    expect((await list('?page=9')).items).toEqual([]);
  });

  it.each([
    ['?used=maybe', mediaMessages.usedFilterInvalid],
    ['?kind=podcasts', mediaMessages.kindFilterInvalid],
    ['?used=used&used=unused', mediaMessages.usedFilterInvalid],
    [`?q=${'x'.repeat(101)}`, mediaMessages.queryTooLong],
    ['?q=a&q=b', mediaMessages.queryTooLong],
    ['?page=0', serverMessages.badPage],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const res = await viewer.agent.get(`${base}${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });
});

describe('one picture', () => {
  it('lists its uses: live items, then the trash, then earlier versions, each item once', async () => {
    const item = await uploaded({ alt_text: 'Used everywhere' });
    const live = await makeNews(t, 'Live Story', 3, { image_url: `uploads/${item.name}` });
    const trashed = await makeNews(t, 'Trashed Story', 2, { image_url: `uploads/${item.name}` });
    await t.db.updateTable('news').set({ deleted_at: new Date() }).where('id', '=', trashed.id).execute();
    const earlier = await makeNews(t, 'Changed Story', 1);
    const revision = await t.db
      .insertInto('revisions')
      .values({ kind: 'news', item_id: earlier.id, event: 'update', status: 'draft', content: '{}', author_id: null, author_name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('revision_files').values({ revision_id: revision.id, area: 'news', field: `uploads/${item.name}` }).execute();
    // The live item's own history names the picture too: it is still listed once, as live.
    const own = await t.db
      .insertInto('revisions')
      .values({ kind: 'news', item_id: live.id, event: 'create', status: 'draft', content: '{}', author_id: null, author_name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('revision_files').values({ revision_id: own.id, area: 'news', field: `uploads/${item.name}` }).execute();

    const res = await viewer.agent.get(`${base}/${item.id}`);
    expect(res.status).toBe(200);
    const detail = res.body as MediaDetailReply;
    expect(detail.item).toMatchObject({ id: item.id, alt_text: 'Used everywhere', use_count: 3 });
    expect(detail.uses).toEqual([
      { kind: 'news', item_id: live.id, label: 'Live Story', in_trash: false, in_history: false },
      { kind: 'news', item_id: trashed.id, label: 'Trashed Story', in_trash: true, in_history: false },
      { kind: 'news', item_id: earlier.id, label: 'Changed Story', in_trash: false, in_history: true },
    ]);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    expect((await viewer.agent.get(`${base}/999999`)).body).toEqual({ error: mediaMessages.notFound });
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const res = await viewer.agent.get(`${base}/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: contentMessages.badId });
    }
  });
});

describe('editing the details', () => {
  it('saves alt text, decorative mark, caption, credit and focal point (per cent), records what changed, and leaves absent fields', async () => {
    const item = await uploaded({ alt_text: 'Before' });
    const res = await editor.agent
      .patch(`${base}/${item.id}`)
      .send({ alt_text: ' After ', caption: 'A caption', credit: 'Photo: A', focal_point: { x: 30, y: 72.5 } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(mediaMessages.updated);
    expect(res.body.item).toMatchObject({ alt_text: 'After', caption: 'A caption', credit: 'Photo: A', decorative: false, focal_point: { x: 30, y: 72.5 } });
    const row = await t.db.selectFrom('media').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.focal_x).toBeCloseTo(0.3, 5);
    expect(row.focal_y).toBeCloseTo(0.725, 5);

    const again = await editor.agent.patch(`${base}/${item.id}`).send({ decorative: true, focal_point: null });
    expect(again.body.item).toMatchObject({ alt_text: 'After', caption: 'A caption', decorative: true, focal_point: null });
    const updates = (await auditEntries()).filter((entry) => entry.action === 'update');
    expect(updates).toEqual([
      expect.objectContaining({ item_kind: 'media', item_id: item.id, item_title: 'After', changed_fields: ['alt_text', 'caption', 'credit', 'focal_point'] }),
      expect.objectContaining({ item_kind: 'media', item_id: item.id, item_title: 'After', changed_fields: ['decorative', 'focal_point'] }),
    ]);
  });

  it.each([
    [{ alt_text: 'a'.repeat(251) }, mediaMessages.altTooLong],
    [{ alt_text: 5 }, mediaMessages.altTooLong],
    [{ caption: 'c'.repeat(301) }, mediaMessages.captionTooLong],
    [{ credit: 'c'.repeat(151) }, mediaMessages.creditTooLong],
    [{ focal_point: { x: 101, y: 50 } }, mediaMessages.focalInvalid],
    [{ focal_point: { x: -1, y: 50 } }, mediaMessages.focalInvalid],
    [{ focal_point: { x: '50', y: 50 } }, mediaMessages.focalInvalid],
    [{ focal_point: { x: 50 } }, mediaMessages.focalInvalid],
    [{ focal_point: [50, 50] }, mediaMessages.focalInvalid],
    [{ focal_point: 'center' }, mediaMessages.focalInvalid],
  ])('refuses %j with 400 and its message, changing nothing', async (body, message) => {
    const item = await uploaded({ alt_text: 'Kept' });
    const res = await editor.agent.patch(`${base}/${item.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect((await viewer.agent.get(`${base}/${item.id}`)).body.item).toMatchObject({ alt_text: 'Kept', focal_point: null });
  });

  it('refuses a body of the wrong type, a bad decorative mark and a bad id with 400, and an unknown id with 404', async () => {
    const item = await uploaded();
    for (const body of [[1, 2], { decorative: 'yes' }]) {
      expect((await editor.agent.patch(`${base}/${item.id}`).send(body)).status).toBe(400);
    }
    expect((await editor.agent.patch(`${base}/${item.id}`).set('Content-Type', 'application/json').send('{"alt_text":')).status).toBe(400);
    expect((await editor.agent.patch(`${base}/abc`).send({ alt_text: 'x' })).status).toBe(400);
    const missing = await editor.agent.patch(`${base}/999999`).send({ alt_text: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: mediaMessages.notFound });
  });
});

describe('two editors on one picture', () => {
  const detailsOf = async (id: number) => (await viewer.agent.get(`${base}/${id}`)).body.item as MediaItem;

  it('refuses the save made from the older read, naming who saved since, keeps their save, and saves over it from the newer read', async () => {
    const item = await uploaded({ alt_text: 'A boat' });
    const read = (await detailsOf(item.id)).updated_at;
    const first = await owner.agent.patch(`${base}/${item.id}`).send({ alt_text: 'A fishing boat at dusk', expected_updated_at: read });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.item.updated_at).not.toBe(read);

    const refused = await editor.agent.patch(`${base}/${item.id}`).send({ alt_text: 'A boat on the sea', credit: 'Photo: A', expected_updated_at: read });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toEqual({
      error: `This picture was saved by ${owner.admin.email.split('@')[0]} after you opened it. Your changes are not saved yet.`,
      code: CHANGED_SINCE,
      updated_at: first.body.item.updated_at,
    });
    expect(await detailsOf(item.id)).toMatchObject({ alt_text: 'A fishing boat at dusk', credit: '' });
    expect((await auditEntries()).filter((entry) => entry.action === 'update')).toHaveLength(1);

    const over = await editor.agent.patch(`${base}/${item.id}`).send({ alt_text: 'A boat on the sea', expected_updated_at: refused.body.updated_at });
    expect(over.status).toBe(200);
    expect((await detailsOf(item.id)).alt_text).toBe('A boat on the sea');
  });

  it("names no one when an item's form changed the alt text since", async () => {
    const item = await uploaded({ alt_text: 'A boat' });
    const read = (await detailsOf(item.id)).updated_at;
    const form = await owner.agent
      .post('/backend/news/news_api.php')
      .field('type', 'insert')
      .field('title', 'Boats at dusk')
      .field('content', '<p>Evening at the harbour.</p>')
      .field('year', '2026')
      .field('image_media_id', String(item.id))
      .field('image_alt', 'Boats in the harbour');
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect((await detailsOf(item.id)).alt_text).toBe('Boats in the harbour');
    const refused = await editor.agent.patch(`${base}/${item.id}`).send({ caption: 'Harbour', expected_updated_at: read });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This picture was changed after you opened it. Your changes are not saved yet.');
  });

  it('refuses the second of two saves sent at once from the same read', async () => {
    const item = await uploaded({ alt_text: 'A boat' });
    const read = (await detailsOf(item.id)).updated_at;
    const replies = await Promise.all([
      owner.agent.patch(`${base}/${item.id}`).send({ alt_text: 'One', expected_updated_at: read }),
      editor.agent.patch(`${base}/${item.id}`).send({ alt_text: 'Two', expected_updated_at: read }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect((await detailsOf(item.id)).alt_text).toBe(replies[0]!.status === 200 ? 'One' : 'Two');
  });

  it('saves without a read time as before, and refuses a malformed one with 400, saving nothing', async () => {
    const item = await uploaded({ alt_text: 'A boat' });
    expect((await editor.agent.patch(`${base}/${item.id}`).send({ alt_text: 'Unchecked' })).status).toBe(200);
    const bad = await editor.agent.patch(`${base}/${item.id}`).send({ alt_text: 'Bad', expected_updated_at: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^expected_updated_at must be/);
    expect((await detailsOf(item.id)).alt_text).toBe('Unchecked');
  });
});

describe('deleting', () => {
  async function refusal(id: number) {
    const res = await editor.agent.delete(`${base}/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('media_in_use');
    expect(res.body.error.startsWith(`${mediaMessages.inUse} `)).toBe(true);
    return res.body as { error: string; uses: unknown[] };
  }

  it('refuses a picture a live item uses, naming it, and keeps row and files', async () => {
    const item = await uploaded();
    const news = await makeNews(t, 'Live Story', 1, { image_url: `uploads/${item.name}` });
    const body = await refusal(item.id);
    expect(body.error).toBe(`${mediaMessages.inUse} News “Live Story”`);
    expect(body.uses).toEqual([{ kind: 'news', item_id: news.id, label: 'Live Story', in_trash: false, in_history: false }]);
    expect((await siteAgent(t).agent.get(item.url)).status).toBe(200);
    expect(await t.db.selectFrom('media').select('id').where('id', '=', item.id).execute()).toHaveLength(1);
  });

  it('refuses a picture an item in the trash, an earlier version or a site section uses', async () => {
    const trashed = await uploaded({}, '#111');
    const news = await makeNews(t, 'Binned', 1, { image_url: `uploads/${trashed.name}` });
    await t.db.updateTable('news').set({ deleted_at: new Date() }).where('id', '=', news.id).execute();
    expect((await refusal(trashed.id)).error).toBe(`${mediaMessages.inUse} News “Binned” (in the trash)`);

    const older = await uploaded({}, '#222');
    const other = await makeNews(t, 'Moved On', 1);
    const revision = await t.db
      .insertInto('revisions')
      .values({ kind: 'news', item_id: other.id, event: 'update', status: 'draft', content: '{}', author_id: null, author_name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('revision_files').values({ revision_id: revision.id, area: 'news', field: `uploads/${older.name}` }).execute();
    expect((await refusal(older.id)).error).toBe(`${mediaMessages.inUse} News “Moved On” (an earlier version)`);

    const shared = await uploaded({}, '#333');
    const owner = await loginAgent(t);
    expect((await owner.agent.put('/backend/admin/site/seo').send({ ...defaultSiteSettings.seo, shareImage: shared.name })).status).toBe(200);
    const site = await refusal(shared.id);
    expect(site.uses).toEqual([{ kind: 'site', item_id: null, label: 'Search and sharing', in_trash: false, in_history: false }]);
  });

  it('deletes an unused picture: its row, its original and variants, with an audit entry', async () => {
    const item = await uploaded({ alt_text: 'Going away' });
    const variantUrls = item.variants!.variants.map((variant) => variant.url);
    const res = await editor.agent.delete(`${base}/${item.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: mediaMessages.deleted });
    expect(await t.db.selectFrom('media').select('id').execute()).toEqual([]);
    for (const url of [item.url, ...variantUrls]) expect((await siteAgent(t).agent.get(url)).status).toBe(404);
    expect(await readdir(path.join(t.uploadsDir, 'media'))).toEqual([]);
    expect((await auditEntries()).at(-1)).toMatchObject({ action: 'delete', item_kind: 'media', item_id: item.id, item_title: 'Going away' });
    expect((await editor.agent.delete(`${base}/${item.id}`)).status).toBe(404);
    expect((await editor.agent.delete(`${base}/nope`)).status).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };

  it('describes the real replies of every media endpoint, and no more', async () => {
    const document = (await siteAgent(t).agent.get('/backend/openapi.json')).body as Document;
    const check = (path: string, method: string, status: number, body: Record<string, unknown>) => {
      const schema = document.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
      expect(schema, `${method} ${path} ${status}`).toBeDefined();
      const parsed = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
      expect(parsed.safeParse(body).error?.issues ?? [], `${method} ${path} ${status}`).toEqual([]);
      // A reply with a field the document does not know would fail too.
      expect(parsed.safeParse({ ...body, surprise: 1 }).success, `${method} ${path} ${status}`).toBe(false);
    };
    const created = await upload(editor, await smallJpeg(), { alt_text: 'Documented' });
    check('/admin/media', 'post', 201, created.body);
    const item = created.body.item as MediaItem;
    await mediaRow('legacyname.png', 0);
    const listed = await viewer.agent.get(base);
    expect(listed.body.items).toHaveLength(2);
    check('/admin/media', 'get', 200, listed.body);
    await makeNews(t, 'Documented Story', 1, { image_url: `uploads/${item.name}` });
    check('/admin/media/{id}', 'get', 200, (await viewer.agent.get(`${base}/${item.id}`)).body);
    check('/admin/media/{id}', 'patch', 200, (await editor.agent.patch(`${base}/${item.id}`).send({ focal_point: { x: 10, y: 20 } })).body);
    const refused = await editor.agent.delete(`${base}/${item.id}`);
    check('/admin/media/{id}', 'delete', 409, refused.body);
    await t.db.deleteFrom('news').execute();
    check('/admin/media/{id}', 'delete', 200, (await editor.agent.delete(`${base}/${item.id}`)).body);
    expect(document.paths['/media/uploads/{name}']?.get).toBeDefined();
  });
});
