// The inbox's download (GET /backend/admin/messages.csv): every message its search and filter keep,
// newest first, as CSV a spreadsheet opens in UTF-8 and cannot be tricked by. Real Postgres, HTTP.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContactMessage } from '../../server/src/contact/contact.repository.js';
import { parseCsv } from '../helpers/csv.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const HEADER = ['Received (IST)', 'Name', 'Mobile', 'Message', 'Read', 'E-mail'];

describe('the inbox as CSV', () => {
  let t: TestApp;
  let editor: AdminAgent['agent'];
  beforeAll(async () => {
    t = await createTestApp();
    editor = (await loginAgent(t, { role: 'editor' })).agent;
  });
  afterAll(async () => t.close());

  /** A message received at `at` (UTC). */
  async function add(name: string, notes: string, at: string, mobile = '9876543210'): Promise<number> {
    const id = await insertContactMessage(t.db, { name, mobile, notes, client_ip: null });
    await sql`update contact_messages set created_at = ${new Date(at)} where id = ${id}`.execute(t.db);
    return id;
  }
  const download = (agent: AdminAgent['agent'], query: Record<string, string> = {}) => agent.get('/backend/admin/messages.csv').query(query).buffer(true);

  it('is a header row alone while the inbox is empty', async () => {
    const res = await download(editor);
    expect(res.status).toBe(200);
    expect(parseCsv(res.text)).toEqual([HEADER]);
  });

  it('sends every message, newest first, in India time, as an attachment never cached', async () => {
    const read = await add('Anil Kadam', 'A franchise in Pune', '2026-12-06T03:35:00Z');
    await add('सुनीता पाटील', 'नागपूरमध्ये कार्यालय?', '2026-12-07T18:40:00Z', '9822111111');
    await editor.post('/backend/contact-us/messages.php').send({ id: read, read: true });
    const res = await download(editor);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="messages.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(parseCsv(res.text)).toEqual([
      HEADER,
      // 18:40 UTC is 00:10 the next day in Mumbai.
      ['2026-12-08 00:10', 'सुनीता पाटील', '9822111111', 'नागपूरमध्ये कार्यालय?', 'no', 'Stored, not e-mailed'],
      ['2026-12-06 09:05', 'Anil Kadam', '9876543210', 'A franchise in Pune', 'yes', 'Stored, not e-mailed'],
    ]);
  });

  it('keeps what the inbox search and the Unread filter keep, on every page', async () => {
    for (let index = 0; index < 25; index += 1) await add(`Filler ${index}`, `Shipment ${index} to Thane`, `2026-11-01T0${index % 10}:00:00Z`);
    const all = parseCsv((await download(editor)).text);
    // More than the inbox's page of 20.
    expect(all).toHaveLength(1 + 27);
    const thane = parseCsv((await download(editor, { q: 'thane' })).text).slice(1);
    expect(thane).toHaveLength(25);
    expect(thane.every((row) => row[3]!.endsWith('to Thane'))).toBe(true);
    // As the inbox: newest first, then the later message first among equal times.
    const names = thane.map((row) => row[1]);
    expect(names.slice(0, 3)).toEqual(['Filler 19', 'Filler 9', 'Filler 18']);
    const unread = parseCsv((await download(editor, { status: 'unread', q: '98765 43210' })).text).slice(1);
    expect(unread.map((row) => row[1])).not.toContain('Anil Kadam');
    expect(unread).toHaveLength(25);
  });

  it('quotes commas, quotes and line breaks, and neutralises a cell a spreadsheet would run', async () => {
    await add('=HYPERLINK("http://evil.example","x")', 'Rates, "best" and\nquick', '2026-12-09T00:00:00Z');
    const [, first] = parseCsv((await download(editor)).text);
    expect(first!.slice(1, 4)).toEqual([`'=HYPERLINK("http://evil.example","x")`, '9876543210', 'Rates, "best" and\nquick']);
  });

  it('is for a signed-in account, a viewer too, and refuses a filter the inbox refuses in its words', async () => {
    expect((await download(siteAgent(t).agent)).status).toBe(401);
    const viewer = await download((await loginAgent(t, { role: 'viewer' })).agent);
    expect(viewer.status).toBe(200);
    expect(parseCsv(viewer.text)[0]).toEqual(HEADER);
    for (const [query, error] of [
      [{ status: 'read' }, 'status must be unread, or left out for every message'],
      [{ q: 'x'.repeat(201) }, 'q must be text of at most 200 characters'],
    ] as const) {
      const res = await editor.get('/backend/admin/messages.csv').query(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error });
    }
  });

  it("names each message's e-mail copy as the inbox's badge does once a mail server is set", async () => {
    // Nothing listens there: the outbox is not started here, and the states are set by hand.
    const withMail = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'SJG Website <web@sjg.example>', CONTACT_TO: 'desk@sjg.example' } });
    try {
      for (const [name, state] of [['Queued Caller', 'queued'], ['Sent Caller', 'sent'], ['Failed Caller', 'failed']] as const) {
        const id = await insertContactMessage(withMail.db, { name, mobile: '9876543210', notes: 'A question', client_ip: null });
        await sql`update contact_messages set delivery_status = ${state} where id = ${id}`.execute(withMail.db);
      }
      const rows = parseCsv((await download((await loginAgent(withMail)).agent)).text).slice(1);
      expect(Object.fromEntries(rows.map((row) => [row[1], row[5]]))).toEqual({
        'Queued Caller': 'Waiting to be e-mailed',
        'Sent Caller': 'E-mailed',
        'Failed Caller': 'E-mail failed',
      });
    } finally {
      await withMail.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const res = await siteAgent(t).agent.get('/backend/openapi.json');
    expect(res.body.paths['/admin/messages.csv'].get.responses['200'].content).toHaveProperty('text/csv');
  });
});
