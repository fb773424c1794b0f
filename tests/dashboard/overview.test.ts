// GET /backend/dashboard/overview.php: the admin dashboard's counts, latest messages with their
// delivery state, and latest changes; admin only.
import { mkdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const url = '/backend/dashboard/overview.php';
let t: TestApp;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
});
afterAll(async () => {
  await t.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** Added and never edited: one moment for both (two calls of minutesAgo could fall a millisecond apart, reading as "edited"). */
const unchanged = (minutes: number) => {
  const at = minutesAgo(minutes);
  return { created_at: at, updated_at: at };
};

describe('the admin overview', () => {
  it('refuses a visitor without a session with 401', async () => {
    const res = await request(t.app).get(url);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('You must be logged in to do that.');
  });

  it('counts each type, lists the latest messages with their delivery state and the latest changes', async () => {
    await t.db.insertInto('news').values({ slug: 'old-news', title: 'Old news', content: '<p>x</p>', year: '2025', ...unchanged(60) }).execute();
    await t.db.insertInto('news').values({ slug: 'edited-news', title: 'Edited news', content: '<p>x</p>', year: '2025', created_at: minutesAgo(50), updated_at: minutesAgo(1) }).execute();
    await t.db.insertInto('blogs').values({ slug: 'a-blog', title: 'A blog', content: '<p>x</p>', ...unchanged(5) }).execute();
    await t.db.insertInto('investors').values({ slug: 'meera', investor_name: 'Meera Kapoor', investor_image: null, ...unchanged(3) }).execute();
    for (const [index, name] of ['First sender', 'Second sender'].entries()) {
      await t.db.insertInto('contact_messages').values({ name, mobile: '9822012345', notes: `Note ${index}`, client_ip: null, created_at: minutesAgo(10 - index) }).execute();
    }
    await t.db.updateTable('contact_messages').set({ delivery_status: 'failed', delivery_attempts: 12, last_error: 'SMTP said no' }).where('name', '=', 'Second sender').execute();
    await t.db.updateTable('contact_messages').set({ read_at: new Date() }).where('name', '=', 'First sender').execute();

    const res = await admin.agent.get(url);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.counts).toEqual({ ventures: 0, news: 2, blogs: 1, investors: 1, testimonials: 0, messages: 2, unread_messages: 1 });
    // The overview's unread count is the inbox's, before and after the inbox marks one.
    const inboxUnread = async () => (await admin.agent.get('/backend/contact-us/messages.php?page=1')).body.unread as number;
    const overviewUnread = async () => (await admin.agent.get(url)).body.counts.unread_messages as number;
    expect(await inboxUnread()).toBe(1);
    const [second] = await t.db.selectFrom('contact_messages').select('id').where('name', '=', 'Second sender').execute();
    expect((await admin.agent.post('/backend/contact-us/messages.php').send({ id: second!.id, read: true })).status).toBe(200);
    expect([await overviewUnread(), await inboxUnread()]).toEqual([0, 0]);
    await admin.agent.post('/backend/contact-us/messages.php').send({ id: second!.id, read: false });
    expect(res.body.latest_messages.map((message: { name: string; delivery_status: string; read: boolean }) => [message.name, message.delivery_status, message.read])).toEqual([
      ['Second sender', 'failed', false],
      ['First sender', 'queued', true],
    ]);
    expect(res.body.latest_changes.map((change: { type: string; title: string; action: string }) => [change.type, change.title, change.action])).toEqual([
      ['news', 'Edited news', 'edited'],
      ['investors', 'Meera Kapoor', 'added'],
      ['blogs', 'A blog', 'added'],
      ['news', 'Old news', 'added'],
    ]);
  });

  it('lists the five scheduled items and texts in another language due soonest, leaving out drafts and the trash', async () => {
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const scheduled = (hours: number) => ({ status: 'scheduled' as const, publish_at: inHours(hours) });
    await t.db.insertInto('blogs').values({ slug: 'soon-blog', title: 'Due in two hours', content: '<p>x</p>', ...scheduled(2) }).execute();
    await t.db.insertInto('news').values({ slug: 'soon-news', title: 'Due in an hour', content: '<p>x</p>', year: '2026', ...scheduled(1) }).execute();
    for (const [index, hours] of [30, 10, 20, 40].entries()) {
      await t.db.insertInto('news').values({ slug: `later-${index}`, title: `Due in ${hours} hours`, content: '<p>x</p>', year: '2026', ...scheduled(hours) }).execute();
    }
    const binned = await t.db.insertInto('news').values({ slug: 'binned', title: 'Scheduled, then trashed', content: '<p>x</p>', year: '2026', ...scheduled(0.5), deleted_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('news').values({ slug: 'unscheduled', title: 'A draft', content: '<p>x</p>', year: '2026', status: 'draft' }).execute();
    // Texts in another language: one due soon, one in the trash, and one of an item in the trash.
    const member = await t.db.insertInto('team_members').values({ name: 'Asha Rao', position: 'Director' }).returning('id').executeTakeFirstOrThrow();
    const translation = (kind: string, itemId: number, lang: string, extra: object) => ({
      kind, item_id: itemId, lang, fields: JSON.stringify({}), status: 'draft' as const, source_updated_at: new Date(), source_fields: JSON.stringify({}), ...extra,
    });
    await t.db.insertInto('translations').values(translation('team', member.id, 'mr', scheduled(1.5))).execute();
    await t.db.insertInto('translations').values(translation('team', member.id, 'hi', { ...scheduled(0.25), deleted_at: new Date() })).execute();
    await t.db.insertInto('translations').values(translation('news', binned.id, 'hi', scheduled(0.25))).execute();

    const res = await admin.agent.get(url);
    expect(res.status).toBe(200);
    expect(res.body.publishing_soon.map((item: { type: string; title: string; lang: string | null }) => [item.type, item.title, item.lang])).toEqual([
      ['news', 'Due in an hour', null],
      ['team', 'Asha Rao', 'mr'],
      ['blogs', 'Due in two hours', null],
      ['news', 'Due in 10 hours', null],
      ['news', 'Due in 20 hours', null],
    ]);
    const [first] = res.body.publishing_soon as { at: string }[];
    expect(Math.abs(new Date(first!.at).getTime() - inHours(1).getTime())).toBeLessThan(60_000);
  });

  it('shows at most five latest changes and messages', async () => {
    for (let i = 0; i < 6; i += 1) {
      await t.db.insertInto('testimonials').values({ slug: `t-${i}`, name: `Person ${i}`, position: 'Partner', stars: 4, review: 'Good', image_url: null }).execute();
      await t.db.insertInto('contact_messages').values({ name: `Sender ${i}`, mobile: '9822012345', notes: 'Hello', client_ip: null }).execute();
    }
    const res = await admin.agent.get(url);
    expect(res.body.latest_changes).toHaveLength(5);
    expect(res.body.latest_messages).toHaveLength(5);
    expect(res.body.counts.testimonials).toBe(6);
  });
});

describe('the overview’s backup block with no backup recorded', () => {
  it('says none was made while the folder is empty, and when the newest archive was written once it holds some', async () => {
    expect((await admin.agent.get(url)).body.backup).toEqual({ schedule: null, last_success: null, failure: null, running_since: null });

    // Archives the database does not record: it was restored from an older backup, or they were copied in.
    await mkdir(t.config.backupDir, { recursive: true });
    const older = path.join(t.config.backupDir, 'sjg-2026-11-20T0600.tar.gz');
    const newer = path.join(t.config.backupDir, 'sjg-2026-11-21T0600.tar.gz');
    await writeFile(older, 'older');
    await writeFile(newer, 'newer');
    await utimes(older, new Date('2026-11-20T06:00:30Z'), new Date('2026-11-20T06:00:30Z'));
    await utimes(newer, new Date('2026-11-21T06:00:30Z'), new Date('2026-11-21T06:00:30Z'));
    for (const role of ['viewer', 'owner'] as const) {
      const { agent } = role === 'owner' ? admin : await loginAgent(t, { role });
      expect((await agent.get(url)).body.backup, role).toEqual({
        schedule: null,
        last_success: null,
        failure: null,
        running_since: null,
        newest_archive_at: '2026-11-21T06:00:30.000Z',
      });
    }
  });

  it('still answers when the backup folder cannot be read, without the archive line', async () => {
    // A link to itself: reading it fails with ELOOP, which the Backups screen's listing does not expect.
    await rm(t.config.backupDir, { recursive: true });
    await symlink(t.config.backupDir, t.config.backupDir);
    try {
      const res = await admin.agent.get(url);
      expect(res.status).toBe(200);
      expect(res.body.backup).toEqual({ schedule: null, last_success: null, failure: null, running_since: null });
    } finally {
      await rm(t.config.backupDir);
    }
  });
});

describe('the overview’s backup block', () => {
  const file = 'sjg-backup-2026-11-29T02-00-00Z.tar.gz';
  const error = 'ENOSPC: no space left on device, write /var/backups/sjg/partial.tar';

  beforeAll(async () => {
    await t.db.insertInto('backup_runs').values({ trigger: 'scheduled', started_at: minutesAgo(120), status: 'running' }).execute();
    await t.db.updateTable('backup_runs').set({ status: 'succeeded', finished_at: minutesAgo(119), file, size_bytes: 4096 }).execute();
    const failed = await t.db.insertInto('backup_runs').values({ trigger: 'scheduled', started_at: minutesAgo(60) }).returning('id').executeTakeFirstOrThrow();
    await t.db.updateTable('backup_runs').set({ status: 'failed', finished_at: minutesAgo(59), error }).where('id', '=', failed.id).execute();
  });

  it('tells a viewer and an editor when the last backup was made and that one failed, without file names or error texts', async () => {
    for (const role of ['viewer', 'editor'] as const) {
      const { agent } = await loginAgent(t, { role });
      const res = await agent.get(url);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body), role).not.toContain('sjg-backup');
      expect(JSON.stringify(res.body), role).not.toContain('ENOSPC');
      expect(JSON.stringify(res.body), role).not.toContain('/var/backups');
      expect(res.body.backup.last_success).toEqual({ at: expect.any(String), size_bytes: 4096 });
      expect(res.body.backup.failure).toEqual({ at: expect.any(String) });
    }
  });

  it('gives an owner the file name and the error text', async () => {
    const res = await admin.agent.get(url);
    expect(res.body.backup.last_success).toMatchObject({ file, size_bytes: 4096 });
    expect(res.body.backup.failure).toMatchObject({ error });
  });
});
