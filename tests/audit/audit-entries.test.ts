// The audit log's entries (issue 23): each admin write leaves exactly one, in its own transaction,
// naming who, from where, what and which item (and for an update the fields it changed); a write
// that fails leaves none; sign-ins, failed sign-ins, sign-outs and password changes are there too.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../server/src/audit/audit.repository.js';
import { publishDueItems } from '../../server/src/editorial/scheduled-publishing.js';
import { purgeExpiredTrash } from '../../server/src/editorial/trash.service.js';
import { createLogger } from '../../server/src/logger.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createAdminUser } from '../helpers/login.js';
import { loginAs } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock, type TestClock } from '../helpers/test-clock.js';
import { addItem, apis, editItem, isoAfter, setStatus } from '../editorial/editorial-harness.js';

const DAY = 86_400_000;
const logger = createLogger('silent');
let t: TestApp;
let admin: AdminAgent;
let clock: TestClock;
let username: string;

/** The address supertest's requests come from, as Express reports it. */
const loopback = /^127\.0\.0\.1$|^::1$/;

/** An entry as stored, its user included. */
type Row = AuditRow & { user_id: number | null };

async function lastEntryId(): Promise<string> {
  const { rows } = await sql<{ id: string | null }>`select max(id)::text as id from audit_log`.execute(t.db);
  return rows[0]?.id ?? '0';
}

/** The entries written since `after` (an id from lastEntryId), oldest first. */
async function entriesSince(after: string): Promise<Row[]> {
  return (await t.db.selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').execute()) as Row[];
}

/** Runs `action` and returns the one entry it must leave. */
async function onlyEntryOf(action: () => Promise<unknown>): Promise<Row> {
  const before = await lastEntryId();
  await action();
  const entries = await entriesSince(before);
  expect(entries, JSON.stringify(entries)).toHaveLength(1);
  return entries[0]!;
}

function byAdmin(row: Row) {
  expect(row.user_id).toBe(admin.admin.id);
  expect(row.username).toBe(username);
  expect(row.address).toMatch(loopback);
  expect(row.at.getTime()).toBe(clock.now());
}

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ deps: { clock } });
  admin = await loginAgent(t);
  username = admin.admin.email.split('@')[0]!;
});
afterAll(async () => {
  await t.close();
});

