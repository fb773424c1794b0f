import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactServerMessages, validationMessages } from '../../common/messages.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const valid = { name: 'Asha Rao', mobile: '9876543210', notes: 'Please call me about franchise enquiries.' };

describe('POST /backend/contact-us/email.php', () => {
  let t: TestApp;
  let woken = 0;
  beforeAll(async () => {
    t = await createTestApp({ deps: { contactLimit: { messages: 4, windowSeconds: 600 }, outbox: { wake: () => (woken += 1) } } });
  });
  afterAll(async () => t.close());

  const post = (body: object) => siteAgent(t).agent.post('/backend/contact-us/email.php').send(body);
  const stored = () => t.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  it('stores a valid message, answers { ok: true } and wakes the outbox', async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, delivery_status: 'queued', delivery_attempts: 0, read_at: null });
    expect(woken).toBe(1);
  });

  it.each([
    ['a mobile of 9 digits', { ...valid, mobile: '987654321' }, validationMessages.mobileDigits],
    ['a mobile of 11 digits', { ...valid, mobile: '98765432101' }, validationMessages.mobileDigits],
    ['a mobile with letters', { ...valid, mobile: '98765abcde' }, validationMessages.mobileDigits],
    ['no name', { ...valid, name: '   ' }, contactServerMessages.required],
    ['no notes', { mobile: valid.mobile, name: valid.name }, contactServerMessages.required],
    ['no mobile', { name: valid.name, notes: valid.notes }, contactServerMessages.required],
    ['a name over 100 characters', { ...valid, name: 'x'.repeat(101) }, contactServerMessages.nameTooLong],
    ['notes over 5000 characters', { ...valid, notes: 'x'.repeat(5001) }, contactServerMessages.notesTooLong],
  ])('refuses %s with 400 and the message, storing nothing', async (_case, body, message) => {
    const before = (await stored()).length;
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ok: false, error: message });
    expect(await stored()).toHaveLength(before);
  });

  it('stores a name as one line, so it cannot pose as another field of the e-mail', async () => {
    await t.db.deleteFrom('contact_messages').execute();
    expect((await post({ ...valid, name: 'Eve\r\nMobile:\t0000000000\u2028x' })).status).toBe(200);
    const [row] = await stored();
    expect(row!.name).toBe('Eve Mobile: 0000000000 x');
  });

  it('accepts and silently drops a message whose honeypot is filled', async () => {
    const before = (await stored()).length;
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.body).toEqual({ ok: true });
    expect(await stored()).toHaveLength(before);
  });

  it('limits messages per address with 429 and Retry-After', async () => {
    // Four allowed in this app's window; earlier tests used three (two valid, one honeypot).
    expect((await post(valid)).status).toBe(200);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, error: contactServerMessages.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts an IPv6 sender by its /64, so fresh addresses of one network share one allowance', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: 'loopback' }, deps: { contactLimit: { messages: 2, windowSeconds: 600 } } });
    try {
      const from = (address: string) =>
        siteAgent(behindProxy).agent.post('/backend/contact-us/email.php').set('X-Forwarded-For', address).send(valid);
      expect((await from('2001:db8:1:2::a')).status).toBe(200);
      expect((await from('2001:db8:1:2:ffff::b')).status).toBe(200);
      expect((await from('2001:db8:1:2:1234:5678:9abc:def0')).status).toBe(429);
      // Another /64 has its own allowance.
      expect((await from('2001:db8:1:3::a')).status).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses a cross-site post', async () => {
    const res = await request(t.app).post('/backend/contact-us/email.php').set('Origin', 'https://evil.example').send(valid);
    expect(res.status).toBe(403);
  });
});

// SPEC §5's rule is about the number, not its spacing (issue 48): in an app of its own, whose
// limit on messages leaves room for these.
describe('a mobile number written as people write it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(['+91 98765 43210', '098765 43210', '98765-43210'])('accepts %j as the ten digits of the number it is, and stores those', async (written) => {
    await t.db.deleteFrom('contact_messages').execute();
    const res = await siteAgent(t).agent.post('/backend/contact-us/email.php').send({ ...valid, mobile: written });
    expect(res.status).toBe(200);
    expect((await t.db.selectFrom('contact_messages').select('mobile').execute()).map((row) => row.mobile)).toEqual(['9876543210']);
  });
});
