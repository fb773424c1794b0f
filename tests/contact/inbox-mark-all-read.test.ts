import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContactMessage } from '../../server/src/contact/contact.repository.js';
import { inboxReplySchema } from '../../server/src/contact/contact.schema.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('"Mark all as read" in the admin inbox', () => {
  let t: TestApp;
  let editor: AdminAgent['agent'];
  beforeAll(async () => {
    t = await createTestApp();
    editor = (await loginAgent(t, { role: 'editor' })).agent;
  });
  afterAll(async () => t.close());

  const add = (name: string, notes = 'A question') => insertContactMessage(t.db, { name, mobile: '9876543210', notes, client_ip: null });
  type Inbox = { messages: { id: number; read: boolean }[]; unread: number; newest_id: number | null };
  const inbox = async (query: Record<string, string> = {}) => {
    const res = await editor.get('/backend/contact-us/messages.php').query(query);
    expect(res.status).toBe(200);
    expect(inboxReplySchema.safeParse(res.body).success).toBe(true);
    return res.body as Inbox;
  };
  const markAll = (agent: AdminAgent['agent'], body: unknown) => agent.post('/backend/admin/messages/mark-all-read').send(body as object);
  const undoMarkAll = (agent: AdminAgent['agent'], body: unknown) => agent.post('/backend/admin/messages/mark-all-read/undo').send(body as object);

  it('names no newest message while the inbox is empty, and marks nothing then', async () => {
    expect(await inbox()).toMatchObject({ messages: [], unread: 0, newest_id: null });
    expect((await markAll(editor, { through: 1 })).body).toMatchObject({ ok: true, marked: 0 });
  });

  it('marks every unread message up to the newest the inbox listed, leaving one that came in since unread', async () => {
    const first = await add('Anil Kadam');
    const second = await add('Bela Shah');
    await editor.post('/backend/contact-us/messages.php').send({ id: first, read: true });
    const seen = await inbox();
    expect(seen).toMatchObject({ unread: 1, newest_id: second });

    const later = await add('Chetan More');
    const res = await markAll(editor, { through: seen.newest_id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, marked: 1, marked_at: expect.any(String) });

    const after = await inbox();
    expect(after.unread).toBe(1);
    expect(after.newest_id).toBe(later);
    expect(after.messages.map((message) => [message.id, message.read])).toEqual([
      [later, false],
      [second, true],
      [first, true],
    ]);
    // Marked already: a second call marks none.
    expect((await markAll(editor, { through: seen.newest_id })).body).toMatchObject({ ok: true, marked: 0 });
  });

  it('marks only what a search finds when it names one', async () => {
    const pune = await add('Dev Pune-wala', 'A franchise in Pune');
    const nagpur = await add('Esha Rao', 'An office in Nagpur');
    const { newest_id } = await inbox();
    expect((await markAll(editor, { through: newest_id, q: ' pune ' })).body).toMatchObject({ ok: true, marked: 1 });
    const unread = (await inbox({ status: 'unread' })).messages.map((message) => message.id);
    expect(unread).toContain(nagpur);
    expect(unread).not.toContain(pune);
    // A blank search is the whole inbox.
    expect((await markAll(editor, { through: newest_id, q: '' })).body.marked).toBeGreaterThanOrEqual(2);
    expect((await inbox()).unread).toBe(0);
  });

  it('is for editors and owners, signed in', async () => {
    const id = await add('Farid Khan');
    const viewer = await markAll((await loginAgent(t, { role: 'viewer' })).agent, { through: id });
    expect(viewer.status).toBe(403);
    expect(viewer.body.error).toBe('Your role (viewer) does not allow this.');
    expect((await markAll(siteAgent(t).agent, { through: id })).status).toBe(401);
    expect((await inbox()).unread).toBe(1);
    expect((await markAll((await loginAgent(t)).agent, { through: id })).body).toMatchObject({ ok: true, marked: 1 });
  });

  it('undoes one marking: what it marked is unread again, what was read before or since stays read', async () => {
    const readBefore = await add('Hari Patil');
    await editor.post('/backend/contact-us/messages.php').send({ id: readBefore, read: true });
    const [one, two, three] = [await add('Isha Nair'), await add('Jai Mehta'), await add('Kiran Desai')];
    const { newest_id } = await inbox();
    const marking = await markAll(editor, { through: newest_id });
    expect(marking.body).toMatchObject({ ok: true, marked: 3 });
    // Read again since: marked unread, then read once more, it is read on purpose.
    await editor.post('/backend/contact-us/messages.php').send({ id: three, read: false });
    await editor.post('/backend/contact-us/messages.php').send({ id: three, read: true });
    const later = await add('Lata Iyer');

    const undo = await undoMarkAll(editor, { marked_at: marking.body.marked_at });
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ ok: true, unmarked: 2 });
    const readOf = new Map((await inbox()).messages.map((message) => [message.id, message.read]));
    expect([readBefore, one, two, three, later].map((id) => readOf.get(id))).toEqual([true, false, false, true, false]);
    // Undone already: a second Undo finds none.
    expect((await undoMarkAll(editor, { marked_at: marking.body.marked_at })).body).toEqual({ ok: true, unmarked: 0 });
    expect((await markAll(editor, { through: later })).body).toMatchObject({ marked: 3 });
  });

  it('lets editors and owners undo, in their own words for a wrong time', async () => {
    await add('Mohan Gupta');
    const { newest_id } = await inbox();
    const { marked_at } = (await markAll(editor, { through: newest_id })).body as { marked_at: string };
    const viewer = await undoMarkAll((await loginAgent(t, { role: 'viewer' })).agent, { marked_at });
    expect(viewer.status).toBe(403);
    expect(viewer.body.error).toBe('Your role (viewer) does not allow this.');
    expect((await undoMarkAll(siteAgent(t).agent, { marked_at })).status).toBe(401);
    for (const body of [{}, { marked_at: 'yesterday' }, { marked_at: 5 }, { marked_at: '2026-12-07' }, { marked_at: null }]) {
      const res = await undoMarkAll(editor, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe('marked_at must be the time "Mark all as read" answered');
    }
    expect((await inbox()).unread).toBe(0);
    expect((await undoMarkAll((await loginAgent(t)).agent, { marked_at })).body).toEqual({ ok: true, unmarked: 1 });
    expect((await inbox()).unread).toBe(1);
  });

  it('refuses a missing or wrong `through`, and a search that is not text, in its own words', async () => {
    await add('Gita Joshi');
    const { unread } = await inbox();
    expect(unread).toBeGreaterThan(0);
    for (const body of [{}, { through: 'all' }, { through: 0 }, { through: 1.5 }, { through: 2 ** 31 }, { through: null }]) {
      const res = await markAll(editor, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe('through must be the id of the newest message the inbox listed');
    }
    for (const q of [['a'], 'x'.repeat(201), 5]) {
      const res = await markAll(editor, { through: 1, q });
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.error).toBe('q must be text of at most 200 characters');
    }
    expect((await inbox()).unread).toBe(unread);
  });
});