describe('content writes', () => {
  let newsId: number;

  it('records a create with who, the address, the type, the id and the title', async () => {
    const entry = await onlyEntryOf(async () => {
      ({ id: newsId } = await addItem(admin.agent, 'news', 'Audit first news', { status: 'draft' }));
    });
    byAdmin(entry);
    expect(entry).toMatchObject({ action: 'create', item_kind: 'news', item_id: newsId, item_title: 'Audit first news', changed_fields: null });
  });

  it('records an update with the names of the fields it changed', async () => {
    const entry = await onlyEntryOf(async () => {
      const res = await editItem(admin.agent, 'news', newsId, 'Audit news renamed', { content: '<p>New body</p>' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    byAdmin(entry);
    expect(entry).toMatchObject({ action: 'update', item_kind: 'news', item_id: newsId, item_title: 'Audit news renamed', changed_fields: ['title', 'content'] });
  });

  it('records an update that changes nothing with no fields', async () => {
    const entry = await onlyEntryOf(async () => {
      expect((await editItem(admin.agent, 'news', newsId, 'Audit news renamed', { content: '<p>New body</p>' })).status).toBe(200);
    });
    expect(entry).toMatchObject({ action: 'update', changed_fields: [] });
  });

  it('records publish, schedule and unpublish', async () => {
    const publish = await onlyEntryOf(async () => expect((await setStatus(admin.agent, 'news', newsId, { status: 'published' })).status).toBe(200));
    byAdmin(publish);
    expect(publish).toMatchObject({ action: 'publish', item_kind: 'news', item_id: newsId, item_title: 'Audit news renamed' });

    const unpublish = await onlyEntryOf(async () => expect((await setStatus(admin.agent, 'news', newsId, { status: 'draft' })).status).toBe(200));
    expect(unpublish).toMatchObject({ action: 'unpublish', item_id: newsId, user_id: admin.admin.id });

    const schedule = await onlyEntryOf(async () =>
      expect((await setStatus(admin.agent, 'news', newsId, { status: 'scheduled', publish_at: isoAfter(clock.now(), DAY) })).status).toBe(200),
    );
    expect(schedule).toMatchObject({ action: 'schedule', item_id: newsId, user_id: admin.admin.id });
  });

  it("records the scheduler's publish by no one", async () => {
    const entry = await onlyEntryOf(async () => {
      expect(await publishDueItems({ db: t.db, storage: t.storage, logger }, new Date(clock.now() + 2 * DAY))).toBe(1);
    });
    expect(entry).toMatchObject({ action: 'publish', user_id: null, username: null, address: null, item_kind: 'news', item_id: newsId, item_title: 'Audit news renamed' });
    expect(entry.at.getTime()).toBe(clock.now() + 2 * DAY);
  });

  it('records the restore of a revision, with the fields it put back', async () => {
    const revisions = (await admin.agent.get(`/backend/admin/items/news/${newsId}/revisions`)).body.revisions as { id: string; event: string }[];
    const created = revisions.find((revision) => revision.event === 'created')!;
    const entry = await onlyEntryOf(async () => expect((await admin.agent.post(`/backend/admin/revisions/${created.id}/restore`)).status).toBe(200));
    byAdmin(entry);
    expect(entry).toMatchObject({ action: 'restore_revision', item_kind: 'news', item_id: newsId, item_title: 'Audit first news', changed_fields: ['title', 'content'] });
  });

  it('records a venture update with its own, stats and list fields', async () => {
    const { id } = await addItem(admin.agent, 'ventures', 'Audit venture');
    const entry = await onlyEntryOf(async () => {
      const res = await editItem(admin.agent, 'ventures', id, 'Audit venture renamed', { stats_left_section_title: 'Left anew' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    byAdmin(entry);
    expect(entry).toMatchObject({ action: 'update', item_kind: 'ventures', item_id: id, item_title: 'Audit venture renamed', changed_fields: ['title', 'stats_left_section_title'] });

    const gallery = (await siteAgent(t).agent.get(`/backend/ventures/ventures_details_api.php?id=${id}`)).body.gallery as { id: number }[];
    expect(gallery.length).toBeGreaterThan(0);
    const removal = await onlyEntryOf(async () =>
      expect((await admin.agent.post('/backend/ventures/delete_venture_api.php').send({ type: 'gallery', id: gallery[0]!.id })).status).toBe(200),
    );
    expect(removal).toMatchObject({ action: 'update', item_kind: 'ventures', item_id: id, changed_fields: ['gallery'] });
  });

  it('records trash, restore and delete forever', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Audit trashed blog');
    const trash = await onlyEntryOf(async () => expect((await admin.agent.delete(apis.blogs).send({ id })).status).toBe(200));
    byAdmin(trash);
    expect(trash).toMatchObject({ action: 'trash', item_kind: 'blogs', item_id: id, item_title: 'Audit trashed blog' });

    const restore = await onlyEntryOf(async () => expect((await admin.agent.post(`/backend/admin/trash/blogs/${id}/restore`)).status).toBe(200));
    byAdmin(restore);
    expect(restore).toMatchObject({ action: 'restore', item_kind: 'blogs', item_id: id, item_title: 'Audit trashed blog' });

    expect((await admin.agent.delete(apis.blogs).send({ id })).status).toBe(200);
    const forever = await onlyEntryOf(async () => expect((await admin.agent.delete(`/backend/admin/trash/blogs/${id}`)).status).toBe(200));
    byAdmin(forever);
    expect(forever).toMatchObject({ action: 'delete_forever', item_kind: 'blogs', item_id: id, item_title: 'Audit trashed blog' });
  });

  it("records the 30-day purge's delete forever by no one", async () => {
    const { id } = await addItem(admin.agent, 'investors', 'Audit purged investor');
    expect((await admin.agent.delete(apis.investors).send({ id })).status).toBe(200);
    const when = new Date(clock.now() + 31 * DAY);
    const entry = await onlyEntryOf(async () => expect(await purgeExpiredTrash({ db: t.db, storage: t.storage, logger }, when)).toBe(1));
    expect(entry).toMatchObject({ action: 'delete_forever', user_id: null, username: null, address: null, item_kind: 'investors', item_id: id, item_title: 'Audit purged investor' });
    expect(entry.at.getTime()).toBe(when.getTime());
  });
});

describe('failed writes', () => {
  it('leaves no entry for a write refused by validation (news without an image)', async () => {
    const before = await lastEntryId();
    const res = await admin.agent.post(apis.news).field('type', 'insert').field('title', 'Audit no image').field('content', '<p>x</p>').field('year', '2026');
    expect(res.status).toBe(400);
    expect(await entriesSince(before)).toEqual([]);
  });

  it('leaves no entry for a write refused as not found', async () => {
    const before = await lastEntryId();
    expect((await admin.agent.delete(apis.news).send({ id: 999_999 })).status).toBe(404);
    expect((await admin.agent.post('/backend/admin/items/news/999999/status').send({ status: 'published' })).status).toBe(404);
    expect(await entriesSince(before)).toEqual([]);
  });

  it('leaves no entry, and no item, when the transaction fails after the entry was written', async () => {
    // A check at commit, after everything the write did: the whole transaction rolls back.
    await sql`
      create function audit_test_fail_at_commit() returns trigger language plpgsql as $$
      begin
        raise exception 'refused at commit';
      end;
      $$;
      create constraint trigger audit_test_fail_at_commit after insert on audit_log deferrable initially deferred
        for each row when (new.item_title = 'Audit doomed') execute function audit_test_fail_at_commit();
    `.execute(t.db);
    try {
      const before = await lastEntryId();
      const res = await addItem(admin.agent, 'blogs', 'Audit doomed', {}, { expectStatus: 500 });
      expect(res.status).toBe(500);
      expect(await entriesSince(before)).toEqual([]);
      expect(await t.db.selectFrom('blogs').select('id').where('title', '=', 'Audit doomed').execute()).toEqual([]);
    } finally {
      await sql`drop trigger audit_test_fail_at_commit on audit_log; drop function audit_test_fail_at_commit();`.execute(t.db);
    }
  });
});

describe('sign-in and the password', () => {
  it('records a sign-in with the account and the address', async () => {
    const account = await createAdminUser(t.db);
    const entry = await onlyEntryOf(() => loginAs(t, account));
    expect(entry).toMatchObject({ action: 'sign_in', user_id: account.id, username: account.email.split('@')[0], item_kind: null, item_id: null, changed_fields: null });
    expect(entry.address).toMatch(loopback);
  });

  it('records a failed sign-in with the e-mail typed, and the account only when it exists', async () => {
    const account = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    const typed = account.email.toUpperCase();
    const wrong = await onlyEntryOf(async () => expect((await agent.post('/backend/login/login.php').send({ email: typed, password: 'Wrong!Password-1' })).status).toBe(401));
    expect(wrong).toMatchObject({ action: 'sign_in_failed', user_id: account.id, username: typed });
    expect(wrong.address).toMatch(loopback);

    const unknown = await onlyEntryOf(async () =>
      expect((await agent.post('/backend/login/login.php').send({ email: 'nobody-audit@example.com', password: 'Wrong!Password-1' })).status).toBe(401),
    );
    expect(unknown).toMatchObject({ action: 'sign_in_failed', user_id: null, username: 'nobody-audit@example.com' });
  });

  it('records a sign-out', async () => {
    const account = await createAdminUser(t.db);
    const { agent } = await loginAs(t, account);
    const entry = await onlyEntryOf(async () => expect((await agent.get('/backend/login/logout.php')).status).toBe(200));
    expect(entry).toMatchObject({ action: 'sign_out', user_id: account.id, username: account.email.split('@')[0] });
    expect(entry.address).toMatch(loopback);
    // Signing out without a session records nothing.
    const before = await lastEntryId();
    expect((await agent.get('/backend/login/logout.php')).status).toBe(200);
    expect(await entriesSince(before)).toEqual([]);
  });

  it('records a password change, and nothing for a refused one', async () => {
    const account = await createAdminUser(t.db);
    const { agent } = await loginAs(t, account);
    const path = '/backend/password/update_password_api.php';
    const before = await lastEntryId();
    expect((await agent.post(path).send({ user_id: account.id, old_password: 'Not!ThePassword-9', new_password: 'Fresh!Horse-42', confirm_new_password: 'Fresh!Horse-42' })).status).toBe(400);
    expect(await entriesSince(before)).toEqual([]);

    const entry = await onlyEntryOf(async () =>
      expect((await agent.post(path).send({ user_id: account.id, old_password: account.password, new_password: 'Fresh!Horse-42', confirm_new_password: 'Fresh!Horse-42' })).status).toBe(200),
    );
    expect(entry).toMatchObject({ action: 'password_change', user_id: account.id, username: account.email.split('@')[0] });
    expect(entry.address).toMatch(loopback);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of a fresh entry through SQL', async () => {
    const id = await lastEntryId();
    await expect(sql`update audit_log set action = 'create' where id = ${id}`.execute(t.db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`update audit_log set at = at - interval '400 days' where id = ${id}`.execute(t.db)).rejects.toThrow(/cannot be changed/);
    await expect(sql`delete from audit_log where id = ${id}`.execute(t.db)).rejects.toThrow(/kept 365 days/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/kept 365 days/);
    expect(await entriesSince(String(BigInt(id) - 1n))).toHaveLength(1);
  });

  it('keeps the entries of a deleted account, with its name', async () => {
    const account = await createAdminUser(t.db);
    const entry = await onlyEntryOf(() => loginAs(t, account));
    await t.db.deleteFrom('admin_users').where('id', '=', account.id).execute();
    const [kept] = await entriesSince(String(BigInt(entry.id) - 1n));
    expect(kept).toMatchObject({ id: entry.id, user_id: null, username: account.email.split('@')[0], action: 'sign_in' });
  });
});
