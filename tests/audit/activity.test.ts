// The Activity endpoints (issue 23): GET /backend/admin/activity lists the audit log newest first,
// 50 a page, filtered by account, action, item type and days (India time); activity.csv exports
// every matching entry as CSV a spreadsheet cannot be tricked by; both need an admin session.
// Also the 365-day retention the editorial worker keeps.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, auditMessages, type ActivityReply, type AuditEntry } from '../../common/audit.js';
import { purgeExpiredAudit, recordAudit, type AuditRecord } from '../../server/src/audit/audit.service.js';
import { createEditorialWorker } from '../../server/src/editorial/editorial-worker.js';
import { createLogger } from '../../server/src/logger.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createAdminUser, type TestAdmin } from '../helpers/login.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestClock } from '../helpers/test-clock.js';
import { parseCsv } from '../helpers/csv.js';

const DAY = 86_400_000;
let t: TestApp;
let admin: AdminAgent;
let other: TestAdmin;

/** 2026-03-10 10:00 India time, and the entries made around it. */
const base = Date.parse('2026-03-10T10:00:00+05:30');

function entry(overrides: Partial<AuditRecord> & { minutes: number }): AuditRecord {
  return {
    action: 'update',
    actor: { id: admin.admin.id, name: 'alice', address: '203.0.113.7' },
    item: { kind: 'news', id: 1, title: 'A news item' },
    changedFields: ['title'],
    ...overrides,
    at: new Date(base + overrides.minutes * 60_000),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAgent(t);
  other = await createAdminUser(t.db);
  // 120 entries a minute apart: 100 updates of news by the admin, then 20 trashes of blogs by the other.
  for (let i = 0; i < 100; i += 1) await recordAudit(t.db, entry({ minutes: i, item: { kind: 'news', id: i + 1, title: `News ${i}` } }));
  for (let i = 100; i < 120; i += 1) {
    await recordAudit(t.db, entry({ minutes: i, action: 'trash', actor: { id: other.id, name: 'bob', address: '2001:db8::1' }, item: { kind: 'blogs', id: i, title: `Blog ${i}` }, changedFields: undefined }));
  }
  // Just before and after the day of 2026-03-10 in India (18:30 UTC the day before, and the day after).
  await recordAudit(t.db, entry({ minutes: -(10 * 60) - 1, action: 'sign_in', item: undefined, changedFields: undefined }));
  await recordAudit(t.db, entry({ minutes: 14 * 60, action: 'sign_out', item: undefined, changedFields: undefined }));
});
afterAll(async () => {
  await t.close();
});

async function activity(query: Record<string, string | string[]> = {}): Promise<ActivityReply> {
  const res = await admin.agent.get('/backend/admin/activity').query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ActivityReply;
}

