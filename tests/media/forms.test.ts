// The media library in the forms (issue 24): a picture chosen from the library by its id is reused,
// never copied; a form sets the alt text and decorative mark of the picture its item uses; an item
// cannot be published or scheduled while a picture lacks alt text; a failed write leaves neither a
// file nor a library row behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '../../common/media.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { mediaRowOf } from '../helpers/media-library.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg, smallPng } from '../helpers/test-images.js';
import { listUploadedFiles } from '../content/content-harness.js';
import { completeAddForm, sendForm } from '../ventures/ventures-harness.js';

const newsUrl = '/backend/news/news_api.php';
let t: TestApp;
let editor: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  editor = await loginAgent(t, { role: 'editor' });
});
afterAll(async () => {
  await t.close();
});

const mediaCount = async () => Number((await t.db.selectFrom('media').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

function postNews(fields: Record<string, string>, image?: Buffer) {
  let req = editor.agent.post(newsUrl);
  for (const [name, value] of Object.entries({ content: '<p>Body</p>', year: '2026', ...fields })) req = req.field(name, value);
  if (image) req = req.attach('image', image, 'photo.jpg');
  return req;
}

/** A news item with an uploaded picture; returns its id, field and the picture's library row. */
async function newsWithPicture(title: string, extra: Record<string, string> = {}) {
  const res = await postNews({ type: 'insert', title, ...extra }, await smallJpeg('#2a6'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await t.db.selectFrom('news').select('image_url').where('id', '=', res.body.id).executeTakeFirstOrThrow();
  const field = row.image_url!;
  const media = await mediaRowOf(t, field);
  return { id: res.body.id as number, field, media: media! };
}

describe('registering uploads', () => {
  it('registers an upload with its uploader, size and bytes, described by the title when the form sends no alt text', async () => {
    const { media } = await newsWithPicture('Registered Picture');
    expect(media).toMatchObject({ area: 'news', width: 8, height: 6, alt_text: 'Registered Picture', decorative: false, uploaded_by: editor.admin.id });
    expect(media.bytes).toBeGreaterThan(0);
  });

  it('takes the alt text and decorative mark the form sends', async () => {
    const { media } = await newsWithPicture('Described', { image_alt: '  A boat at dusk  ' });
    expect(media.alt_text).toBe('A boat at dusk');
    const { media: plain } = await newsWithPicture('Ornament', { image_alt: '', image_decorative: 'true' });
    expect(plain).toMatchObject({ alt_text: '', decorative: true });
  });

  it('sets the alt text of the current picture on an edit without a new one', async () => {
    const { id, field } = await newsWithPicture('Edited Alt');
    const res = await postNews({ type: 'update', id: String(id), title: 'Edited Alt', image_alt: 'Now described' });
    expect(res.status).toBe(200);
    expect((await mediaRowOf(t, field))!.alt_text).toBe('Now described');
  });

  it('refuses an alt text over 250 characters and a decorative mark that is not true or false', async () => {
    const long = await postNews({ type: 'insert', title: 'Too long' }, await smallJpeg());
    expect(long.status).toBe(200);
    const tooLong = await postNews({ type: 'update', id: String(long.body.id), title: 'Too long', image_alt: 'x'.repeat(251) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe(mediaMessages.altTooLong);
    const badMark = await postNews({ type: 'update', id: String(long.body.id), title: 'Too long', image_decorative: 'yes' });
    expect(badMark.status).toBe(400);
  });
});

describe('choosing from the library', () => {
  it('stores the same name for a news item and adds no file', async () => {
    const source = await newsWithPicture('Library Source');
    const files = await listUploadedFiles(t);
    const media = await mediaCount();
    const res = await postNews({ type: 'insert', title: 'Reuses', image_media_id: String(source.media.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await t.db.selectFrom('news').select('image_url').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.image_url).toBe(source.field);
    expect(await listUploadedFiles(t)).toEqual(files);
    expect(await mediaCount()).toBe(media);
    expect((await editor.agent.get(`/backend/news/${row.image_url}`)).status).toBe(200);
  });

  it('stores the same name for a team photo, under the team area', async () => {
    const source = await newsWithPicture('Team Source');
    const files = await listUploadedFiles(t);
    const res = await editor.agent
      .post('/backend/admin/team')
      .field('name', 'Asha Rao')
      .field('position', 'Director')
      .field('photo_media_id', String(source.media.id))
      .field('photo_alt', 'Asha smiling');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await t.db.selectFrom('team_members').select('photo').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.photo).toBe(source.media.name);
    expect(await listUploadedFiles(t)).toEqual(files);
    expect((await mediaRowOf(t, source.field))!.alt_text).toBe('Asha smiling');
  });

  it('stores the same name for a venture logo, a gallery picture and a client logo', async () => {
    const logo = await newsWithPicture('Logo Source');
    const pictures = await newsWithPicture('Gallery Source');
    const client = await newsWithPicture('Client Source');
    const form = await completeAddForm('Chosen Venture');
    form.files.logo = undefined;
    form.fields.logo_media_id = String(logo.media.id);
    form.files['clients[0][image]'] = undefined;
    form.fields['clients[0][image_media_id]'] = String(client.media.id);
    form.files['gallery[1]'] = undefined;
    form.fields['gallery_media[1]'] = String(pictures.media.id);
    form.fields['gallery_alt[0]'] = 'The first';
    form.fields['gallery_alt[1]'] = 'From the library';
    const files = await listUploadedFiles(t);
    const res = await sendForm(editor.agent.post('/backend/ventures/add_venture_api.php'), form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const venture = await t.db.selectFrom('ventures').select('logo_url').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(venture.logo_url).toBe(logo.media.name);
    const clients = await t.db.selectFrom('venture_clients').select('client_image').where('venture_id', '=', res.body.id).execute();
    expect(clients.map((row) => row.client_image)).toEqual([client.media.name]);
    const gallery = await t.db.selectFrom('venture_gallery').select(['image', 'alt_text']).where('venture_id', '=', res.body.id).execute();
    expect(gallery).toContainEqual({ image: pictures.media.name, alt_text: 'From the library' });
    // New files only for the pictures still uploaded: banner, about, stats, subcategory, one gallery picture.
    const added = (await listUploadedFiles(t)).filter((file) => !files.includes(file) && !/-\d+\.webp$/.test(file));
    expect(added).toHaveLength(5);
    // A newly uploaded subcategory picture is described by the subcategory's name.
    const sub = await t.db.selectFrom('venture_subcategories').select('banner_image').where('venture_id', '=', res.body.id).executeTakeFirstOrThrow();
    expect((await mediaRowOf(t, sub.banner_image!))!.alt_text).toBe('Retail');
  });

  it('answers 400 for an unknown media id and for a file sent with a media id, writing nothing', async () => {
    const files = await listUploadedFiles(t);
    const media = await mediaCount();
    const unknown = await postNews({ type: 'insert', title: 'Unknown choice', image_media_id: '999999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(mediaMessages.choiceNotFound);
    const source = await newsWithPicture('Both Source');
    const both = await postNews({ type: 'insert', title: 'Both', image_media_id: String(source.media.id) }, await smallPng());
    expect(both.status).toBe(400);
    expect(await t.db.selectFrom('news').select('id').where('title', 'in', ['Unknown choice', 'Both']).execute()).toEqual([]);
    const venture = await completeAddForm('Unknown Logo');
    venture.files.logo = undefined;
    venture.fields.logo_media_id = '999999';
    const refused = await sendForm(editor.agent.post('/backend/ventures/add_venture_api.php'), venture);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(mediaMessages.choiceNotFound);
    // Only the source picture above was added.
    expect((await listUploadedFiles(t)).length).toBe(files.length + 2);
    expect(await mediaCount()).toBe(media + 1);
  });
});

describe('the publish gate', () => {
  it('refuses to publish or schedule with a picture without alt text, and writes nothing', async () => {
    const files = await listUploadedFiles(t);
    const media = await mediaCount();
    const states: Record<string, string>[] = [{ status: 'published' }, { status: 'scheduled', publish_at: '2099-01-01T10:00' }];
    for (const state of states) {
      const res = await postNews({ type: 'insert', title: 'Undescribed', image_alt: '', ...state }, await smallJpeg());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: mediaMessages.altTextRequired });
    }
    expect(await t.db.selectFrom('news').select('id').where('title', '=', 'Undescribed').execute()).toEqual([]);
    expect(await listUploadedFiles(t)).toEqual(files);
    expect(await mediaCount()).toBe(media);
  });

  it('lets a draft lack alt text, then refuses to publish it until described', async () => {
    const draft = await postNews({ type: 'insert', title: 'Draft Undescribed', image_alt: '', status: 'draft' }, await smallJpeg());
    expect(draft.status).toBe(200);
    const publish = await postNews({ type: 'update', id: String(draft.body.id), title: 'Draft Undescribed', status: 'published' });
    expect(publish.status).toBe(400);
    expect(publish.body.error).toBe(mediaMessages.altTextRequired);
    const described = await postNews({ type: 'update', id: String(draft.body.id), title: 'Draft Undescribed', status: 'published', image_alt: 'Now described' });
    expect(described.status).toBe(200);
  });

  it('publishes a decorative picture without alt text', async () => {
    const res = await postNews({ type: 'insert', title: 'Decorative', image_alt: '', image_decorative: 'true', status: 'published' }, await smallJpeg());
    expect(res.status).toBe(200);
  });

  it('keeps SPEC §7 requests (no alt text field at all) succeeding', async () => {
    const res = await postNews({ type: 'insert', title: 'Plain Client' }, await smallJpeg());
    expect(res.status).toBe(200);
    const venture = await sendForm(editor.agent.post('/backend/ventures/add_venture_api.php'), await completeAddForm('Plain Venture'));
    expect(venture.status, JSON.stringify(venture.body)).toBe(200);
  });

  it('refuses to publish a venture whose logo has no alt text, leaving no file or library row', async () => {
    const files = await listUploadedFiles(t);
    const media = await mediaCount();
    const form = await completeAddForm('Undescribed Venture');
    form.fields.logo_alt = '';
    form.fields.status = 'published';
    const res = await sendForm(editor.agent.post('/backend/ventures/add_venture_api.php'), form);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(mediaMessages.altTextRequired);
    expect(await listUploadedFiles(t)).toEqual(files);
    expect(await mediaCount()).toBe(media);
  });
});

describe('a failed write', () => {
  it('leaves no file and no library row behind', async () => {
    const files = await listUploadedFiles(t);
    const media = await mediaCount();
    const res = await postNews({ type: 'update', id: '999999', title: 'Ghost' }, await smallJpeg());
    expect(res.status).toBe(404);
    expect(await listUploadedFiles(t)).toEqual(files);
    expect(await mediaCount()).toBe(media);
  });
});
