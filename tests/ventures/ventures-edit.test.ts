import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectUnusedInLibrary } from '../helpers/media-library.js';
import { IMAGE_LIMIT_1MB, IMAGE_LIMIT_600KB } from '../../common/constants.js';
import { jpegOfSize, smallJpeg, smallPng } from '../helpers/test-images.js';
import {
  addVentureViaApi,
  listUploadedFiles,
  sendForm,
  startVentureHarness,
  type FormParts,
  type VentureHarness,
} from './ventures-harness.js';

const EDIT = '/backend/ventures/edit_venture_api.php';

describe('edit_venture_api.php', () => {
  let h: VentureHarness;
  let venture: { id: number; slug: string };
  let other: { id: number; slug: string };

  beforeAll(async () => {
    h = await startVentureHarness();
    other = await addVentureViaApi(h, 'Other Venture');
  });
  beforeEach(async () => {
    venture = await addVentureViaApi(h, `Edited Venture ${Math.random().toString(36).slice(2, 8)}`);
  });
  afterAll(async () => {
    await h.close();
  });

  function edit(parts: FormParts) {
    return sendForm(h.adminPost(EDIT), parts);
  }

  it('changes the title and with it the slug, and the texts and stats', async () => {
    const before = await h.details(venture.id);
    const res = await edit({
      fields: {
        venture_id: String(venture.id),
        title: 'Renamed Venture',
        about_desc: 'New about text',
        stats_id: String(before.venture.stats[0]!.id),
        stats_right_section_title: 'R2',
        stats_right_section_content: 'R2 text',
        stats_left_section_title: 'L2',
        stats_left_section_content: '',
      },
      files: {},
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: 'Venture updated successfully!', slug: 'renamed-venture' });
    const after = await h.details(venture.id);
    expect(after.venture).toMatchObject({ title: 'Renamed Venture', slug: 'renamed-venture', about_desc: 'New about text' });
    expect(after.venture.stats).toEqual([
      {
        id: before.venture.stats[0]!.id,
        stats_image: before.venture.stats[0]!.stats_image,
        stats_image_variants: before.venture.stats[0]!.stats_image_variants,
        stats_image_alt: expect.any(String),
        stats_image_focus: null,
        stats_right_section_title: 'R2',
        stats_right_section_content: 'R2 text',
        stats_left_section_title: 'L2',
        stats_left_section_content: '',
      },
    ]);
    // The earlier slug still finds the venture (slug history: old links keep working).
    expect((await h.get(`/backend/ventures/get_venture.php?slug=${venture.slug}`)).body.venture).toMatchObject({ id: venture.id, slug: 'renamed-venture' });
    expect((await h.get('/backend/ventures/get_venture.php?slug=renamed-venture')).body.venture.id).toBe(venture.id);

    // Another venture renamed to the same title gets -2; keeping one's own title keeps the slug.
    const clash = await edit({ fields: { venture_id: String(other.id), title: 'Renamed Venture' }, files: {} });
    expect(clash.body.slug).toBe('renamed-venture-2');
    const same = await edit({ fields: { venture_id: String(venture.id), title: 'Renamed Venture' }, files: {} });
    expect(same.body.slug).toBe('renamed-venture');
  });

  it('replaces the banner, logo, about and stats images, keeping the old files in the library, after the venture is deleted forever too', async () => {
    const before = await h.details(venture.id);
    const res = await edit({
      fields: { venture_id: String(venture.id), title: 'Fresh Images' },
      files: { img_banner: await smallPng(), logo: await smallJpeg('#123'), about_img: await smallPng(), stats_image: await smallPng() },
    });
    expect(res.status).toBe(200);
    const after = await h.details(venture.id);
    const pairs = [
      ['ventureImages', before.venture.img_banner_url, after.venture.img_banner_url],
      ['ventureLogos', before.venture.logo_url, after.venture.logo_url],
      ['ventureImages', before.venture.about_img_url, after.venture.about_img_url],
      ['ventureStats', before.venture.stats[0]!.stats_image, after.venture.stats[0]!.stats_image],
    ] as const;
    for (const [area, old, fresh] of pairs) {
      expect(fresh).not.toBe(old);
      // The revision before the edit names the old picture: it stays (issue 22).
      expect(await h.t.storage.find(area, old!)).not.toBeNull();
      expect(await h.t.storage.find(area, fresh!)).not.toBeNull();
    }
    // Untouched fields keep their texts.
    expect(after.venture.about_desc).toBe(before.venture.about_desc);

    expect((await h.adminPost('/backend/ventures/delete_venture_api.php').send({ type: 'venture', id: venture.id })).status).toBe(200);
    expect((await h.adminDelete(`/backend/admin/trash/ventures/${venture.id}`)).status).toBe(200);
    // Its pictures stay in the library, unused, until deleted from the Media screen (issue 24).
    for (const [area, old, fresh] of pairs) {
      expect(await h.t.storage.find(area, old!)).not.toBeNull();
      expect(await h.t.storage.find(area, fresh!)).not.toBeNull();
    }
    await expectUnusedInLibrary(h.t, pairs.flatMap(([, old, fresh]) => [old!, fresh!]));
  });

  it('updates subcategories and clients by id, and puts new ones and new gallery images first (issue 24)', async () => {
    const before = await h.details(venture.id);
    const sub = before.subcategories[0]!;
    const client = before.clients[0]!;
    const res = await edit({
      fields: {
        venture_id: String(venture.id),
        title: 'Grown Venture',
        'subcategories[0][id]': String(sub.id),
        'subcategories[0][title]': 'Retail renamed',
        'subcategories[1][title]': 'Hospitality',
        'clients[0][id]': String(client.id),
        'clients[0][client_name]': '',
        'clients[1][client_name]': 'Newco',
      },
      files: {
        'subcategories[0][bannerImage]': await smallPng(),
        'subcategories[1][bannerImage]': await smallJpeg(),
        'clients[0][image]': await smallPng(),
        'gallery[]': await smallJpeg('#abc'),
      },
    });
    expect(res.status).toBe(200);
    const after = await h.details(venture.id);
    expect(after.subcategories.map((s) => [s.id === sub.id, s.name])).toEqual([
      [false, 'Hospitality'],
      [true, 'Retail renamed'],
    ]);
    expect(after.subcategories[1]!.banner_image).not.toBe(sub.banner_image);
    // The replaced pictures stay while the earlier revision names them (issue 22).
    expect(await h.t.storage.find('ventureCategories', sub.banner_image!)).not.toBeNull();
    expect(await h.t.storage.find('ventureCategories', after.subcategories[0]!.banner_image!)).not.toBeNull();
    // A blank name on an existing client keeps its name; the new image replaces the old one.
    expect(after.clients.map((c) => c.client_name)).toEqual(['Newco', 'Acme']);
    expect(after.clients[1]!.client_image).not.toBe(client.client_image);
    expect(await h.t.storage.find('ventureClients', client.client_image!)).not.toBeNull();
    expect(after.clients[0]!.client_image).toBeNull();
    expect(after.gallery).toHaveLength(3);
    expect(after.gallery.slice(1)).toEqual(before.gallery);
    expect(await h.t.storage.find('ventureGallery', after.gallery[0]!.image)).not.toBeNull();
  });

  it('refuses a subcategory or client of another venture with 404, changing nothing and keeping no new file', async () => {
    const otherDetails = await h.details(other.id);
    const cases: [Record<string, string>, string][] = [
      [{ 'subcategories[0][id]': String(otherDetails.subcategories[0]!.id), 'subcategories[0][title]': 'Stolen' }, 'Subcategory not found'],
      [{ 'clients[0][id]': String(otherDetails.clients[0]!.id), 'clients[0][client_name]': 'Stolen' }, 'Client not found'],
      [{ stats_id: String(otherDetails.venture.stats[0]!.id) }, 'Stats not found'],
    ];
    for (const [fields, error] of cases) {
      const before = { details: await h.details(venture.id), files: await listUploadedFiles(h.t) };
      const res = await edit({
        fields: { venture_id: String(venture.id), title: 'Should Not Stick', ...fields },
        files: { img_banner: await smallPng(), 'gallery[]': await smallJpeg() },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'error', error });
      expect(await h.details(venture.id)).toEqual(before.details);
      expect(await listUploadedFiles(h.t)).toEqual(before.files);
    }
    expect((await h.details(other.id)).subcategories[0]!.name).toBe('Retail');
  });

  it('answers an unknown venture with 404 and a bad venture_id or a missing title with 400', async () => {
    const before = await listUploadedFiles(h.t);
    const unknown = await edit({ fields: { venture_id: '987654', title: 'Ghost' }, files: { logo: await smallPng() } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 'error', error: 'Venture not found' });
    expect(await listUploadedFiles(h.t)).toEqual(before);

    const bad = await edit({ fields: { venture_id: 'abc', title: 'Ghost' }, files: {} });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 'error', error: 'id must be a whole number of 1 or more' });

    const untitled = await edit({ fields: { venture_id: String(venture.id), title: '  ' }, files: {} });
    expect(untitled.status).toBe(400);
    expect(untitled.body).toEqual({ status: 'error', error: 'Please complete all required fields.' });

    const nameless = await edit({ fields: { venture_id: String(venture.id), title: 'Ok', 'subcategories[0][title]': '' }, files: { 'subcategories[0][bannerImage]': await smallPng() } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error).toBe('Please complete all required fields.');
  });

  it('applies the size limits with the spec messages and drops an oversize gallery image with the warning', async () => {
    const cases: [string, number, string][] = [
      ['img_banner', IMAGE_LIMIT_1MB, 'Banner image file size exceeds 1 MB limit.'],
      ['about_img', IMAGE_LIMIT_1MB, 'About image file size exceeds 1 MB limit.'],
      ['clients[0][image]', IMAGE_LIMIT_600KB, 'Client image file size exceeds 600 KB limit.'],
    ];
    for (const [field, limit, error] of cases) {
      const res = await edit({ fields: { venture_id: String(venture.id), title: 'Too Big', 'clients[0][client_name]': 'X' }, files: { [field]: await jpegOfSize(limit + 1) } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ status: 'error', error });
    }
    const res = await edit({
      fields: { venture_id: String(venture.id), title: 'Gallery Mix' },
      files: { 'gallery[]': await jpegOfSize(IMAGE_LIMIT_600KB + 1), 'gallery[0]': await smallJpeg() },
    });
    expect(res.status).toBe(200);
    expect(res.body.warning).toBe('Some gallery images exceed the size limit of 600 KB.');
    expect((await h.details(venture.id)).gallery).toHaveLength(3);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const before = { details: await h.details(venture.id), files: await listUploadedFiles(h.t) };
    const res = await sendForm(h.anonymousPost(EDIT), {
      fields: { venture_id: String(venture.id), title: 'Hijacked' },
      files: { img_banner: await smallPng() },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', error: expect.any(String) });
    expect(await h.details(venture.id)).toEqual(before.details);
    expect(await listUploadedFiles(h.t)).toEqual(before.files);
  });
});