describe('the list', () => {
  it('pages the entries newest first, 50 a page, with every account to filter by', async () => {
    const first = await activity();
    expect(first.total_pages).toBe(Math.ceil(122 / AUDIT_PAGE_SIZE));
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ action: 'sign_out', user: 'alice' });
    const times = first.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.entries[1]).toEqual({
      id: expect.any(String),
      at: new Date(base + 119 * 60_000).toISOString(),
      user: 'bob',
      address: '2001:db8::1',
      action: 'trash',
      kind: 'blogs',
      item_id: 119,
      title: 'Blog 119',
      changed_fields: [],
    } satisfies AuditEntry);
    expect(first.users).toEqual(
      expect.arrayContaining([
        { id: admin.admin.id, username: admin.admin.email.split('@')[0] },
        { id: other.id, username: other.email.split('@')[0] },
      ]),
    );

    const last = await activity({ page: '3' });
    expect(last.entries).toHaveLength(122 - 2 * AUDIT_PAGE_SIZE);
    expect(last.entries.at(-1)).toMatchObject({ action: 'sign_in' });
    const all = [...first.entries, ...(await activity({ page: '2' })).entries, ...last.entries];
    expect(new Set(all.map((e) => e.id)).size).toBe(122);
    expect((await activity({ page: '4' })).entries).toEqual([]);
  });

  it('filters by account, action and type, alone and together', async () => {
    const bob = await activity({ user: String(other.id) });
    expect(bob.entries).toHaveLength(20);
    expect(bob.total_pages).toBe(1);
    expect(bob.entries.every((e) => e.user === 'bob')).toBe(true);

    const updates = await activity({ action: 'update' });
    expect(updates.total_pages).toBe(2);
    expect(updates.entries.every((e) => e.action === 'update' && e.changed_fields.join() === 'title')).toBe(true);

    expect((await activity({ kind: 'blogs' })).entries).toHaveLength(20);
    expect((await activity({ kind: 'blogs', user: String(admin.admin.id) })).entries).toEqual([]);
    expect((await activity({ action: 'trash', kind: 'blogs', user: String(other.id) })).entries).toHaveLength(20);
    // A form's "All" sends blanks: no filter.
    expect((await activity({ action: '', kind: '', user: '', from: '', to: '' })).total_pages).toBe(3);
  });

  it('filters by days in India time, both ends included', async () => {
    const day = await activity({ from: '2026-03-10', to: '2026-03-10' });
    expect(day.total_pages).toBe(3);
    const ids = [...day.entries, ...(await activity({ from: '2026-03-10', to: '2026-03-10', page: '3' })).entries].map((e) => e.action);
    expect(ids).not.toContain('sign_in');
    expect(ids).not.toContain('sign_out');
    expect((await activity({ from: '2026-03-10', to: '2026-03-10', action: 'sign_in' })).entries).toEqual([]);
    expect((await activity({ to: '2026-03-09' })).entries.map((e) => e.action)).toEqual(['sign_in']);
    expect((await activity({ from: '2026-03-11' })).entries.map((e) => e.action)).toEqual(['sign_out']);
    expect((await activity({ from: '2026-03-09', to: '2026-03-11' })).total_pages).toBe(3);
  });

  it.each([
    [{ page: '0' }, auditMessages.badPage],
    [{ page: 'abc' }, auditMessages.badPage],
    [{ user: '-1' }, auditMessages.badUser],
    [{ user: '99999999999' }, auditMessages.badUser],
    [{ action: 'erase' }, auditMessages.badAction],
    [{ kind: 'pages' }, auditMessages.badKind],
    [{ from: '2026-02-30' }, auditMessages.badFrom],
    [{ to: '10/03/2026' }, auditMessages.badTo],
    [{ from: '2026-03-11', to: '2026-03-10' }, auditMessages.fromAfterTo],
    [{ action: ['update', 'trash'] }, auditMessages.badAction],
  ])('refuses the filter %j with a clear 400', async (query, message) => {
    for (const path of ['/backend/admin/activity', '/backend/admin/activity.csv']) {
      const res = await admin.agent.get(path).query(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    }
  });

  it('answers 401 without a session', async () => {
    const { agent } = siteAgent(t);
    for (const path of ['/backend/admin/activity', '/backend/admin/activity.csv']) {
      const res = await agent.get(path);
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('is described in the OpenAPI document', async () => {
    const res = await siteAgent(t).agent.get('/backend/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/admin/activity', '/admin/activity.csv']));
    // A script reading the file needs to know it starts with a byte order mark (Python: utf-8-sig).
    expect(res.body.paths['/admin/activity.csv'].get.responses['200'].description).toMatch(/^CSV in UTF-8 with a byte order mark/);
  });
});

/** A CSV text's rows (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks). */

