// Drafts, publishing, unpublishing and schedules (issue 22) as a visitor and an admin see them:
// a draft is in no public read (API list, by slug, search, sitemap, its page), the admin lists show
// it with its state; publish shows it everywhere, unpublish hides it again. News, blogs and
// ventures take a draft with its title alone and put it on the site only once it has what the add
// form requires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialMessages } from '../../common/editorial.js';
import { contentMessages, validationMessages } from '../../common/messages.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeNews } from '../content/content-harness.js';
import { smallJpeg } from '../helpers/test-images.js';
import {
  addItem,
  adminItem,
  apis,
  editItem,
  isoAfter,
  pageStatus,
  publicListIds,
  publicStatusBySlug,
  searchTitles,
  setStatus,
  sitemapText,
  slugOf,
  type Draftable,
} from './editorial-harness.js';

let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

/** Everything a visitor can see of an item, as booleans. */
async function visibility(kind: Draftable, id: number, slug: string, word: string) {
  const sitemap = await sitemapText(t);
  return {
    list: (await publicListIds(t, kind)).includes(id),
    bySlug: await publicStatusBySlug(t, kind, slug),
    search: (await searchTitles(t, word)).length > 0,
    sitemap: sitemap.includes(`/${encodeURIComponent(slug)}<`),
  };
}

async function publicBySlugDate(slug: string): Promise<string | undefined> {
  const res = await siteAgent(t).agent.get(`${apis.news}?slug=${slug}`);
  return res.body.news?.created_at as string | undefined;
}

const hidden = { list: false, bySlug: 404, search: false, sitemap: false };
const shown = { list: true, bySlug: 200, search: true, sitemap: true };

