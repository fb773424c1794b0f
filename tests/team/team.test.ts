// The team as content (issue 24): the admin's add, edit and delete with their checks, the photo
// through the image pipeline, the public list in pages and in order, the audit entries, and the
// Team page rendered on the server with the members.
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamMessages, TEAM_PAGE_SIZE } from '../../common/team.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { expectUnusedInLibrary } from '../helpers/media-library.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { jpegOfSize, smallJpeg } from '../helpers/test-images.js';
import { clearUploads, listStoredOriginals } from '../content/content-harness.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const publicUrl = '/backend/team/team_api.php';
let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  admin = await loginAgent(t);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('team_members').execute();
  await clearUploads(t);
});

const valid = { name: 'Asha Rao', position: 'Chief Operating Officer', bio: 'Runs the day to day.', linkedin_url: 'https://www.linkedin.com/in/asha-rao' };

function addMember(fields: Record<string, string>, photo?: Buffer) {
  let req = admin.agent.post('/backend/admin/team');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (photo) req = req.attach('photo', photo, 'face.jpg');
  return req;
}

function editMember(id: number, fields: Record<string, string>, photo?: Buffer) {
  let req = admin.agent.post(`/backend/admin/team/${id}`);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (photo) req = req.attach('photo', photo, 'face.jpg');
  return req;
}

async function publicList(query = '') {
  return (await siteAgent(t).agent.get(`${publicUrl}${query}`)).body as { team: { id: number; name: string; photo: string | null }[]; total_pages: number };
}