describe('the CSV export', () => {
  it('sends every matching entry as an attachment with a header row', async () => {
    const res = await admin.agent.get('/backend/admin/activity.csv').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual(['at', 'user', 'address', 'action', 'kind', 'item_id', 'title', 'changed_fields']);
    expect(rows).toHaveLength(1 + 122);
    expect(rows[2]).toEqual([new Date(base + 119 * 60_000).toISOString(), 'bob', '2001:db8::1', 'trash', 'blogs', '119', 'Blog 119', '']);
    expect(rows.at(-1)).toEqual([new Date(base - (10 * 60 + 1) * 60_000).toISOString(), 'alice', '203.0.113.7', 'sign_in', '', '', '', '']);

    const filtered = parseCsv((await admin.agent.get('/backend/admin/activity.csv').query({ user: String(other.id) }).buffer(true)).text);
    expect(filtered).toHaveLength(1 + 20);
  });

  it('quotes commas, quotes and line breaks, and neutralises cells a spreadsheet would run', async () => {
    const titles = ['Growth, "fast" and\nslow', '=HYPERLINK("http://evil.example","x")', '+1+1', '-2', '@SUM(A1)', '\tTabbed'];
    for (const [index, title] of titles.entries()) {
      await recordAudit(t.db, entry({ minutes: 24 * 60 + index, action: 'create', item: { kind: 'news', id: 500 + index, title }, changedFields: undefined }));
    }
    await recordAudit(t.db, entry({ minutes: 24 * 60 + 10, action: 'sign_in_failed', actor: { id: null, name: '=cmd|"/c calc"!A1', address: '198.51.100.2' }, item: undefined }));

    const res = await admin.agent.get('/backend/admin/activity.csv').query({ from: '2026-03-11', action: 'create' }).buffer(true);
    expect(res.text).toContain('"Growth, ""fast"" and\nslow"');
    const rows = parseCsv(res.text).slice(1);
    expect(rows.map((row) => row[6]).reverse()).toEqual(['Growth, "fast" and\nslow', `'=HYPERLINK("http://evil.example","x")`, "'+1+1", "'-2", "'@SUM(A1)", "'\tTabbed"]);

    const failed = parseCsv((await admin.agent.get('/backend/admin/activity.csv').query({ action: 'sign_in_failed' }).buffer(true)).text);
    expect(failed[1]![1]).toBe(`'=cmd|"/c calc"!A1`);
  });

  it('exports beyond one batch of the database reads, entries of the same moment included', async () => {
    const { rows } = await sql<{ count: string }>`select count(*)::text as count from audit_log`.execute(t.db);
    const before = Number(rows[0]!.count);
    await sql`
      insert into audit_log (at, user_id, username, address, action)
      select ${new Date(base)}::timestamptz - make_interval(secs => n / 3), null, 'bulk', '192.0.2.1', 'sign_in_failed'
      from generate_series(1, 1500) as n`.execute(t.db);
    const csv = parseCsv((await admin.agent.get('/backend/admin/activity.csv').buffer(true)).text);
    expect(csv).toHaveLength(1 + before + 1500);
    expect(new Set(csv.slice(1).map((row) => row.join(','))).size).toBeGreaterThan(before);
    const times = csv.slice(1).map((row) => row[0]!);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('the 365-day retention', () => {
  const logger = createLogger('silent');
  const marker = 'retention-test';

  async function kept(): Promise<string[]> {
    return (await t.db.selectFrom('audit_log').select('address').where('username', '=', marker).orderBy('at').execute()).map((row) => row.address!);
  }

  it('deletes, in the editorial worker, only the entries older than 365 days by its clock', async () => {
    const now = Date.now();
    for (const [address, daysAgo] of [['370 days', 370], ['366 days', 366], ['364 days', 364], ['today', 0]] as const) {
      await recordAudit(t.db, { action: 'sign_in', actor: { id: null, name: marker, address }, at: new Date(now - daysAgo * DAY) });
    }
    // A worker whose clock stands 5 days back: the 370-day entry is 365 days old to it, the 366-day one 361.
    const clock = createTestClock(now - 5 * DAY - 60_000);
    const worker = createEditorialWorker({ db: t.db, storage: t.storage, logger, clock, onChange: () => undefined });
    await worker.runOnce();
    expect(await kept()).toEqual(['370 days', '366 days', '364 days', 'today']);

    clock.advance(5 * DAY);
    await worker.runOnce();
    expect(await kept()).toEqual(['364 days', 'today']);
  });

  it('never tries to delete an entry the database still protects, even with a clock that runs ahead', async () => {
    // The 364-day entry is 394 days old by this clock, but 364 by the database's: it stays, and the purge does not fail.
    expect(await purgeExpiredAudit(t.db, new Date(Date.now() + 30 * DAY))).toBe(0);
    expect(await kept()).toEqual(['364 days', 'today']);
    await expect(sql`delete from audit_log where username = ${marker}`.execute(t.db)).rejects.toThrow(/kept 365 days/);
  });
});