describe.each(['news', 'blogs', 'ventures'] as const)('%s: draft, publish, unpublish', (kind) => {
  // A made-up word in the title, so search finds this item and nothing else.
  const word = { news: 'quokkaflint', blogs: 'marzipanvolt', ventures: 'tundrazephyr' }[kind];
  const title = `Draft ${word} story`;
  let id: number;
  let slug: string;

  it('adds a draft that no public read shows, and the admin list shows with its state and the counts', async () => {
    ({ id } = await addItem(admin.agent, kind, title, { status: 'draft' }));
    slug = await slugOf(admin.agent, kind, id);
    expect(await visibility(kind, id, slug, word)).toEqual(hidden);

    const list = await admin.agent.get(`/backend/admin/items/${kind}`);
    expect(list.status).toBe(200);
    const mine = (list.body[kind] as { id: number; status: string; publish_at: string | null }[]).find((item) => item.id === id);
    expect(mine).toMatchObject({ status: 'draft', publish_at: null });
    expect(list.body.counts).toEqual({ draft: 1, scheduled: 0, published: 0 });
    // Filtered by state.
    const drafts = await admin.agent.get(`/backend/admin/items/${kind}?status=draft`);
    expect((drafts.body[kind] as { id: number }[]).map((item) => item.id)).toEqual([id]);
    const published = await admin.agent.get(`/backend/admin/items/${kind}?status=published`);
    expect(published.body[kind]).toEqual([]);
    expect(published.body.counts).toEqual({ draft: 1, scheduled: 0, published: 0 });
    // The admin's read of the one item.
    expect(await adminItem(admin.agent, kind, id)).toMatchObject({ id, status: 'draft', publish_at: null });
  });

  it('shows the item everywhere once published, and hides it again when unpublished', async () => {
    const publish = await setStatus(admin.agent, kind, id, { status: 'published' });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    expect(publish.body).toEqual({ message: editorialMessages.published, status: 'published', publish_at: null });
    expect(await visibility(kind, id, slug, word)).toEqual(shown);
    expect((await admin.agent.get(`/backend/admin/items/${kind}`)).body.counts).toEqual({ draft: 0, scheduled: 0, published: 1 });

    const unpublish = await setStatus(admin.agent, kind, id, { status: 'draft' });
    expect(unpublish.body).toEqual({ message: editorialMessages.unpublished, status: 'draft', publish_at: null });
    expect(await visibility(kind, id, slug, word)).toEqual(hidden);
  });

  it('refuses a schedule in the past or without a time, and keeps the state', async () => {
    const past = await setStatus(admin.agent, kind, id, { status: 'scheduled', publish_at: isoAfter(Date.now(), -60_000) });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ error: editorialMessages.scheduleInPast });
    const pastLocal = await setStatus(admin.agent, kind, id, { status: 'scheduled', publish_at: '2020-01-01T10:00' });
    expect(pastLocal.status).toBe(400);
    expect(pastLocal.body).toEqual({ error: editorialMessages.scheduleInPast });
    const missing = await setStatus(admin.agent, kind, id, { status: 'scheduled' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: editorialMessages.scheduleInvalid });
    const bad = await setStatus(admin.agent, kind, id, { status: 'live' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: editorialMessages.statusInvalid });
    expect((await adminItem(admin.agent, kind, id)).status).toBe('draft');
  });

  it('schedules for a future time (hidden until then), shown in India time as given', async () => {
    const res = await setStatus(admin.agent, kind, id, { status: 'scheduled', publish_at: '2099-01-02T09:30' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 09:30 in Asia/Kolkata (UTC+05:30) is 04:00 UTC.
    expect(res.body).toEqual({ message: editorialMessages.scheduled, status: 'scheduled', publish_at: '2099-01-02T04:00:00.000Z' });
    expect(await visibility(kind, id, slug, word)).toEqual(hidden);
    expect((await admin.agent.get(`/backend/admin/items/${kind}?status=scheduled`)).body.counts).toEqual({ draft: 0, scheduled: 1, published: 0 });
    expect((await setStatus(admin.agent, kind, id, { status: 'draft' })).body.status).toBe('draft');
  });

  it('keeps the state on an edit without a status (a draft stays a draft)', async () => {
    const res = await editItem(admin.agent, kind, id, `${title} edited`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = await adminItem(admin.agent, kind, id);
    expect(item.status).toBe('draft');
    expect(await publicStatusBySlug(t, kind, item.slug)).toBe(404);
  });

  it('refuses a schedule in the past on the add form with the message, adding nothing', async () => {
    const before = (await admin.agent.get(`/backend/admin/items/${kind}`)).body.counts;
    const res = await addItem(admin.agent, kind, `Late ${word}`, { status: 'scheduled', publish_at: '2020-05-05T10:00' }, { expectStatus: 400 });
    expect(res.body.error).toBe(editorialMessages.scheduleInPast);
    expect((await admin.agent.get(`/backend/admin/items/${kind}`)).body.counts).toEqual(before);
  });
});

describe('investors and testimonials have no drafts', () => {
  it.each(['investors', 'testimonials'] as const)('%s: refuses status=draft and scheduled with 400, and publishes without a status', async (kind) => {
    const draft = await addItem(admin.agent, kind, `No draft ${kind}`, { status: 'draft' }, { expectStatus: 400 });
    expect(draft.body.error).toBe(editorialMessages.noDrafts);
    const scheduled = await addItem(admin.agent, kind, `No schedule ${kind}`, { status: 'scheduled', publish_at: '2099-01-01T10:00' }, { expectStatus: 400 });
    expect(scheduled.body.error).toBe(editorialMessages.noDrafts);
    expect(await publicListIds(t, kind)).toEqual([]);

    const plain = await addItem(admin.agent, kind, `Live ${kind}`);
    expect(await publicListIds(t, kind)).toEqual([plain.id]);
    const unpublish = await setStatus(admin.agent, kind, plain.id, { status: 'draft' });
    expect(unpublish.status).toBe(400);
    expect(unpublish.body).toEqual({ error: editorialMessages.noDrafts });
    expect(await publicListIds(t, kind)).toEqual([plain.id]);
  });
});

describe('saves and state changes: SPEC clients, publish times, dates, errors', () => {
  it('publishes an add without a status, and keeps a published item published on an edit without one', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Plain client story');
    expect((await adminItem(admin.agent, 'news', id)).status).toBe('published');
    expect(await publicListIds(t, 'news')).toContain(id);
    const edit = await editItem(admin.agent, 'news', id, 'Plain client story again');
    expect(edit.status).toBe(200);
    expect((await adminItem(admin.agent, 'news', id)).status).toBe('published');
    expect(await publicStatusBySlug(t, 'news', 'plain-client-story-again')).toBe(200);
  });

  it('publishes a draft through the edit form with status=published', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Edit form publish', { status: 'draft' });
    expect(await publicStatusBySlug(t, 'blogs', 'edit-form-publish')).toBe(404);
    const edit = await editItem(admin.agent, 'blogs', id, 'Edit form publish', { status: 'published' });
    expect(edit.status).toBe(200);
    expect(await publicStatusBySlug(t, 'blogs', 'edit-form-publish')).toBe(200);
  });

  it('refuses a publish time that is no real date or time (Feb 30, 24:00) instead of rolling it over', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Impossible schedule', { status: 'draft' });
    for (const when of ['2099-02-30T10:00', '2099-04-31T10:00', '2099-01-01T24:00', '2099-13-01T10:00', '2099-01-01T23:60', 'tomorrow']) {
      const res = await setStatus(admin.agent, 'news', id, { status: 'scheduled', publish_at: when });
      expect(res.status, `${when}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toEqual({ error: editorialMessages.scheduleInvalid });
    }
    expect((await adminItem(admin.agent, 'news', id)).status).toBe('draft');
  });

  it('keeps the date of a seeded item (a row written without the admin) when it is saved with Publish, or unpublished and republished', async () => {
    // The demo seed (seed/seed-articles.ts) writes rows this way: published, dated in the past, no first_published_at.
    const row = await makeNews(t, 'Seeded long ago', 60 * 24 * 200, { image_url: 'news/seeded-long-ago.jpg' });
    const dated = row.created_at.toISOString();
    expect((await publicListIds(t, 'news')).includes(row.id)).toBe(true);
    const save = await editItem(admin.agent, 'news', row.id, 'Seeded long ago', { status: 'published' });
    expect(save.status).toBe(200);
    expect(await publicBySlugDate('seeded-long-ago')).toBe(dated);
    expect((await setStatus(admin.agent, 'news', row.id, { status: 'draft' })).status).toBe(200);
    expect((await setStatus(admin.agent, 'news', row.id, { status: 'published' })).status).toBe(200);
    expect(await publicBySlugDate('seeded-long-ago')).toBe(dated);
  });

  it('answers the admin endpoints 401 without a session', async () => {
    const { agent } = siteAgent(t);
    expect((await agent.get('/backend/admin/items/news')).status).toBe(401);
    expect((await agent.post('/backend/admin/items/news/1/status').send({ status: 'published' })).status).toBe(401);
  });

  it('answers an unknown kind with 400 or 404, an unknown id with 404, never 500', async () => {
    const kind = await setStatus(admin.agent, 'gadgets' as never, 1, { status: 'published' });
    expect([400, 404]).toContain(kind.status);
    const unknown = await setStatus(admin.agent, 'news', 987654, { status: 'published' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: editorialMessages.itemNotFound });
    expect((await admin.agent.get('/backend/admin/items/news?status=live')).status).toBe(400);
  });
});

describe('earlier slugs and page status codes', () => {
  it('keeps a published item’s earlier slug redirecting (301) after unpublish and republish', async () => {
    const { id } = await addItem(admin.agent, 'news', 'Before rename headline');
    expect((await editItem(admin.agent, 'news', id, 'After rename headline')).status).toBe(200);
    const moved = await siteAgent(t).agent.get('/sjg/single-news/before-rename-headline').redirects(0);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/sjg/single-news/after-rename-headline');

    expect((await setStatus(admin.agent, 'news', id, { status: 'draft' })).status).toBe(200);
    // A draft is not public: neither its slug nor its earlier one lead to it.
    expect(await pageStatus(t, 'news', 'after-rename-headline')).toBe(404);
    expect(await pageStatus(t, 'news', 'before-rename-headline')).toBe(404);
    expect(await publicStatusBySlug(t, 'news', 'before-rename-headline')).toBe(404);

    expect((await setStatus(admin.agent, 'news', id, { status: 'published' })).status).toBe(200);
    const again = await siteAgent(t).agent.get('/sjg/single-news/before-rename-headline').redirects(0);
    expect(again.status).toBe(301);
    expect(again.headers.location).toBe('/sjg/single-news/after-rename-headline');
    expect(await publicStatusBySlug(t, 'news', 'before-rename-headline')).toBe(200);
  });

  it('answers a venture’s second page (its details by id) 200 when published, 404 as a draft, 410 in the trash', async () => {
    const { id } = await addItem(admin.agent, 'ventures', 'Details page venture');
    const details = async () => (await siteAgent(t).agent.get(`/sjg/ventures/ventures_details/${id}`).redirects(0)).status;
    expect(await details()).toBe(200);
    expect(await sitemapText(t)).toContain(`/sjg/ventures/ventures_details/${id}<`);
    // The home page's venture cards (summaries) and the details read leave a draft out.
    expect((await setStatus(admin.agent, 'ventures', id, { status: 'draft' })).status).toBe(200);
    expect(await details()).toBe(404);
    expect((await siteAgent(t).agent.get(`/backend/ventures/ventures_details_api.php?id=${id}`)).status).toBe(404);
    const summaries = (await siteAgent(t).agent.get('/backend/ventures/get_venture.php?view=summary&page=1')).body.ventures as { id: number }[];
    expect(summaries.map((v) => v.id)).not.toContain(id);
    expect(await sitemapText(t)).not.toContain(`/sjg/ventures/ventures_details/${id}<`);
    expect((await setStatus(admin.agent, 'ventures', id, { status: 'published' })).status).toBe(200);
    expect((await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'venture', id })).status).toBe(200);
    expect(await details()).toBe(410);
  });

  it.each(['news', 'blogs', 'ventures'] as const)('%s page: 200 when published, 404 as a draft, 410 in the trash', async (kind) => {
    const { id } = await addItem(admin.agent, kind, `Page code ${kind}`);
    const slug = await slugOf(admin.agent, kind, id);
    expect(await pageStatus(t, kind, slug)).toBe(200);
    expect((await setStatus(admin.agent, kind, id, { status: 'draft' })).status).toBe(200);
    expect(await pageStatus(t, kind, slug)).toBe(404);
    expect((await setStatus(admin.agent, kind, id, { status: 'published' })).status).toBe(200);
    const trash =
      kind === 'ventures'
        ? await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'venture', id })
        : await admin.agent.delete(apis[kind]).send({ id });
    expect(trash.status).toBe(200);
    expect(await pageStatus(t, kind, slug)).toBe(410);
    expect(await publicStatusBySlug(t, kind, slug)).toBe(410);
  });
});

const ventureApi = { add: '/backend/ventures/add_venture_api.php', edit: '/backend/ventures/edit_venture_api.php' } as const;

function post(kind: 'news' | 'blogs' | keyof typeof ventureApi, fields: Record<string, string>) {
  let req = admin.agent.post(kind === 'add' || kind === 'edit' ? ventureApi[kind] : apis[kind]);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req;
}

describe('a draft saved unfinished', () => {
  it('takes a news draft with its title alone, and puts it on the site only once it has its text, year and picture', async () => {
    const added = await post('news', { type: 'insert', title: 'Half-written quokkastone', status: 'draft' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.id as number;
    expect(await adminItem(admin.agent, 'news', id)).toMatchObject({ status: 'draft', title: 'Half-written quokkastone', content: '', year: '', image_url: null });
    expect(await publicListIds(t, 'news')).not.toContain(id);

    for (const state of [{ status: 'published' }, { status: 'scheduled', publish_at: '2099-01-02T09:30' }]) {
      const refused = await setStatus(admin.agent, 'news', id, state);
      expect(refused.status, state.status).toBe(400);
      expect(refused.body).toEqual({ error: contentMessages.newsRequired });
    }
    // Written, but still without its picture: the edit that publishes is refused whole.
    const written = { type: 'update', id: String(id), title: 'Half-written quokkastone', year: '2026', content: '<p>Now written.</p>' };
    const noPicture = await post('news', { ...written, status: 'published' });
    expect(noPicture.status).toBe(400);
    expect(noPicture.body).toEqual({ error: contentMessages.newsRequired });
    expect(await adminItem(admin.agent, 'news', id)).toMatchObject({ status: 'draft', content: '', year: '' });

    const published = await post('news', { ...written, status: 'published', image_alt: 'A desk by a window' }).attach('image', await smallJpeg(), 'desk.jpg');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await adminItem(admin.agent, 'news', id)).toMatchObject({ status: 'published', content: '<p>Now written.</p>', year: '2026' });
    expect(await publicListIds(t, 'news')).toContain(id);
  });

  it('takes a blog draft with its title alone, and publishes it once it has its text', async () => {
    const added = await post('blogs', { type: 'insert', title: 'Notes marzipanquill', status: 'draft' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.id as number;
    const refused = await setStatus(admin.agent, 'blogs', id, { status: 'published' });
    expect(refused.body).toEqual({ error: contentMessages.blogRequired });
    // An edit of a draft that leaves its text out keeps it (blank here); one that writes it lets it out.
    expect((await post('blogs', { type: 'update', id: String(id), title: 'Notes marzipanquill', status: 'draft' })).status).toBe(200);
    expect((await post('blogs', { type: 'update', id: String(id), title: 'Notes marzipanquill', content: '<p>Written.</p>', status: 'draft' })).status).toBe(200);
    const published = await setStatus(admin.agent, 'blogs', id, { status: 'published' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await publicListIds(t, 'blogs')).toContain(id);
  });

  it('takes a venture draft with its title and a client’s name, and puts it on the site only once it has its texts, pictures and gallery', async () => {
    const title = 'Unfinished pelicanbrook';
    const added = await post('add', { type: 'insert', title, 'clients[0][name]': 'Acme', status: 'draft' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.id as number;
    const details = (await admin.agent.get(`/backend/admin/items/ventures/${id}`)).body;
    expect(details.venture).toMatchObject({ status: 'draft', title, about_desc: '', logo_url: null, img_banner_url: null, about_img_url: null });
    expect(details.venture.stats).toMatchObject([{ stats_image: null, stats_right_section_title: '', stats_left_section_title: '' }]);
    expect(details.clients).toMatchObject([{ client_name: 'Acme', client_image: null }]);
    expect(details.gallery).toEqual([]);
    expect(await publicListIds(t, 'ventures')).not.toContain(id);
    // Its preview renders what there is, so a colleague can see how far it has come.
    const preview = await admin.agent.get(`/sjg/preview/ventures/${id}`);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain(title);

    for (const state of [{ status: 'published' }, { status: 'scheduled', publish_at: '2099-01-02T09:30' }]) {
      const refused = await setStatus(admin.agent, 'ventures', id, state);
      expect(refused.status, state.status).toBe(400);
      expect(refused.body).toEqual({ error: validationMessages.ventureRequired });
    }
    // Its texts and pictures, but still no gallery and the client without its logo: the publishing edit is refused whole.
    const jpeg = await smallJpeg();
    const written = {
      venture_id: String(id),
      title,
      about_desc: 'Nets and boats.',
      stats_right_section_title: '12 harbours',
      stats_left_section_title: '300 boats',
      'clients[0][id]': String(details.clients[0].id),
    };
    const withPictures = (req: ReturnType<typeof post>) =>
      ['logo', 'img_banner', 'about_img', 'stats_image'].reduce((sent, field) => sent.attach(field, jpeg, `${field}.jpg`), req);
    const noGallery = await withPictures(post('edit', { ...written, status: 'published' })).attach('clients[0][image]', jpeg, 'acme.jpg');
    expect(noGallery.status).toBe(400);
    expect(noGallery.body).toMatchObject({ error: validationMessages.ventureRequired });
    const noClientLogo = await withPictures(post('edit', { ...written, status: 'published', 'gallery_alt[0]': 'The harbour at dawn' })).attach('gallery[0]', jpeg, 'harbour.jpg');
    expect(noClientLogo.status).toBe(400);
    expect((await admin.agent.get(`/backend/admin/items/ventures/${id}`)).body).toMatchObject({
      venture: { status: 'draft', about_desc: '', logo_url: null },
      gallery: [],
    });

    const published = await withPictures(post('edit', { ...written, status: 'published', 'gallery_alt[0]': 'The harbour at dawn' }))
      .attach('gallery[0]', jpeg, 'harbour.jpg')
      .attach('clients[0][image]', jpeg, 'acme.jpg');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await adminItem(admin.agent, 'ventures', id)).status).toBe('published');
    expect(await publicListIds(t, 'ventures')).toContain(id);
  });

  it('refuses an edit or a Publish now that would put a scheduled venture out short, but not SPEC\'s inline delete', async () => {
    const { id } = await addItem(admin.agent, 'ventures', 'Scheduled otterglade', { status: 'draft' });
    expect((await setStatus(admin.agent, 'ventures', id, { status: 'scheduled', publish_at: '2099-01-02T09:30' })).status).toBe(200);
    const aboutBefore = (await adminItem(admin.agent, 'ventures', id)).about_desc;
    // SPEC's title-only edit may blank a live venture's about text, not a scheduled one's: it would not go out at its time.
    const blanked = await post('edit', { venture_id: String(id), title: 'Scheduled otterglade', about_desc: '' });
    expect(blanked.status).toBe(400);
    expect(blanked.body).toMatchObject({ error: validationMessages.ventureRequired });
    expect(await adminItem(admin.agent, 'ventures', id)).toMatchObject({ status: 'scheduled', about_desc: aboutBefore });
    // Removing its gallery is SPEC's inline delete, which is never refused; then Publish now is.
    const gallery = (await admin.agent.get(`/backend/admin/items/ventures/${id}`)).body.gallery as { id: number }[];
    for (const picture of gallery) expect((await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'gallery', id: picture.id })).status).toBe(200);
    const publishNow = await setStatus(admin.agent, 'ventures', id, { status: 'published' });
    expect(publishNow.status).toBe(400);
    expect(publishNow.body).toEqual({ error: validationMessages.ventureRequired });
    // Unscheduling needs only the title.
    expect((await setStatus(admin.agent, 'ventures', id, { status: 'draft' })).status).toBe(200);
    expect(await publicListIds(t, 'ventures')).not.toContain(id);
  });

  it('still needs a title and the limits in a draft, and everything in an add that publishes', async () => {
    const before = (await admin.agent.get('/backend/admin/items/news')).body.counts;
    const untitled = await post('news', { type: 'insert', content: '<p>Text.</p>', status: 'draft' });
    expect(untitled.body).toEqual({ error: contentMessages.newsRequired });
    const tooLong = await post('news', { type: 'insert', title: 'Long', content: `<p>${'x'.repeat(20_001)}</p>`, status: 'draft' });
    expect(tooLong.body).toEqual({ error: contentMessages.newsContentTooLong });
    // SPEC's clients send no status: their add publishes, so it needs every field as before.
    const specAdd = await post('news', { type: 'insert', title: 'Spec client' });
    expect(specAdd.status).toBe(400);
    expect(specAdd.body).toEqual({ error: contentMessages.newsRequired });
    expect((await admin.agent.get('/backend/admin/items/news')).body.counts).toEqual(before);

    const venturesBefore = (await admin.agent.get('/backend/admin/items/ventures')).body.counts;
    const refusals = [
      [{ type: 'insert', about_desc: 'No title yet', status: 'draft' }, validationMessages.ventureRequired],
      [{ type: 'insert', title: 'Long stats', stats_left_section_title: 'x'.repeat(201), status: 'draft' }, contentMessages.tooLong('title')],
      [{ type: 'insert', title: 'Nameless client', 'clients[0][client_name]': ' ', status: 'draft' }, validationMessages.ventureRequired],
      [{ type: 'insert', title: 'Spec venture' }, validationMessages.ventureRequired],
    ] as const;
    for (const [fields, message] of refusals) {
      const refused = await post('add', fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body).toMatchObject({ message });
    }
    expect((await admin.agent.get('/backend/admin/items/ventures')).body.counts).toEqual(venturesBefore);
  });
});
