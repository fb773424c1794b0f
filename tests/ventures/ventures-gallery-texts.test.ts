import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenturePublic } from '../../common/api-types.js';
import { smallJpeg } from '../helpers/test-images.js';
import { addVentureViaApi, completeAddForm, sendForm, startVentureHarness, type FormParts, type VentureHarness } from './ventures-harness.js';

const ADD = '/backend/ventures/add_venture_api.php';
const EDIT = '/backend/ventures/edit_venture_api.php';
const ALT_REQUIRED = 'Each new gallery picture needs alt text (a short description of the picture).';

describe('gallery alt text and captions', () => {
  let h: VentureHarness;

  beforeAll(async () => {
    h = await startVentureHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  async function publicVenture(slug: string): Promise<VenturePublic> {
    return (await h.get(`/backend/ventures/get_venture.php?slug=${slug}`)).body.venture as VenturePublic;
  }

  async function addForm(title: string): Promise<FormParts> {
    const parts = await completeAddForm(title);
    parts.fields['gallery_alt[0]'] = '  Croupiers at a roulette table  ';
    parts.fields['gallery_caption[0]'] = 'Opening night, 2024';
    parts.fields['gallery_alt[1]'] = 'The casino floor from the balcony';
    return parts;
  }

  it('stores the alt text and caption of each new picture on add and returns them in every read', async () => {
    const res = await sendForm(h.adminPost(ADD), await addForm('Captioned Casino'));
    expect(res.status).toBe(200);

    const expected = [
      { altText: 'Croupiers at a roulette table', caption: 'Opening night, 2024' },
      { altText: 'The casino floor from the balcony', caption: '' },
    ];
    expect((await h.details(res.body.id)).gallery.map(({ altText, caption }) => ({ altText, caption }))).toEqual(expected);
    expect((await publicVenture(res.body.slug)).gallery.map(({ altText, caption }) => ({ altText, caption }))).toEqual(expected);
    const list = await h.get('/backend/ventures/ventures_api.php?page=1');
    const listed = list.body.ventures.find((v: { id: number }) => v.id === res.body.id);
    expect(listed.gallery.map(({ altText, caption }: { altText: string; caption: string }) => ({ altText, caption }))).toEqual(expected);
  });

  it('refuses a new picture without alt text once gallery texts are sent, with a message that says so', async () => {
    const parts = await addForm('Half Described');
    parts.fields['gallery_alt[1]'] = '   ';
    const res = await sendForm(h.adminPost(ADD), parts);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: ALT_REQUIRED, message: ALT_REQUIRED });

    const onlyCaption = await completeAddForm('Caption Only');
    onlyCaption.fields['gallery_caption[0]'] = 'A caption without alt text';
    expect((await sendForm(h.adminPost(ADD), onlyCaption)).body.error).toBe(ALT_REQUIRED);
    const slugs = await h.t.db.selectFrom('ventures').select('slug').execute();
    expect(slugs.map((row) => row.slug)).not.toEqual(expect.arrayContaining(['half-described']));
  });

  it('refuses an alt text or caption over 200 characters', async () => {
    const longAlt = await addForm('Long Alt');
    longAlt.fields['gallery_alt[0]'] = 'a'.repeat(201);
    const altRes = await sendForm(h.adminPost(ADD), longAlt);
    expect(altRes.status).toBe(400);
    expect(altRes.body.error).toBe('Gallery alt text must be at most 200 characters.');

    const longCaption = await addForm('Long Caption');
    longCaption.fields['gallery_caption[1]'] = 'c'.repeat(201);
    const captionRes = await sendForm(h.adminPost(ADD), longCaption);
    expect(captionRes.status).toBe(400);
    expect(captionRes.body.error).toBe('Gallery captions must be at most 200 characters.');

    const exactly200 = await addForm('Two Hundred');
    exactly200.fields['gallery_alt[0]'] = 'a'.repeat(200);
    exactly200.fields['gallery_caption[0]'] = 'c'.repeat(200);
    expect((await sendForm(h.adminPost(ADD), exactly200)).status).toBe(200);
  });

  it('keeps accepting the original form: pictures without texts get none', async () => {
    const venture = await addVentureViaApi(h, 'Plain Gallery');
    expect((await h.details(venture.id)).gallery.map(({ altText, caption }) => ({ altText, caption }))).toEqual([
      { altText: '', caption: '' },
      { altText: '', caption: '' },
    ]);
  });

  it('on edit, changes the texts of stored pictures by id and stores those of new pictures', async () => {
    const venture = await addVentureViaApi(h, 'Edited Gallery');
    const [first, second] = (await h.details(venture.id)).gallery;
    const res = await sendForm(h.adminPost(EDIT), {
      fields: {
        venture_id: String(venture.id),
        title: 'Edited Gallery',
        [`gallery_existing[${first!.id}][alt]`]: 'The lobby at dusk',
        [`gallery_existing[${first!.id}][caption]`]: 'Lobby',
        [`gallery_existing[${second!.id}][caption]`]: 'Only a caption',
        'gallery_alt[0]': 'A new picture of the bar',
        'gallery_caption[0]': 'The bar',
      },
      files: { 'gallery[0]': await smallJpeg('#123') },
    });
    expect(res.status).toBe(200);
    const after = (await h.details(venture.id)).gallery;
    // A new picture goes first (issue 24).
    expect(after.map(({ id, altText, caption }) => ({ id, altText, caption }))).toEqual([
      { id: expect.any(Number), altText: 'A new picture of the bar', caption: 'The bar' },
      { id: first!.id, altText: 'The lobby at dusk', caption: 'Lobby' },
      { id: second!.id, altText: '', caption: 'Only a caption' },
    ]);
  });

  it('on edit, refuses a new picture without alt text, a text over 200 characters and a picture of another venture', async () => {
    const venture = await addVentureViaApi(h, 'Strict Gallery');
    const other = await addVentureViaApi(h, 'Other Gallery');
    const otherPicture = (await h.details(other.id)).gallery[0]!;
    const base = { venture_id: String(venture.id), title: 'Strict Gallery' };

    const noAlt = await sendForm(h.adminPost(EDIT), {
      fields: { ...base, 'gallery_caption[0]': 'No alt here' },
      files: { 'gallery[0]': await smallJpeg() },
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body).toEqual({ error: ALT_REQUIRED, status: 'error' });

    const tooLong = await sendForm(h.adminPost(EDIT), {
      fields: { ...base, [`gallery_existing[${(await h.details(venture.id)).gallery[0]!.id}][alt]`]: 'x'.repeat(201) },
      files: {},
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe('Gallery alt text must be at most 200 characters.');

    const foreign = await sendForm(h.adminPost(EDIT), {
      fields: { ...base, [`gallery_existing[${otherPicture.id}][alt]`]: 'Not mine' },
      files: {},
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Gallery image not found');
    expect((await h.details(other.id)).gallery[0]!.altText).toBe('');
    expect((await h.details(venture.id)).gallery).toHaveLength(2);
  });
});
