import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMIT_1MB, NEWS_CONTENT_MAX } from '../../common/constants.js';
import { pageSizeOf } from '../../common/content-kinds.js';
import { contentMessages, serverMessages, successMessages, validationMessages } from '../../common/messages.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { jpegOfSize, smallJpeg, smallPng, svgImage } from '../helpers/test-images.js';
import { mediaRowOf, mediaUseCount } from '../helpers/media-library.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { clearUploads, listUploadedFiles, makeNews } from './content-harness.js';

const url = '/backend/news/news_api.php';
let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

async function clearNews() {
  await t.db.deleteFrom('news').execute();
  await clearUploads(t);
}

function insertNews(fields: Record<string, string>, image?: { bytes: Buffer; name?: string }) {
  let req = admin.agent.post(url).field('type', 'insert');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (image) req = req.attach('image', image.bytes, image.name ?? 'photo.jpg');
  return req;
}

describe('news list', () => {
  it('answers an empty first page with no pages', async () => {
    await clearNews();
    const res = await siteAgent(t).agent.get(`${url}?page=1`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ news: [], total_pages: 0 });
  });

  it('pages newest first with the server page size, and a page past the end is empty', async () => {
    await clearNews();
    const count = pageSizeOf('news') + 3;
    for (let i = 0; i < count; i += 1) await makeNews(t, `Item ${i}`, i);
    const first = await siteAgent(t).agent.get(`${url}?page=1`);
    expect(first.body.total_pages).toBe(2);
    expect(first.body.news).toHaveLength(pageSizeOf('news'));
    expect(first.body.news[0].title).toBe('Item 0');
    const second = await siteAgent(t).agent.get(`${url}?page=2`);
    expect(second.body.news.map((n: { title: string }) => n.title)).toEqual(['Item 10', 'Item 11', 'Item 12']);
    const past = await siteAgent(t).agent.get(`${url}?page=3`);
    expect(past.body).toEqual({ news: [], total_pages: 2 });
  });

  it('answers every item without a page', async () => {
    const res = await siteAgent(t).agent.get(url);
    expect(res.body.news).toHaveLength(pageSizeOf('news') + 3);
    expect(res.body.total_pages).toBe(2);
  });

  it.each(['0', '-1', 'abc', '1.5', ''])('refuses page=%s with 400', async (page) => {
    const res = await siteAgent(t).agent.get(`${url}?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: serverMessages.badPage });
  });

  it('finds one item by slug or id, and answers 404 News not found otherwise', async () => {
    await clearNews();
    const row = await makeNews(t, 'Found Me', 0);
    const bySlug = await siteAgent(t).agent.get(`${url}?slug=found-me`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.news).toMatchObject({ id: row.id, slug: 'found-me', title: 'Found Me' });
    const byId = await siteAgent(t).agent.get(`${url}?id=${row.id}`);
    expect(byId.body.news.id).toBe(row.id);
    const missing = await siteAgent(t).agent.get(`${url}?slug=nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'News not found' });
  });
});

