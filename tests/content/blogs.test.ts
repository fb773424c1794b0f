import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_CONTENT_MAX, IMAGE_LIMIT_1MB } from '../../common/constants.js';
import { pageSizeOf } from '../../common/content-kinds.js';
import { contentMessages, serverMessages, successMessages, validationMessages } from '../../common/messages.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { jpegOfSize, smallJpeg, svgImage } from '../helpers/test-images.js';
import { expectUnusedInLibrary } from '../helpers/media-library.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { clearUploads, listStoredOriginals, listUploadedFiles } from './content-harness.js';

const url = '/backend/blogs/blogs_api.php';
let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('blogs').execute();
  await clearUploads(t);
});

function postBlog(fields: Record<string, string>, image?: { bytes: Buffer; name?: string }) {
  let req = admin.agent.post(url);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (image) req = req.attach('image', image.bytes, image.name ?? 'photo.jpg');
  return req;
}

describe('blogs', () => {
  it('adds blogs and lists them newest first by page, all without a page, one by slug', async () => {
    for (let i = 0; i < pageSizeOf('blogs') + 1; i += 1) {
      const res = await postBlog({ type: 'insert', title: `Blog ${i}`, content: `<p>Text ${i}</p>` }, i === 0 ? { bytes: await smallJpeg() } : undefined);
      expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.blogAdded, id: expect.any(Number) });
    }
    const first = await siteAgent(t).agent.get(`${url}?page=1`);
    expect(first.body.total_pages).toBe(2);
    expect(first.body.blogs).toHaveLength(pageSizeOf('blogs'));
    expect(first.body.blogs[0]).toMatchObject({ title: `Blog ${pageSizeOf('blogs')}`, slug: `blog-${pageSizeOf('blogs')}`, image_url: null });
    const second = await siteAgent(t).agent.get(`${url}?page=2`);
    expect(second.body.blogs.map((b: { title: string }) => b.title)).toEqual(['Blog 0']);
    expect(second.body.blogs[0].image_url).toMatch(/^uploads\/[\w-]+\.jpg$/);
    const all = await siteAgent(t).agent.get(url);
    expect(all.body.blogs).toHaveLength(pageSizeOf('blogs') + 1);
    const one = await siteAgent(t).agent.get(`${url}?slug=blog-0`);
    expect(one.body.blog).toMatchObject({ title: 'Blog 0', content: '<p>Text 0</p>', formattedDate: expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/) });
    const missing = await siteAgent(t).agent.get(`${url}?slug=nope`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Blog not found' });
    expect((await siteAgent(t).agent.get(`${url}?page=0`)).status).toBe(400);
  });

  it('gives concurrent posts of one title distinct slugs (the unique index and a retry settle races)', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => postBlog({ type: 'insert', title: 'Race Day', content: '<p>x</p>' })),
    );
    expect(replies.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const slugs = (await t.db.selectFrom('blogs').select('slug').execute()).map((row) => row.slug).sort();
    expect(slugs).toEqual(['race-day', 'race-day-2', 'race-day-3', 'race-day-4', 'race-day-5']);
  });

  it('requires title and content', async () => {
    // The last two: what the editor holds after a few spaces and Enters, and a lone &nbsp;.
    const cases: Record<string, string>[] = [
      { content: '<p>x</p>' },
      { title: 'T' },
      { title: 'T', content: '   ' },
      { title: 'T', content: '<p>   </p><p><br></p><p><br></p>' },
      { title: 'T', content: '<p>&nbsp;</p>' },
    ];
    for (const fields of cases) {
      const res = await postBlog({ type: 'insert', ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error).toBe(contentMessages.blogRequired);
    }
    expect(await t.db.selectFrom('blogs').select('id').where('title', '=', 'T').execute()).toEqual([]);
  });

  it('refuses an edit that blanks the content, and accepts content that is only a picture', async () => {
    const created = await postBlog({ type: 'insert', title: 'Kept whole', content: '<p>Words.</p>' });
    expect(created.status).toBe(200);
    const blanked = await postBlog({ type: 'update', id: String(created.body.id), title: 'Kept whole', content: '<p><br></p>' });
    expect(blanked.status).toBe(400);
    expect(blanked.body.error).toBe(contentMessages.blogRequired);
    const row = await t.db.selectFrom('blogs').select('content').where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(row.content).toBe('<p>Words.</p>');
    const picture = await postBlog({ type: 'insert', title: 'Only a picture', content: '<p><img src="/sjg/images/logo.svg" alt="Logo"></p>' });
    expect(picture.status).toBe(200);
  });

  it('accepts 2000 characters a reader sees, whatever the markup around them, and refuses 2001, on insert and update', async () => {
    // 1000 + a space between the paragraphs + 999: the tags add 37 characters the limit does not count.
    const exact = `<p><strong>${'b'.repeat(1000)}</strong></p><p><em>${'c'.repeat(BLOG_CONTENT_MAX - 1001)}</em></p>`;
    const ok = await postBlog({ type: 'insert', title: 'Exact', content: exact });
    expect(ok.status).toBe(200);
    const over = await postBlog({ type: 'insert', title: 'Over', content: `${exact}b` });
    expect(over.body).toEqual({ error: contentMessages.blogContentTooLong });
    const overUpdate = await postBlog({ type: 'update', id: String(ok.body.id), title: 'Exact', content: `${exact}b` });
    expect(overUpdate.body).toEqual({ error: contentMessages.blogContentTooLong });
  });

  it('updates a blog: new title gives a new slug, a new image replaces the old one, which stays stored for the earlier revision', async () => {
    const created = await postBlog({ type: 'insert', title: 'First Name', content: '<p>a</p>' }, { bytes: await smallJpeg() });
    const [oldFile] = await listStoredOriginals(t);
    const res = await postBlog(
      { type: 'update', id: String(created.body.id), title: 'Second Name', content: '<p>b</p>' },
      { bytes: await smallJpeg('#00f') },
    );
    expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.blogUpdated, id: created.body.id });
    const blog = (await siteAgent(t).agent.get(`${url}?id=${created.body.id}`)).body.blog;
    expect(blog).toMatchObject({ slug: 'second-name', title: 'Second Name', content: '<p>b</p>' });
    expect(`blogs/${blog.image_url.slice('uploads/'.length)}`).not.toBe(oldFile);
    // The revision before the edit names the old image, so both originals stay (issue 22).
    const files = await listStoredOriginals(t);
    expect(files).toEqual([oldFile, `blogs/${blog.image_url.slice('uploads/'.length)}`].sort());
    expect((await siteAgent(t).agent.get(`/backend/blogs/uploads/${oldFile!.slice('blogs/'.length)}`)).status).toBe(200);
  });

  it('answers 404 for an unknown id on update and delete, leaving no new file', async () => {
    const update = await postBlog({ type: 'update', id: '98765', title: 'T', content: '<p>x</p>' }, { bytes: await smallJpeg() });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ error: 'Blog not found' });
    expect(await listUploadedFiles(t)).toEqual([]);
    const remove = await admin.agent.delete(url).send({ id: 98765 });
    expect(remove.status).toBe(404);
  });

  it('moves a deleted blog to the trash with its image, and keeps the image in the library on delete forever', async () => {
    const created = await postBlog({ type: 'insert', title: 'Gone', content: '<p>x</p>' }, { bytes: await smallJpeg() });
    const stored = await listUploadedFiles(t);
    const res = await admin.agent.delete(url).send({ id: created.body.id });
    expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.blogDeleted, id: created.body.id });
    expect((await siteAgent(t).agent.get(`${url}?slug=gone`)).status).toBe(410);
    expect((await siteAgent(t).agent.get(url)).body.blogs).toEqual([]);
    expect(await listUploadedFiles(t)).toEqual(stored);
    expect((await admin.agent.delete(`/backend/admin/trash/blogs/${created.body.id}`)).status).toBe(200);
    // Deleted forever, its picture stays in the library, unused (issue 24).
    expect(await listUploadedFiles(t)).toEqual(stored);
    await expectUnusedInLibrary(t, stored);
  });

  it('accepts a 1 MB image and refuses 1 MB + 1 byte, SVG and text with the right errors', async () => {
    expect((await postBlog({ type: 'insert', title: 'A', content: '<p>x</p>' }, { bytes: await jpegOfSize(IMAGE_LIMIT_1MB) })).status).toBe(200);
    const over = await postBlog({ type: 'insert', title: 'B', content: '<p>x</p>' }, { bytes: await jpegOfSize(IMAGE_LIMIT_1MB + 1) });
    expect(over.status).toBe(413);
    expect(over.body.error).toBe(validationMessages.imageTooLarge1MB);
    for (const image of [{ bytes: svgImage, name: 'a.svg' }, { bytes: Buffer.from('hello'), name: 'a.png' }]) {
      const res = await postBlog({ type: 'insert', title: 'C', content: '<p>x</p>' }, image);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(serverMessages.notAnImage);
    }
    expect((await t.db.selectFrom('blogs').select('title').execute()).map((r) => r.title)).toEqual(['A']);
  });

  it('keeps the editor output unchanged and strips XSS payloads', async () => {
    const editorHtml =
      '<h2>Heading</h2><h3>Sub</h3><p>Plain <strong>bold</strong> and <em>italic</em> with ' +
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/page">a link</a>.</p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote>';
    const res = await postBlog({ type: 'insert', title: 'Editor', content: editorHtml });
    const stored = await t.db.selectFrom('blogs').select('content').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(editorHtml);
    const evil = await postBlog({ type: 'insert', title: 'Evil', content: '<p>ok</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' });
    const cleaned = await t.db.selectFrom('blogs').select('content').where('id', '=', evil.body.id).executeTakeFirstOrThrow();
    expect(cleaned.content).toBe('<p>ok</p>');
  });

  it('cleans content that reached the database another way before the API or a page shows it', async () => {
    const created = new Date();
    await t.db
      .insertInto('blogs')
      .values({ slug: 'imported-post', title: 'Imported post', content: '<p>Kept</p><script>alert(1)</script><img src="x" onerror="alert(1)">', created_at: created, updated_at: created })
      .execute();
    const reply = await siteAgent(t).agent.get(`${url}?slug=imported-post`).expect(200);
    expect(reply.body.blog.content).toBe('<p>Kept</p>');
    const page = await siteAgent(t).agent.get('/sjg/single-blog/imported-post').expect(200);
    expect(page.text).toContain('Kept');
    for (const unsafePart of ['alert(1)', 'onerror']) expect(page.text).not.toContain(unsafePart);
  });

  it('answers 401 to writes without a session and changes nothing', async () => {
    const { agent } = siteAgent(t);
    const insert = await agent.post(url).field('type', 'insert').field('title', 'X').field('content', '<p>x</p>');
    const remove = await agent.delete(url).send({ id: 1 });
    expect([insert.status, remove.status]).toEqual([401, 401]);
    expect(insert.body).toEqual({ error: serverMessages.unauthorized });
    expect(await t.db.selectFrom('blogs').selectAll().execute()).toEqual([]);
  });
});
