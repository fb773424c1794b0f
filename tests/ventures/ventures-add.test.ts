import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VentureDetails } from '../../common/api-types.js';
import { IMAGE_LIMIT_1MB, IMAGE_LIMIT_600KB } from '../../common/constants.js';
import type { UploadArea } from '../../common/upload-areas.js';
import { jpegOfSize, smallJpeg } from '../helpers/test-images.js';
import {
  completeAddForm,
  listUploadedFiles,
  makeVenture,
  sendForm,
  startVentureHarness,
  type FormParts,
  type VentureHarness,
} from './ventures-harness.js';

const ADD = '/backend/ventures/add_venture_api.php';
const REQUIRED = 'Please complete all required fields.';

describe('add_venture_api.php', () => {
  let h: VentureHarness;

  beforeAll(async () => {
    h = await startVentureHarness();
    await makeVenture(h.t, 'Already There');
  });
  afterAll(async () => {
    await h.close();
  });

  function add(parts: FormParts) {
    return sendForm(h.adminPost(ADD), parts);
  }

  async function ventureCount(): Promise<number> {
    const row = await h.t.db.selectFrom('ventures').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function expectStored(area: UploadArea, field: string | null) {
    expect(field).toMatch(/^[\w-]+\.(jpg|png)$/);
    expect(await h.t.storage.find(area, field!)).not.toBeNull();
  }

  it('adds a complete venture at the end of the display order, visible in every read', async () => {
    const parts = await completeAddForm('Alpha Lottery & Gaming!');
    parts.fields['subcategories[1][name]'] = 'No banner';
    parts.fields['clients[1][name]'] = 'Beta Corp';
    parts.files['clients[1][image]'] = await smallJpeg('#00f');
    parts.files['gallery[]'] = await smallJpeg('#0f0');
    const res = await add(parts);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Venture added successfully!', status: 'success', id: expect.any(Number), slug: 'alpha-lottery-gaming' });

    const list = await h.get('/backend/ventures/ventures_api.php?page=1');
    expect(list.body.ventures.map((v: { id: number }) => v.id)).toEqual([expect.any(Number), res.body.id]);

    const details = (await h.get(`/backend/ventures/ventures_details_api.php?id=${res.body.id}`)).body as VentureDetails;
    expect(details.venture).toMatchObject({
      title: 'Alpha Lottery & Gaming!',
      slug: 'alpha-lottery-gaming',
      about_desc: 'All about Alpha Lottery & Gaming!.',
    });
    expect(details.venture.stats).toHaveLength(1);
    expect(details.venture.stats[0]).toMatchObject({
      stats_right_section_title: '45 years',
      stats_right_section_content: 'of experience',
      stats_left_section_title: '18+ brands',
      stats_left_section_content: 'across India',
    });
    expect(details.venture.logo_url).toMatch(/\.png$/);
    await expectStored('ventureLogos', details.venture.logo_url);
    await expectStored('ventureImages', details.venture.img_banner_url);
    await expectStored('ventureImages', details.venture.about_img_url);
    await expectStored('ventureStats', details.venture.stats[0]!.stats_image);
    expect(details.subcategories.map((s) => s.name)).toEqual(['Retail', 'No banner']);
    await expectStored('ventureCategories', details.subcategories[0]!.banner_image);
    expect(details.subcategories[1]!.banner_image).toBeNull();
    expect(details.clients.map((c) => c.client_name)).toEqual(['Acme', 'Beta Corp']);
    for (const client of details.clients) await expectStored('ventureClients', client.client_image);
    expect(details.gallery).toHaveLength(3);
    for (const image of details.gallery) await expectStored('ventureGallery', image.image);

    const pub = await h.get('/backend/ventures/get_venture.php?slug=alpha-lottery-gaming');
    expect(pub.status).toBe(200);
    expect(pub.body.venture.logo).toBe(details.venture.logo_url);
    expect(pub.body.venture.gallery).toHaveLength(3);
    const publicList = await h.get('/backend/ventures/get_venture.php?page=1');
    expect(publicList.body.ventures.map((v: { id: number }) => v.id)).toContain(res.body.id);
  });

  it('makes the slug unique with -2 when the title is taken', async () => {
    const first = await add(await completeAddForm('Twin Title'));
    const second = await add(await completeAddForm('Twin Title'));
    expect(first.body.slug).toBe('twin-title');
    expect(second.body.slug).toBe('twin-title-2');
  });

  const requiredCases: [string, (parts: FormParts) => void][] = [
    ['title missing', (p) => (p.fields.title = undefined)],
    ['title blank', (p) => (p.fields.title = '   ')],
    ['about_desc missing', (p) => (p.fields.about_desc = undefined)],
    ['stats_right_section_title missing', (p) => (p.fields.stats_right_section_title = undefined)],
    ['stats_left_section_title blank', (p) => (p.fields.stats_left_section_title = '')],
    ['img_banner missing', (p) => (p.files.img_banner = undefined)],
    ['logo missing', (p) => (p.files.logo = undefined)],
    ['stats_image missing', (p) => (p.files.stats_image = undefined)],
    ['about_img missing', (p) => (p.files.about_img = undefined)],
    ['logo sent empty (a file input left empty)', (p) => (p.files.logo = Buffer.alloc(0))],
    ['no gallery image', (p) => ((p.files['gallery[0]'] = undefined), (p.files['gallery[1]'] = undefined))],
    ['a client without an image', (p) => (p.files['clients[0][image]'] = undefined)],
    ['a client without a name', (p) => (p.fields['clients[0][name]'] = undefined)],
    ['a subcategory banner without a name', (p) => (p.fields['subcategories[0][name]'] = ' ')],
  ];

  it.each(requiredCases)('refuses a venture with %s, storing nothing', async (_name, change) => {
    const before = { count: await ventureCount(), files: await listUploadedFiles(h.t) };
    const parts = await completeAddForm('Incomplete Venture');
    change(parts);
    const res = await add(parts);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: REQUIRED, message: REQUIRED });
    expect(await ventureCount()).toBe(before.count);
    expect(await listUploadedFiles(h.t)).toEqual(before.files);
  });

  it('accepts stats contents and subcategories left out', async () => {
    const parts = await completeAddForm('Minimal Venture');
    parts.fields.stats_left_section_content = undefined;
    parts.fields.stats_right_section_content = undefined;
    parts.fields['subcategories[0][name]'] = undefined;
    parts.files['subcategories[0][bannerImage]'] = undefined;
    const res = await add(parts);
    expect(res.status).toBe(200);
  });

  const sizeCases: [string, number, string][] = [
    ['img_banner', IMAGE_LIMIT_1MB, 'Banner image file size exceeds 1 MB limit.'],
    ['logo', IMAGE_LIMIT_1MB, 'Logo image file size exceeds 1 MB limit.'],
    ['stats_image', IMAGE_LIMIT_1MB, 'Stats image file size exceeds 1 MB limit.'],
    ['about_img', IMAGE_LIMIT_1MB, 'About image file size exceeds 1 MB limit.'],
    ['subcategories[0][bannerImage]', IMAGE_LIMIT_600KB, 'Subcategory image file size exceeds 600 KB limit.'],
    ['clients[0][image]', IMAGE_LIMIT_600KB, 'Client image file size exceeds 600 KB limit.'],
  ];

  it.each(sizeCases)('refuses %s at %i + 1 bytes with 413 and accepts it at exactly the limit', async (field, limit, message) => {
    const before = { count: await ventureCount(), files: await listUploadedFiles(h.t) };
    const over = await completeAddForm(`Big ${field}`);
    over.files[field] = await jpegOfSize(limit + 1);
    const refused = await add(over);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ error: message, message });
    expect(await ventureCount()).toBe(before.count);
    expect(await listUploadedFiles(h.t)).toEqual(before.files);

    const exact = await completeAddForm(`Exact ${field}`);
    exact.files[field] = await jpegOfSize(limit);
    const accepted = await add(exact);
    expect(accepted.status).toBe(200);
  });

  it('drops an oversize gallery image with the warning and saves the rest', async () => {
    const parts = await completeAddForm('Gallery Trim');
    parts.files['gallery[1]'] = await jpegOfSize(IMAGE_LIMIT_600KB + 1);
    parts.files['gallery[2]'] = await jpegOfSize(IMAGE_LIMIT_600KB);
    const res = await add(parts);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Venture added successfully!');
    expect(res.body.warning).toBe('Some gallery images exceed the size limit of 600 KB.');
    const details = await h.get(`/backend/ventures/ventures_details_api.php?id=${res.body.id}`);
    expect(details.body.gallery).toHaveLength(2);
  });

  it('fails the required gallery when every gallery image was too big', async () => {
    const parts = await completeAddForm('Gallery Gone');
    parts.files['gallery[0]'] = await jpegOfSize(IMAGE_LIMIT_600KB + 1);
    parts.files['gallery[1]'] = undefined;
    const res = await add(parts);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: REQUIRED,
      message: REQUIRED,
      warning: 'Some gallery images exceed the size limit of 600 KB.',
    });
  });

  it('refuses a file that is not an image, whatever its name, and an SVG', async () => {
    const before = await listUploadedFiles(h.t);
    const text = await completeAddForm('Not An Image');
    text.files.logo = Buffer.from('just some text pretending to be a logo');
    const res = await add(text);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The file must be a JPEG, PNG, WebP, GIF or AVIF image.');
    expect(res.body.message).toBe(res.body.error);

    const svg = await completeAddForm('Svg Logo');
    svg.files['gallery[0]'] = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await add(svg)).status).toBe(400);
    expect(await listUploadedFiles(h.t)).toEqual(before);
  });

  it('refuses a file in a field the form does not have', async () => {
    const parts = await completeAddForm('Stray File');
    parts.files.something_else = await smallJpeg();
    expect((await add(parts)).status).toBe(400);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const before = { count: await ventureCount(), files: await listUploadedFiles(h.t) };
    const res = await sendForm(h.anonymousPost(ADD), await completeAddForm('Anonymous Venture'));
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body.message).toBe(res.body.error);
    expect(await ventureCount()).toBe(before.count);
    expect(await listUploadedFiles(h.t)).toEqual(before.files);
  });
});