describe('news writes', () => {
  it('adds a news item with its image and serves the image', async () => {
    await clearNews();
    const res = await insertNews(
      { title: 'Grand Opening!', content: '<p>We <strong>opened</strong>.</p>', year: '2026' },
      { bytes: await smallJpeg() },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.newsAdded, id: expect.any(Number) });
    const item = (await siteAgent(t).agent.get(`${url}?id=${res.body.id}`)).body.news;
    expect(item).toMatchObject({ slug: 'grand-opening', title: 'Grand Opening!', year: '2026', content: '<p>We <strong>opened</strong>.</p>' });
    expect(item.image_url).toMatch(/^uploads\/[\w-]+\.jpg$/);
    expect(item.formattedDate).toBe(
      new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
        new Date(item.created_at),
      ),
    );
    expect(item.formattedDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const image = await siteAgent(t).agent.get(`/backend/news/${item.image_url}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('gives a repeated title the next free slug', async () => {
    await clearNews();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await insertNews({ title: 'Same Title', content: '<p>x</p>', year: '2026' }, { bytes: await smallPng(), name: 'a.png' });
      ids.push(res.body.id);
    }
    const slugs = await t.db.selectFrom('news').select(['id', 'slug']).orderBy('id').execute();
    expect(slugs.map((row) => row.slug)).toEqual(['same-title', 'same-title-2', 'same-title-3']);
  });

  it.each([
    ['title', { content: '<p>x</p>', year: '2026' }],
    ['content', { title: 'T', year: '2026' }],
    ['year', { title: 'T', content: '<p>x</p>' }],
    ['blank title', { title: '   ', content: '<p>x</p>', year: '2026' }],
    ['blank content', { title: 'T', content: '<p>  </p><p><br></p>', year: '2026' }],
  ])('refuses an insert without %s', async (_missing, fields) => {
    const res = await insertNews(fields, { bytes: await smallJpeg() });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(contentMessages.newsRequired);
  });

  it('refuses an insert without an image', async () => {
    const res = await insertNews({ title: 'T', content: '<p>x</p>', year: '2026' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(contentMessages.newsRequired);
  });

  it('accepts content of exactly 20000 characters a reader sees and refuses 20001', async () => {
    const exact = `<p>${'a'.repeat(NEWS_CONTENT_MAX)}</p>`;
    const ok = await insertNews({ title: 'Long', content: exact, year: '2026' }, { bytes: await smallJpeg() });
    expect(ok.status).toBe(200);
    const over = await insertNews({ title: 'Longer', content: `${exact}a`, year: '2026' }, { bytes: await smallJpeg() });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(contentMessages.newsContentTooLong);
  });

  it('refuses an unknown type', async () => {
    const res = await admin.agent.post(url).field('type', 'upsert').field('title', 'T');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(contentMessages.badType);
  });

  it('accepts an image of exactly 1 MB and refuses 1 MB + 1 byte with the spec message', async () => {
    const ok = await insertNews({ title: 'Big', content: '<p>x</p>', year: '2026' }, { bytes: await jpegOfSize(IMAGE_LIMIT_1MB) });
    expect(ok.status).toBe(200);
    await clearNews();
    const before = await listUploadedFiles(t);
    const over = await insertNews({ title: 'Too big', content: '<p>x</p>', year: '2026' }, { bytes: await jpegOfSize(IMAGE_LIMIT_1MB + 1) });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: validationMessages.imageTooLarge1MB });
    expect(await listUploadedFiles(t)).toEqual(before);
  });

  it('refuses text named .jpg and SVG as not an image', async () => {
    for (const image of [{ bytes: Buffer.from('just some text, not a picture'), name: 'x.jpg' }, { bytes: svgImage, name: 'x.svg' }]) {
      const res = await insertNews({ title: 'Fake', content: '<p>x</p>', year: '2026' }, image);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(serverMessages.notAnImage);
    }
    expect(await t.db.selectFrom('news').where('title', '=', 'Fake').selectAll().execute()).toEqual([]);
  });

  it('updates title, year and content, moves the slug, and keeps the replaced image in the library', async () => {
    await clearNews();
    const created = await insertNews({ title: 'Old Title', content: '<p>old</p>', year: '2025' }, { bytes: await smallJpeg() });
    const oldImage = (await t.db.selectFrom('news').select('image_url').where('id', '=', created.body.id).executeTakeFirstOrThrow()).image_url;
    const res = await admin.agent
      .post(url)
      .field('type', 'update')
      .field('id', String(created.body.id))
      .field('title', 'New Title')
      .field('year', '2026')
      .field('content', '<p>new</p>')
      .attach('image', await smallPng(), 'new.png');
    expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.newsUpdated, id: created.body.id });
    const item = (await siteAgent(t).agent.get(`${url}?id=${created.body.id}`)).body.news;
    expect(item).toMatchObject({ title: 'New Title', slug: 'new-title', year: '2026', content: '<p>new</p>' });
    expect(item.image_url).toMatch(/\.png$/);
    // The new original and its one WebP variant (the test image is narrower than every variant width).
    const original = item.image_url.slice('uploads/'.length);
    const files = await listUploadedFiles(t);
    expect(files).toEqual(expect.arrayContaining([`news/${original}`, `news/${original.replace(/\.png$/, '-5.webp')}`]));
    // The replaced image stays, with its variants: the revision before this edit names it (issue 22).
    const oldOriginal = oldImage!.slice('uploads/'.length);
    expect(files).toEqual(expect.arrayContaining([`news/${oldOriginal}`, `news/${oldOriginal.replace(/\.jpg$/, '-8.webp')}`]));
    expect((await siteAgent(t).agent.get(`/backend/news/${oldImage}`)).status).toBe(200);
    // Only the earlier revision uses it now; the library keeps it.
    expect(await mediaRowOf(t, oldImage!)).toBeDefined();
    expect(await mediaUseCount(t, oldImage!)).toBe(1);
    // Deleted forever, the item and its revisions go; both pictures stay in the library, unused (issue 24).
    const filesBefore = await listUploadedFiles(t);
    expect((await admin.agent.delete(url).send({ id: created.body.id })).status).toBe(200);
    expect((await admin.agent.delete(`/backend/admin/trash/news/${created.body.id}`)).status).toBe(200);
    expect(await listUploadedFiles(t)).toEqual(filesBefore);
    expect((await siteAgent(t).agent.get(`/backend/news/${oldImage}`)).status).toBe(200);
    for (const image of [oldImage!, item.image_url as string]) {
      expect(await mediaRowOf(t, image)).toBeDefined();
      expect(await mediaUseCount(t, image)).toBe(0);
    }
  });

  it('keeps the image and content when an update sends neither', async () => {
    await clearNews();
    const created = await insertNews({ title: 'Keep', content: '<p>keep</p>', year: '2025' }, { bytes: await smallJpeg() });
    const res = await admin.agent.post(url).field('type', 'update').field('id', String(created.body.id)).field('title', 'Keep');
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('news').selectAll().where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ slug: 'keep', content: '<p>keep</p>', year: '2025' });
    expect(row.image_url).not.toBeNull();
  });

  describe('the year on update (a four-digit year, SPEC §5)', () => {
    async function createNews() {
      await clearNews();
      const created = await insertNews({ title: 'Year Test', content: '<p>x</p>', year: '2025' }, { bytes: await smallJpeg() });
      expect(created.status).toBe(200);
      return created.body.id as number;
    }
    const updateYear = (id: number, year?: string) => {
      const req = admin.agent.post(url).field('type', 'update').field('id', String(id)).field('title', 'Year Test');
      return year === undefined ? req : req.field('year', year);
    };
    const storedYear = async (id: number) => (await t.db.selectFrom('news').select('year').where('id', '=', id).executeTakeFirstOrThrow()).year;

    it.each(['Twenty26', '26', '20261', '2O26', '２０２６'])('refuses year %j with 400 and the message, and keeps the stored year', async (year) => {
      const id = await createNews();
      const res = await updateYear(id, year);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: contentMessages.newsYear });
      expect(await storedYear(id)).toBe('2025');
    });

    it('accepts a four-digit year, spaces around it trimmed', async () => {
      const id = await createNews();
      const res = await updateYear(id, ' 2026 ');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.newsUpdated, id });
      expect((await siteAgent(t).agent.get(`${url}?id=${id}`)).body.news.year).toBe('2026');
    });

    it.each([
      ['left out', undefined],
      ['blank', ''],
      ['only spaces', '   '],
    ])('keeps the stored year when it is %s', async (_case, year) => {
      const id = await createNews();
      const res = await updateYear(id, year);
      expect(res.status).toBe(200);
      expect(await storedYear(id)).toBe('2025');
    });

    it('still takes free text on add', async () => {
      await clearNews();
      const res = await insertNews({ title: 'Season', content: '<p>x</p>', year: 'Winter 2025-26' }, { bytes: await smallJpeg() });
      expect(res.status).toBe(200);
      expect(await storedYear(res.body.id)).toBe('Winter 2025-26');
    });
  });

  it('refuses an update without a title or with a bad id', async () => {
    const noTitle = await admin.agent.post(url).field('type', 'update').field('id', '1').field('title', '');
    expect(noTitle.body.error).toBe(contentMessages.newsUpdateRequired);
    const badId = await admin.agent.post(url).field('type', 'update').field('id', 'abc').field('title', 'T');
    expect(badId.status).toBe(400);
    expect(badId.body.error).toBe(contentMessages.badId);
  });

  it('answers 404 to an update of an unknown id and leaves no new file behind', async () => {
    await clearNews();
    const before = await listUploadedFiles(t);
    const res = await admin.agent
      .post(url)
      .field('type', 'update')
      .field('id', '999999')
      .field('title', 'Ghost')
      .attach('image', await smallJpeg(), 'ghost.jpg');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'News not found' });
    expect(await listUploadedFiles(t)).toEqual(before);
  });

  it('moves a deleted item to the trash, keeping its image, and keeps the image with every variant in the library on delete forever', async () => {
    await clearNews();
    const created = await insertNews({ title: 'Bye', content: '<p>x</p>', year: '2026' }, { bytes: await smallJpeg() });
    const stored = await listUploadedFiles(t);
    expect(stored.length).toBeGreaterThan(1);
    const res = await admin.agent.delete(url).send({ id: created.body.id });
    expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.newsDeleted, id: created.body.id });
    // Gone from the public reads (by slug: 410 Gone), its files still there for a restore.
    expect((await siteAgent(t).agent.get(`${url}?id=${created.body.id}`)).status).toBe(404);
    expect((await siteAgent(t).agent.get(`${url}?slug=bye`)).status).toBe(410);
    expect((await siteAgent(t).agent.get(url)).body.news).toEqual([]);
    expect(await listUploadedFiles(t)).toEqual(stored);
    const forever = await admin.agent.delete(`/backend/admin/trash/news/${created.body.id}`);
    expect(forever.status).toBe(200);
    expect(await t.db.selectFrom('news').selectAll().execute()).toEqual([]);
    // The picture stays in the library, unused, until deleted from the Media screen (issue 24).
    expect(await listUploadedFiles(t)).toEqual(stored);
    const image = `uploads/${stored.find((file) => !/-\d+\.webp$/.test(file))!.slice('news/'.length)}`;
    expect((await siteAgent(t).agent.get(`/backend/news/${image}`)).status).toBe(200);
    expect(await mediaRowOf(t, image)).toBeDefined();
    expect(await mediaUseCount(t, image)).toBe(0);
    expect((await siteAgent(t).agent.get(`${url}?slug=bye`)).status).toBe(404);
  });

  it('answers 404 to a delete of an unknown id and 400 to a bad one', async () => {
    const unknown = await admin.agent.delete(url).send({ id: 424242 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'News not found' });
    // Text, a number out of range and a non-number all get the same words.
    for (const id of ['x', 0, -3, 1.5, 2 ** 31, true]) {
      const bad = await admin.agent.delete(url).send({ id });
      expect(bad.status, String(id)).toBe(400);
      expect(bad.body.error, String(id)).toBe(contentMessages.badId);
    }
  });

  it('sanitizes the content on write', async () => {
    await clearNews();
    const res = await insertNews(
      { title: 'XSS', content: '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(1)"></p>', year: '2026' },
      { bytes: await smallJpeg() },
    );
    const row = await t.db.selectFrom('news').select('content').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.content).toBe('<p>Hi</p>');
  });

  it('cleans content that reached the database another way before the API or a page shows it', async () => {
    await clearNews();
    const item = await makeNews(t, 'Imported story', 1);
    const unsafe = '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a></p>';
    await t.db.updateTable('news').set({ content: unsafe }).where('id', '=', item.id).execute();

    const reply = await siteAgent(t).agent.get(`${url}?slug=${item.slug}`).expect(200);
    expect(reply.body.news.content).toMatch(/^<p>Hi<a[^>]*>link<\/a><\/p>$/);
    expect(reply.body.news.content).not.toMatch(/javascript:|onclick|onerror|<script|<img/);
    const page = await siteAgent(t).agent.get(`/sjg/single-news/${item.slug}`).expect(200);
    expect(page.text).toContain('Imported story');
    for (const unsafePart of ['steal()', 'alert(1)', 'onerror']) expect(page.text).not.toContain(unsafePart);
  });
});

describe('news writes without a session', () => {
  it('answers 401 to insert, update and delete and changes nothing', async () => {
    await clearNews();
    const row = await makeNews(t, 'Untouched', 0);
    const { agent } = siteAgent(t);
    const insert = await agent
      .post(url)
      .field('type', 'insert')
      .field('title', 'Intruder')
      .field('content', '<p>x</p>')
      .field('year', '2026')
      .attach('image', await smallJpeg(), 'x.jpg');
    const update = await agent.post(url).field('type', 'update').field('id', String(row.id)).field('title', 'Hacked');
    const remove = await agent.delete(url).send({ id: row.id });
    for (const res of [insert, update, remove]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: serverMessages.unauthorized });
    }
    expect(await t.db.selectFrom('news').select('title').execute()).toEqual([{ title: 'Untouched' }]);
    expect(await listUploadedFiles(t)).toEqual([]);
  });
});