describe('team members', () => {
  it('adds a member without a photo and lists them publicly with every field', async () => {
    const res = await addMember(valid);
    expect(res.body).toEqual({ status: 'success', ok: true, message: teamMessages.added, id: expect.any(Number) });
    expect(await publicList('?page=1')).toEqual({
      team: [{ id: res.body.id, ...valid, photo: null, photo_variants: null, photo_alt: null, photo_focus: null }],
      total_pages: 1,
    });
  });

  it('stores a photo through the image pipeline, serves it with its variants, and replaces and drops it, keeping the files in the library', async () => {
    const res = await addMember(valid, await smallJpeg());
    const [member] = (await publicList('?page=1')).team as unknown as { photo: string; photo_variants: { variants: { url: string }[] } }[];
    expect(member!.photo).toMatch(/^[0-9a-f]{32}_8x6\.jpg$/);
    expect(member!.photo_variants.variants[0]!.url).toMatch(/^\/backend\/team\/uploads\/[0-9a-f]{32}_8x6-8\.webp$/);
    expect((await request(t.app).get(`/backend/team/uploads/${member!.photo}`)).status).toBe(200);
    expect(await listStoredOriginals(t)).toEqual([`team/${member!.photo}`]);

    // A new photo replaces the old one, which stays in the library, unused (issue 24).
    expect((await editMember(res.body.id, valid, await smallJpeg('#36c'))).status).toBe(200);
    const [replaced] = (await publicList('?page=1')).team;
    expect(replaced!.photo).not.toBe(member!.photo);
    expect(await listStoredOriginals(t)).toEqual([`team/${member!.photo}`, `team/${replaced!.photo}`].sort());
    expect((await request(t.app).get(`/backend/team/uploads/${member!.photo}`)).status).toBe(200);
    await expectUnusedInLibrary(t, [`team/${member!.photo}`]);

    // remove_photo drops it: the page shows the initials again; the file stays in the library.
    expect((await editMember(res.body.id, { ...valid, remove_photo: '1' })).status).toBe(200);
    expect((await publicList('?page=1')).team[0]!.photo).toBeNull();
    expect(await listStoredOriginals(t)).toEqual([`team/${member!.photo}`, `team/${replaced!.photo}`].sort());
    await expectUnusedInLibrary(t, [`team/${member!.photo}`, `team/${replaced!.photo}`]);
  });

  it('refuses a photo over 1 MB with the message, and keeps no file', async () => {
    const res = await addMember(valid, await jpegOfSize(1_048_577));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(teamMessages.photoTooLarge);
    expect(await listStoredOriginals(t)).toEqual([]);
  });

  it.each([
    [{ name: '' }, teamMessages.nameRequired],
    [{ name: '   ' }, teamMessages.nameRequired],
    [{ name: 'x'.repeat(201) }, teamMessages.nameTooLong],
    [{ position: '' }, teamMessages.positionRequired],
    [{ position: 'x'.repeat(201) }, teamMessages.positionTooLong],
    [{ bio: 'x'.repeat(601) }, teamMessages.bioTooLong],
    [{ linkedin_url: 'http://www.linkedin.com/in/asha' }, teamMessages.linkedinInvalid],
    [{ linkedin_url: 'https://linkedin.com.evil.example/in/asha' }, teamMessages.linkedinInvalid],
    [{ linkedin_url: 'https://evil.example/linkedin.com' }, teamMessages.linkedinInvalid],
    [{ linkedin_url: 'https://user:pw@www.linkedin.com/in/asha' }, teamMessages.linkedinInvalid],
    [{ linkedin_url: 'javascript:alert(1)' }, teamMessages.linkedinInvalid],
  ])('refuses %o with its message', async (change, message) => {
    const res = await addMember({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await t.db.selectFrom('team_members').select('id').execute()).toEqual([]);
  });

  it('accepts LinkedIn addresses on linkedin.com and its subdomains, and none at all', async () => {
    for (const linkedin_url of ['https://linkedin.com/in/a', 'https://in.linkedin.com/in/b', 'https://www.linkedin.com/company/sjg', '']) {
      const res = await addMember({ ...valid, name: `Member ${linkedin_url.length}`, linkedin_url });
      expect(res.status, linkedin_url).toBe(200);
    }
    const stored = await t.db.selectFrom('team_members').select('linkedin_url').orderBy('sort_key').execute();
    expect(stored.map((row) => row.linkedin_url)).toEqual(['https://linkedin.com/in/a', 'https://in.linkedin.com/in/b', 'https://www.linkedin.com/company/sjg', null]);
  });

  it('edits every field, and answers 404 for a member that does not exist', async () => {
    const { body } = await addMember(valid);
    const changed = { name: 'Asha R.', position: 'CEO', bio: 'Leads.', linkedin_url: '' };
    expect((await editMember(body.id, changed)).body.message).toBe(teamMessages.updated);
    expect((await admin.agent.get(`/backend/admin/team/${body.id}`)).body.member).toMatchObject({ ...changed, linkedin_url: null });
    const missing = await editMember(999_999, changed);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(teamMessages.notFound);
  });

  it('deletes a member, keeping their photo in the library', async () => {
    const { body } = await addMember(valid, await smallJpeg());
    const res = await admin.agent.delete(`/backend/admin/team/${body.id}`);
    expect(res.body).toMatchObject({ ok: true, message: teamMessages.deleted, id: body.id });
    expect((await publicList('?page=1')).team).toEqual([]);
    const stored = await listStoredOriginals(t);
    expect(stored).toHaveLength(1);
    await expectUnusedInLibrary(t, stored);
    expect((await admin.agent.delete(`/backend/admin/team/${body.id}`)).status).toBe(404);
  });

  it('refuses writes without a session, and from a viewer', async () => {
    expect((await siteAgent(t).agent.post('/backend/admin/team').field('name', 'A').field('position', 'B')).status).toBe(401);
    const viewer = await loginAgent(t, { role: 'viewer' });
    expect((await viewer.agent.post('/backend/admin/team').field('name', 'A').field('position', 'B')).status).toBe(403);
    expect((await viewer.agent.get('/backend/admin/team')).status).toBe(200);
  });

  it('records the add, the edit with its changed fields, and the delete in the audit log', async () => {
    const { body } = await addMember(valid);
    await editMember(body.id, { ...valid, position: 'CEO' });
    await admin.agent.delete(`/backend/admin/team/${body.id}`);
    const entries = await t.db.selectFrom('audit_log').selectAll().where('item_kind', '=', 'team').where('item_id', '=', body.id).orderBy('id').execute();
    expect(entries.map((entry) => [entry.action, entry.item_id, entry.item_title, entry.user_id])).toEqual([
      ['create', body.id, 'Asha Rao', admin.admin.id],
      ['update', body.id, 'Asha Rao', admin.admin.id],
      ['delete', body.id, 'Asha Rao', admin.admin.id],
    ]);
    expect(entries[1]!.changed_fields).toEqual(['position']);
    const activity = await admin.agent.get('/backend/admin/activity?kind=team');
    expect(activity.status).toBe(200);
    expect(activity.body.entries.filter((entry: { item_id: number }) => entry.item_id === body.id)).toHaveLength(3);
  });
});

describe('the public team list', () => {
  it(`pages ${TEAM_PAGE_SIZE} members at a time in the order they were added (each new one last), every member without a page`, async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Member ${i + 1}`);
    for (const name of names) expect((await addMember({ ...valid, name })).status).toBe(200);
    const first = await publicList('?page=1');
    expect(first.team.map((member) => member.name)).toEqual(names.slice(0, 6));
    expect(first.total_pages).toBe(2);
    expect((await publicList('?page=2')).team.map((member) => member.name)).toEqual(names.slice(6));
    expect((await publicList('?page=3')).team).toEqual([]);
    expect((await publicList()).team.map((member) => member.name)).toEqual(names);
    expect((await siteAgent(t).agent.get(`${publicUrl}?page=0`)).status).toBe(400);
  });

  it('answers from the cache with an ETag, and shows an edit at once', async () => {
    const { body } = await addMember(valid);
    const first = await siteAgent(t).agent.get(`${publicUrl}?page=1`);
    expect(first.headers.etag).toBeTruthy();
    expect((await siteAgent(t).agent.get(`${publicUrl}?page=1`).set('If-None-Match', first.headers.etag as string)).status).toBe(304);
    await editMember(body.id, { ...valid, name: 'Asha Changed' });
    expect((await publicList('?page=1')).team[0]!.name).toBe('Asha Changed');
  });

  it('renders the Team page on the server with the first page of members, initials for those without a photo', async () => {
    for (const name of ['Rajendra Gupta', 'Dr. Sunita Rao']) await addMember({ ...valid, name });
    const { text, status } = await request(t.app).get('/sjg/team');
    expect(status).toBe(200);
    expect(text).toContain('Rajendra Gupta');
    expect(text).toMatch(/<span class="team-card__avatar" aria-hidden="true">RG<\/span>/);
    expect(text).toMatch(/<span class="team-card__avatar" aria-hidden="true">SR<\/span>/);
    // The first read is embedded, so the page hydrates without fetching it again.
    expect(text).toContain('/backend/team/team_api.php?page=1');
  });
});
