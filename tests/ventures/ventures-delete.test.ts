import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnusedInLibrary } from '../helpers/media-library.js';
import {
  addVentureViaApi,
  listUploadedFiles,
  startVentureHarness,
  type VentureHarness,
} from './ventures-harness.js';

const DELETE = '/backend/ventures/delete_venture_api.php';

describe('delete_venture_api.php', () => {
  let h: VentureHarness;

  beforeAll(async () => {
    h = await startVentureHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  function remove(body: unknown) {
    return h.adminPost(DELETE).send(body as object);
  }

  it('deletes a gallery image, a subcategory and a client, keeping their files in the library after the venture is deleted forever', async () => {
    const venture = await addVentureViaApi(h, 'Pruned Venture');
    const before = await h.details(venture.id);

    const gallery = await remove({ type: 'gallery', id: before.gallery[0]!.id });
    expect(gallery.status).toBe(200);
    expect(gallery.body).toEqual({ message: 'Gallery Image Deleted successfully!', status: 'success' });
    // The revision before this delete names the picture, so it stays (issue 22).
    expect(await h.t.storage.find('ventureGallery', before.gallery[0]!.image)).not.toBeNull();

    const sub = await remove({ type: 'subcategory', id: String(before.subcategories[0]!.id) });
    expect(sub.body).toEqual({ message: 'Subcategory Deleted successfully!', status: 'success' });
    expect(await h.t.storage.find('ventureCategories', before.subcategories[0]!.banner_image!)).not.toBeNull();

    const client = await remove({ type: 'client', id: before.clients[0]!.id });
    expect(client.body).toEqual({ message: 'Client Deleted successfully!', status: 'success' });
    expect(await h.t.storage.find('ventureClients', before.clients[0]!.client_image!)).not.toBeNull();

    const after = await h.details(venture.id);
    expect(after.gallery.map((g) => g.id)).toEqual([before.gallery[1]!.id]);
    expect(after.subcategories).toEqual([]);
    expect(after.clients).toEqual([]);
    expect(await h.t.storage.find('ventureGallery', before.gallery[1]!.image)).not.toBeNull();

    // Deleted forever, the venture and its revisions go; every picture stays in the library, unused (issue 24).
    expect((await remove({ type: 'venture', id: venture.id })).status).toBe(200);
    expect((await h.adminDelete(`/backend/admin/trash/ventures/${venture.id}`)).status).toBe(200);
    expect(await h.t.storage.find('ventureGallery', before.gallery[0]!.image)).not.toBeNull();
    expect(await h.t.storage.find('ventureCategories', before.subcategories[0]!.banner_image!)).not.toBeNull();
    expect(await h.t.storage.find('ventureClients', before.clients[0]!.client_image!)).not.toBeNull();
    expect(await h.t.storage.find('ventureGallery', before.gallery[1]!.image)).not.toBeNull();
    await expectUnusedInLibrary(h.t, [
      before.gallery[0]!.image,
      before.subcategories[0]!.banner_image!,
      before.clients[0]!.client_image!,
      before.gallery[1]!.image,
    ]);
  });

  it('moves a venture to the trash, and deletes it forever with its subcategories, clients, gallery and stats, its files kept in the library', async () => {
    const kept = await addVentureViaApi(h, 'Kept Venture');
    const keptFiles = await listUploadedFiles(h.t);
    const doomed = await addVentureViaApi(h, 'Doomed Venture');
    const allFiles = await listUploadedFiles(h.t);
    expect(allFiles.length).toBeGreaterThan(keptFiles.length);

    const res = await remove({ type: 'venture', id: doomed.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Venture Post Deleted  successfully!', status: 'success' });
    // In the trash: off the public reads (its URL answers 410), every file kept for a restore.
    expect((await h.get(`/backend/ventures/ventures_details_api.php?id=${doomed.id}`)).status).toBe(410);
    expect((await h.get(`/backend/ventures/get_venture.php?slug=${doomed.slug}`)).status).toBe(410);
    expect(await listUploadedFiles(h.t)).toEqual(allFiles);

    expect((await h.adminDelete(`/backend/admin/trash/ventures/${doomed.id}`)).status).toBe(200);
    expect(await listUploadedFiles(h.t)).toEqual(allFiles);
    await expectUnusedInLibrary(h.t, allFiles.filter((file) => !keptFiles.includes(file)));
    expect((await h.get(`/backend/ventures/get_venture.php?slug=${doomed.slug}`)).status).toBe(404);
    for (const table of ['venture_stats', 'venture_subcategories', 'venture_clients', 'venture_gallery'] as const) {
      const rows = await h.t.db.selectFrom(table).select('id').where('venture_id', '=', doomed.id).execute();
      expect(rows).toEqual([]);
    }
    expect((await h.details(kept.id)).venture.title).toBe('Kept Venture');
  });

  it('answers an unknown id with 404 and the kind of item', async () => {
    const cases = [
      ['venture', 'Venture not found'],
      ['subcategory', 'Subcategory not found'],
      ['client', 'Client not found'],
      ['gallery', 'Gallery image not found'],
    ] as const;
    for (const [type, error] of cases) {
      const res = await remove({ type, id: 777777 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error });
    }
  });

  it('refuses a bad type or id with 400', async () => {
    for (const body of [{ type: 'investor', id: 1 }, { type: 'venture', id: 'abc' }, { type: 'venture' }, { id: 1 }, {}, { type: 'venture', id: 0 }]) {
      const res = await remove(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('answers 401 without a session and deletes nothing', async () => {
    const venture = await addVentureViaApi(h, 'Protected Venture');
    const files = await listUploadedFiles(h.t);
    const before = await h.details(venture.id);
    for (const [type, id] of [
      ['venture', venture.id],
      ['subcategory', before.subcategories[0]!.id],
      ['client', before.clients[0]!.id],
      ['gallery', before.gallery[0]!.id],
    ] as const) {
      const res = await h.anonymousPost(DELETE).send({ type, id });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect(await h.details(venture.id)).toEqual(before);
    expect(await listUploadedFiles(h.t)).toEqual(files);
  });
});
