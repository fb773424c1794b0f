// Who reads which Activity (issue 23): owners read every entry; editors and viewers read only
// their own, whatever `user` they ask for, in the list and in the CSV alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from '../../common/accounts.js';
import type { ActivityReply } from '../../common/audit.js';
import { recordAudit } from '../../server/src/audit/audit.service.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
const agents = {} as Record<AccountRole, AdminAgent>;
const nameOf = (role: AccountRole) => agents[role].admin.email.split('@')[0]!;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'editor', 'viewer'] as const) agents[role] = await loginAgent(t, { role });
  // Two entries by each account, each naming its role in the title, plus one by the scheduler.
  const at = Date.parse('2026-03-10T10:00:00Z');
  let minute = 0;
  for (const role of ['owner', 'editor', 'viewer'] as const) {
    for (const n of [1, 2]) {
      minute += 1;
      await recordAudit(t.db, {
        action: 'update',
        actor: { id: agents[role].admin.id, name: nameOf(role), address: '203.0.113.7' },
        item: { kind: 'news', id: minute, title: `${role} ${n}` },
        changedFields: ['title'],
        at: new Date(at + minute * 60_000),
      });
    }
  }
  await recordAudit(t.db, { action: 'publish', actor: null, item: { kind: 'news', id: 99, title: 'scheduled' }, at: new Date(at) });
});
afterAll(async () => t.close());

async function activity(role: AccountRole, query: Record<string, string> = {}): Promise<ActivityReply> {
  const res = await agents[role].agent.get('/backend/admin/activity').query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ActivityReply;
}

async function csvTitles(role: AccountRole, query: Record<string, string> = {}): Promise<string[]> {
  const res = await agents[role].agent.get('/backend/admin/activity.csv').query(query);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  // Header line first; the title is the seventh column and has no comma here.
  return res.text.trim().split('\r\n').slice(1).map((line) => line.split(',')[6]!);
}

describe('the Activity list by role', () => {
  it('shows an owner every entry and every account to filter by', async () => {
    const reply = await activity('owner');
    expect(reply.entries.map((e) => e.title)).toEqual(['viewer 2', 'viewer 1', 'editor 2', 'editor 1', 'owner 2', 'owner 1', 'scheduled']);
    expect(reply.users.map((u) => u.id).sort()).toEqual([agents.owner.admin.id, agents.editor.admin.id, agents.viewer.admin.id].sort());
    expect((await activity('owner', { user: String(agents.editor.admin.id) })).entries.map((e) => e.title)).toEqual(['editor 2', 'editor 1']);
  });

  it.each(['editor', 'viewer'] as const)('shows an %s only their own entries, and only themselves to filter by', async (role) => {
    const own = [`${role} 2`, `${role} 1`];
    const reply = await activity(role);
    expect(reply.entries.map((e) => e.title)).toEqual(own);
    expect(reply.entries.every((e) => e.user === nameOf(role))).toBe(true);
    expect(reply.total_pages).toBe(1);
    expect(reply.users).toEqual([{ id: agents[role].admin.id, username: nameOf(role) }]);
  });

  it.each(['editor', 'viewer'] as const)('holds an %s to their own entries even when they ask for another account’s', async (role) => {
    const reply = await activity(role, { user: String(agents.owner.admin.id) });
    expect(reply.entries.map((e) => e.title)).toEqual([`${role} 2`, `${role} 1`]);
    // The other filters still apply on top.
    expect((await activity(role, { action: 'publish' })).entries).toEqual([]);
  });

  it('still refuses a malformed filter with 400 for every role', async () => {
    for (const role of ['owner', 'editor', 'viewer'] as const) {
      expect((await agents[role].agent.get('/backend/admin/activity').query({ user: 'abc' })).status).toBe(400);
    }
  });
});

describe('the Activity CSV by role', () => {
  it('exports every entry for an owner', async () => {
    expect(await csvTitles('owner')).toEqual(['viewer 2', 'viewer 1', 'editor 2', 'editor 1', 'owner 2', 'owner 1', 'scheduled']);
  });

  it.each(['editor', 'viewer'] as const)('exports only an %s’s own entries, whatever user is asked for', async (role) => {
    expect(await csvTitles(role)).toEqual([`${role} 2`, `${role} 1`]);
    expect(await csvTitles(role, { user: String(agents.owner.admin.id) })).toEqual([`${role} 2`, `${role} 1`]);
  });
});
