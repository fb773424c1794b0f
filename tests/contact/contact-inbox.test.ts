import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityReply } from '../../common/audit.js';
import { PAGE_SIZE } from '../../common/constants.js';
import { insertContactMessage } from '../../server/src/contact/contact.repository.js';
import { inboxReplySchema } from '../../server/src/contact/contact.schema.js';
import { loginAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('the admin contact inbox', () => {
  let t: TestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    // Each insert is a statement of its own, later than the one before (and the inbox breaks a tie by id).
    for (const name of ['First', 'Second', 'Third']) ids.push(await insertContactMessage(t.db, { name, mobile: '9876543210', notes: `From ${name}`, client_ip: null }));
  });
  afterAll(async () => t.close());

  it('needs an admin session to list or mark messages', async () => {
    const { agent } = siteAgent(t);
    expect((await agent.get('/backend/contact-us/messages.php?page=1')).status).toBe(401);
    expect((await agent.post('/backend/contact-us/messages.php').send({ id: ids[0], read: true })).status).toBe(401);
  });

  it('lists messages newest first with their delivery state', async () => {
    const { agent } = await loginAgent(t);
    const res = await agent.get('/backend/contact-us/messages.php?page=1');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.total_pages).toBe(1);
    expect(res.body.messages.map((m: { name: string }) => m.name)).toEqual(['Third', 'Second', 'First']);
    expect(res.body.messages[0]).toMatchObject({ read: false, delivery_status: 'queued', delivery_attempts: 0, last_error: null, sent_at: null });
  });

  it('marks a message read and unread', async () => {
    const { agent } = await loginAgent(t);
    expect((await agent.post('/backend/contact-us/messages.php').send({ id: ids[1], read: true })).body).toEqual({ ok: true });
    let list = (await agent.get('/backend/contact-us/messages.php?page=1')).body.messages as { id: number; read: boolean }[];
    expect(list.find((m) => m.id === ids[1])!.read).toBe(true);
    await agent.post('/backend/contact-us/messages.php').send({ id: ids[1], read: false });
    list = (await agent.get('/backend/contact-us/messages.php?page=1')).body.messages;
    expect(list.find((m) => m.id === ids[1])!.read).toBe(false);
  });

  it('counts the unread messages of every page, not only the one it lists', async () => {
    const { agent } = await loginAgent(t);
    const page = async (n: number) => (await agent.get(`/backend/contact-us/messages.php?page=${n}`)).body as { messages: { id: number }[]; total_pages: number; unread: number };
    const before = await page(1);
    // A second page's worth more, one of them read: page 2 lists the oldest, and both pages count all.
    const more: number[] = [];
    for (let n = 0; n < PAGE_SIZE.messages; n += 1) more.push(await insertContactMessage(t.db, { name: `More ${n}`, mobile: '9876543210', notes: 'Another', client_ip: null }));
    expect((await agent.post('/backend/contact-us/messages.php').send({ id: more[0], read: true })).status).toBe(200);
    const [first, second] = [await page(1), await page(2)];
    expect(first.total_pages).toBe(2);
    expect(first.messages).toHaveLength(PAGE_SIZE.messages);
    expect(second.messages.map((message) => message.id)).toEqual(expect.arrayContaining(ids));
    expect(first.unread).toBe(before.unread + PAGE_SIZE.messages - 1);
    expect(second.unread).toBe(first.unread);
    expect(inboxReplySchema.safeParse(second).success).toBe(true);
  });

  it('deletes a message for good for an owner only, recording it in the Activity log by number alone', async () => {
    const id = await insertContactMessage(t.db, { name: 'Erase Me', mobile: '9876543210', notes: 'Please forget me', client_ip: null });
    const remove = (agent: AdminAgent['agent'], body: unknown) => agent.delete('/backend/contact-us/messages.php').send(body as object);
    for (const role of ['editor', 'viewer'] as const) {
      const res = await remove((await loginAgent(t, { role })).agent, { id });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(`Your role (${role}) does not allow this.`);
    }
    expect((await remove(siteAgent(t).agent, { id })).status).toBe(401);
    const owner = await loginAgent(t);
    for (const id of ['x', 0, 2 ** 31, true]) {
      const res = await remove(owner.agent, { id });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('id must be a whole number of 1 or more');
    }

    const before = (await owner.agent.get('/backend/contact-us/messages.php?page=1')).body as { unread: number };
    expect((await remove(owner.agent, { id })).body).toEqual({ ok: true });
    const after = (await owner.agent.get('/backend/contact-us/messages.php?page=1')).body as { messages: { id: number }[]; unread: number };
    expect(after.messages.map((message) => message.id)).not.toContain(id);
    expect(after.unread).toBe(before.unread - 1);
    expect(await t.db.selectFrom('contact_messages').select('id').where('id', '=', id).execute()).toEqual([]);
    // Gone: a second delete, or a mark, finds nothing.
    expect((await remove(owner.agent, { id })).status).toBe(404);
    expect((await owner.agent.post('/backend/contact-us/messages.php').send({ id, read: true })).status).toBe(404);

    const [entry] = ((await owner.agent.get('/backend/admin/activity').query({ kind: 'messages' })).body as ActivityReply).entries;
    expect(entry).toMatchObject({ action: 'delete', kind: 'messages', item_id: id, title: null });
    expect(entry?.user).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain('Erase Me');
  });

  it('finds messages by name, text or mobile as written, and lists only the unread on asking', async () => {
    const { agent } = await loginAgent(t);
    const add = (name: string, mobile: string, notes: string) => insertContactMessage(t.db, { name, mobile, notes, client_ip: null });
    const asha = await add('Asha Zenkar', '9123456780', 'Zenkar family: is the 50% offer on_time?');
    const ravi = await add('Ravi Zenkar', '9000011111', 'A franchise in PUNE, 500 units');
    const meena = await add('Meena Rao', '9988776655', 'Zenkar referred me');
    expect((await agent.post('/backend/contact-us/messages.php').send({ id: ravi, read: true })).status).toBe(200);
    type Inbox = { messages: { id: number }[]; total_pages: number; unread: number };
    const inbox = async (query: Record<string, string>) => {
      const res = await agent.get('/backend/contact-us/messages.php').query(query);
      expect(res.status).toBe(200);
      expect(inboxReplySchema.safeParse(res.body).success).toBe(true);
      return res.body as Inbox;
    };
    const found = async (query: Record<string, string>) => (await inbox(query)).messages.map((message) => message.id);
    const everything = await inbox({});

    expect(await found({ q: 'zenkar' })).toEqual([meena, ravi, asha]);
    expect(await found({ q: '  pune ' })).toEqual([ravi]);
    // The mobile as a visitor writes it: spaced, with India's code, or in part.
    expect(await found({ q: '91234 56780' })).toEqual([asha]);
    expect(await found({ q: '+91 91234-567' })).toEqual([asha]);
    expect(await found({ q: '998877' })).toEqual([meena]);
    // The words are taken literally: % and _ are no wildcards ('50%' is not '500').
    expect(await found({ q: '50%' })).toEqual([asha]);
    expect(await found({ q: 'on_time' })).toEqual([asha]);
    expect(await found({ q: 'no such words' })).toEqual([]);

    // Unread only, alone and with a search; the badge's count stays the whole inbox's.
    const unread = await inbox({ status: 'unread' });
    expect(unread.messages.map((message) => message.id)).not.toContain(ravi);
    expect(unread.messages.map((message) => message.id)).toContain(meena);
    expect(unread.unread).toBe(everything.unread);
    expect(await found({ q: 'zenkar', status: 'unread' })).toEqual([meena, asha]);
    const filtered = await inbox({ q: 'pune', status: 'unread' });
    expect(filtered).toMatchObject({ messages: [], total_pages: 0, unread: everything.unread });
    // Blank is no filter.
    expect((await inbox({ q: '', status: '' })).messages).toEqual(everything.messages);
  });

  it('refuses a filter it does not know, in words that say what it takes', async () => {
    const { agent } = await loginAgent(t);
    for (const query of ['status=read', 'status=UNREAD', 'status=unread&status=unread', `q=${'x'.repeat(201)}`, 'q=a&q=b']) {
      const res = await agent.get(`/backend/contact-us/messages.php?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe(query.startsWith('status') ? 'status must be unread, or left out for every message' : 'q must be text of at most 200 characters');
    }
  });

  it('answers 404 for an unknown message and 400 for a bad page', async () => {
    const { agent } = await loginAgent(t);
    expect((await agent.post('/backend/contact-us/messages.php').send({ id: 99999, read: true })).status).toBe(404);
    expect((await agent.get('/backend/contact-us/messages.php?page=0')).status).toBe(400);
  });
});
