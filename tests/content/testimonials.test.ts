import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_LIMIT_1MB, IMAGE_LIMIT_600KB } from '../../common/constants.js';
import { contentMessages, serverMessages, successMessages, validationMessages } from '../../common/messages.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { jpegOfSize, smallJpeg } from '../helpers/test-images.js';
import { expectUnusedInLibrary } from '../helpers/media-library.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { clearUploads, listStoredOriginals, listUploadedFiles } from './content-harness.js';

const url = '/backend/testimonials/testimonials_api.php';
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
  await t.db.deleteFrom('testimonials').execute();
  await clearUploads(t);
});

const valid = { name: 'Asha Rao', position: 'CEO', stars: '4.5', review: 'Great partners.' };

function postTestimonial(fields: Record<string, string>, image?: Buffer) {
  let req = admin.agent.post(url);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (image) req = req.attach('image', image, 'face.jpg');
  return req;
}

describe('testimonials', () => {
  it('adds a testimonial (ignoring the empty testimonial field) and lists it with stars as a number', async () => {
    const res = await postTestimonial({ type: 'insert', ...valid, testimonial: '' }, await smallJpeg());
    expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.testimonialAdded, id: expect.any(Number) });
    const list = await siteAgent(t).agent.get(`${url}?page=1`);
    expect(list.body).toEqual({
      testimonials: [
        {
          id: res.body.id,
          slug: 'asha-rao',
          name: 'Asha Rao',
          position: 'CEO',
          stars: 4.5,
          review: 'Great partners.',
          image_url: expect.stringMatching(/^uploads\/[\w-]+\.jpg$/),
          // smallJpeg is 8 x 6 px: one WebP variant at its own width.
          image_variants: { width: 8, height: 6, variants: [{ width: 8, url: expect.stringMatching(/^\/backend\/testimonials\/uploads\/[\w-]+-8\.webp$/) }] },
          // A SPEC §7 add sends no alt text: the library describes the picture by the person's name.
          image_alt: 'Asha Rao',
          image_focus: null,
        },
      ],
      total_pages: 1,
    });
    const image = await siteAgent(t).agent.get(`/backend/testimonials/${list.body.testimonials[0].image_url}`);
    expect(image.status).toBe(200);
  });

  it.each(['0', '5', '3', '0.1', '4.9', '2.50'])('accepts stars %s', async (stars) => {
    const res = await postTestimonial({ type: 'insert', ...valid, stars });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('testimonials').select('stars').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(Number(row.stars)).toBe(Number(stars));
  });

  it.each(['5.1', '-0.1', '4.25', 'abc', '1e0', '6'])('refuses stars %s', async (stars) => {
    const res = await postTestimonial({ type: 'insert', ...valid, stars });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(contentMessages.starRating);
  });

  it.each(['name', 'position', 'stars', 'review'])('requires %s', async (field) => {
    const res = await postTestimonial({ type: 'insert', ...valid, [field]: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(contentMessages.testimonialRequired);
  });

  it('updates a testimonial with one-decimal stars', async () => {
    const created = await postTestimonial({ type: 'insert', ...valid });
    const res = await postTestimonial({ type: 'update', id: String(created.body.id), ...valid, name: 'Asha R.', stars: '3.0' });
    expect(res.body).toEqual({ status: 'success', ok: true, message: contentMessages.testimonialUpdated, id: created.body.id });
    const row = await t.db.selectFrom('testimonials').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Asha R.', slug: 'asha-r', stars: '3.0' });
  });

  it('allows 1 MB on add and refuses 1 MB + 1 byte with the add message', async () => {
    expect((await postTestimonial({ type: 'insert', ...valid }, await jpegOfSize(IMAGE_LIMIT_1MB))).status).toBe(200);
    const over = await postTestimonial({ type: 'insert', ...valid }, await jpegOfSize(IMAGE_LIMIT_1MB + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: validationMessages.imageTooLarge1MB });
  });

  it('allows 600 KB on edit and refuses 600 KB + 1 byte with the edit message, wherever type comes', async () => {
    const created = await postTestimonial({ type: 'insert', ...valid });
    const id = String(created.body.id);
    expect((await postTestimonial({ type: 'update', id, ...valid }, await jpegOfSize(IMAGE_LIMIT_600KB))).status).toBe(200);
    const over = await postTestimonial({ type: 'update', id, ...valid }, await jpegOfSize(IMAGE_LIMIT_600KB + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: 'Image file size exceeds 600KB limit.' });
    const fileFirst = await admin.agent
      .post(url)
      .attach('image', await jpegOfSize(IMAGE_LIMIT_600KB + 1), 'face.jpg')
      .field('type', 'update')
      .field('id', id)
      .field('name', valid.name)
      .field('position', valid.position)
      .field('stars', valid.stars)
      .field('review', valid.review);
    expect(fileFirst.status).toBe(413);
    expect(fileFirst.body).toEqual({ error: validationMessages.testimonialEditImageTooLarge });
    const wayOver = await postTestimonial({ type: 'update', id, ...valid }, await jpegOfSize(IMAGE_LIMIT_1MB + 10));
    expect(wayOver.body).toEqual({ error: validationMessages.testimonialEditImageTooLarge });
    expect(await listStoredOriginals(t)).toHaveLength(1);
  });

  it('answers 404 to unknown ids without leaving a file, trashes (files kept in the library after delete forever), and answers 401 without a session', async () => {
    const update = await postTestimonial({ type: 'update', id: '777', ...valid }, await smallJpeg());
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ error: contentMessages.testimonialNotFound });
    expect(await listUploadedFiles(t)).toEqual([]);
    const created = await postTestimonial({ type: 'insert', ...valid }, await smallJpeg());
    const anonymous = await siteAgent(t).agent.delete(url).send({ id: created.body.id });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: serverMessages.unauthorized });
    const stored = await listUploadedFiles(t);
    const res = await admin.agent.delete(url).send({ id: created.body.id });
    expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.testimonialDeleted, id: created.body.id });
    // Moved to the trash: off the public list, its picture kept until it is deleted forever.
    expect((await siteAgent(t).agent.get(`${url}?page=1`)).body.testimonials).toEqual([]);
    expect(await listUploadedFiles(t)).toEqual(stored);
    expect((await admin.agent.delete(`/backend/admin/trash/testimonials/${created.body.id}`)).status).toBe(200);
    // Deleted forever, its picture stays in the library, unused (issue 24).
    expect(await listUploadedFiles(t)).toEqual(stored);
    await expectUnusedInLibrary(t, stored);
  });
});
