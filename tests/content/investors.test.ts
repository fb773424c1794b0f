import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_LIMIT_600KB } from '../../common/constants.js';
import { pageSizeOf } from '../../common/content-kinds.js';
import { contentMessages, serverMessages, successMessages, validationMessages } from '../../common/messages.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { jpegOfSize, smallJpeg, smallPng } from '../helpers/test-images.js';
import { expectUnusedInLibrary } from '../helpers/media-library.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { clearUploads, listStoredOriginals, listUploadedFiles } from './content-harness.js';

const url = '/backend/investors/investors_api.php';
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
  await t.db.deleteFrom('investors').execute();
  await clearUploads(t);
});

function postInvestor(fields: Record<string, string>, image?: Buffer) {
  let req = admin.agent.post(url);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (image) req = req.attach('investor_image', image, 'investor.jpg');
  return req;
}

describe('investors', () => {
  it('adds investors with their image, pages them newest first and serves the image', async () => {
    for (let i = 0; i < pageSizeOf('investors') + 1; i += 1) {
      const res = await postInvestor({ type: 'insert', investor_name: `Investor ${i}` }, await smallPng());
      expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.investorAdded, id: expect.any(Number) });
    }
    const first = await siteAgent(t).agent.get(`${url}?page=1`);
    expect(first.body.total_pages).toBe(2);
    expect(first.body.investors).toHaveLength(pageSizeOf('investors'));
    const newest = first.body.investors[0];
    expect(newest).toEqual({
      id: expect.any(Number),
      slug: `investor-${pageSizeOf('investors')}`,
      investor_name: `Investor ${pageSizeOf('investors')}`,
      investor_image: expect.stringMatching(/^[\w-]+\.png$/),
      // smallPng is 5 x 5 px: one WebP variant at its own width.
      investor_image_variants: { width: 5, height: 5, variants: [{ width: 5, url: expect.stringMatching(/^\/backend\/investors\/investor_uploads\/[\w-]+-5\.webp$/) }] },
      // A SPEC §7 add sends no alt text: the library describes the picture by the investor's name.
      investor_image_alt: `Investor ${pageSizeOf('investors')}`,
      investor_image_focus: null,
    });
    const image = await siteAgent(t).agent.get(`/backend/investors/investor_uploads/${newest.investor_image}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const past = await siteAgent(t).agent.get(`${url}?page=9`);
    expect(past.body).toEqual({ investors: [], total_pages: 2 });
  });

  it('requires a name and an image on insert with the spec message', async () => {
    const noImage = await postInvestor({ type: 'insert', investor_name: 'Alone' });
    const noName = await postInvestor({ type: 'insert', investor_name: ' ' }, await smallJpeg());
    for (const res of [noImage, noName]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: validationMessages.allFieldsRequired });
    }
    expect(await listUploadedFiles(t)).toEqual([]);
  });

  it('updates the name (and slug) without an image, and replaces the image when one is sent, keeping the old file for the revision', async () => {
    const created = await postInvestor({ type: 'insert', investor_name: 'Acme Capital' }, await smallJpeg());
    const renamed = await postInvestor({ type: 'update', id: String(created.body.id), investor_name: 'Acme Partners' });
    expect(renamed.body).toEqual({ status: 'success', ok: true, message: successMessages.investorUpdated, id: created.body.id });
    const [file] = await listStoredOriginals(t);
    let row = await t.db.selectFrom('investors').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ investor_name: 'Acme Partners', slug: 'acme-partners' });
    expect(`investors/${row.investor_image}`).toBe(file);
    await postInvestor({ type: 'update', id: String(created.body.id), investor_name: 'Acme Partners' }, await smallPng());
    row = await t.db.selectFrom('investors').selectAll().executeTakeFirstOrThrow();
    expect(`investors/${row.investor_image}`).not.toBe(file);
    // The earlier revisions name the old picture: it stays stored beside the new one (issue 22).
    expect(await listStoredOriginals(t)).toEqual([file, `investors/${row.investor_image}`].sort());
    expect(row.slug).toBe('acme-partners');
  });

  it('accepts a 600 KB image and refuses 600 KB + 1 byte with the spec message', async () => {
    expect((await postInvestor({ type: 'insert', investor_name: 'Exact' }, await jpegOfSize(IMAGE_LIMIT_600KB))).status).toBe(200);
    const over = await postInvestor({ type: 'insert', investor_name: 'Over' }, await jpegOfSize(IMAGE_LIMIT_600KB + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ error: 'Image file size exceeds 600 KB limit.' });
  });

  it('refuses a file that is not an image', async () => {
    const res = await postInvestor({ type: 'insert', investor_name: 'Fake' }, Buffer.from('%PDF-1.4 not an image'));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(serverMessages.notAnImage);
  });

  it('answers 404 to unknown ids, leaving no new file, trashes an investor and keeps its image in the library on delete forever', async () => {
    const update = await postInvestor({ type: 'update', id: '5555', investor_name: 'Ghost' }, await smallJpeg());
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ error: contentMessages.investorNotFound });
    expect(await listUploadedFiles(t)).toEqual([]);
    const created = await postInvestor({ type: 'insert', investor_name: 'Leaving' }, await smallJpeg());
    const stored = await listUploadedFiles(t);
    const res = await admin.agent.delete(url).send({ id: created.body.id });
    expect(res.body).toEqual({ status: 'success', ok: true, message: successMessages.investorDeleted, id: created.body.id });
    // In the trash: off the public list, its picture kept until it is deleted forever.
    expect((await siteAgent(t).agent.get(url)).body.investors).toEqual([]);
    expect(await listUploadedFiles(t)).toEqual(stored);
    expect((await admin.agent.delete(url).send({ id: created.body.id })).status).toBe(404);
    expect((await admin.agent.delete(`/backend/admin/trash/investors/${created.body.id}`)).status).toBe(200);
    // Deleted forever, its picture stays in the library, unused (issue 24).
    expect(await listUploadedFiles(t)).toEqual(stored);
    await expectUnusedInLibrary(t, stored);
  });

  it('answers 401 to writes without a session and changes nothing', async () => {
    const { agent } = siteAgent(t);
    const insert = await agent.post(url).field('type', 'insert').field('investor_name', 'X').attach('investor_image', await smallJpeg(), 'x.jpg');
    const remove = await agent.delete(url).send({ id: 1 });
    expect([insert.status, remove.status]).toEqual([401, 401]);
    expect(await t.db.selectFrom('investors').selectAll().execute()).toEqual([]);
    expect(await listUploadedFiles(t)).toEqual([]);
  });
});
