// The address a request came from, as the activity log, one's sessions and the contact messages
// keep it: an IPv4 client seen through a dual-stack socket or a proxy naming it so
// (::ffff:203.0.113.7) is recorded as the IPv4 address it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '../helpers/login.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('a client address', () => {
  let t: TestApp;
  // Proxies on loopback are trusted, so the test speaks from the address it names.
  beforeAll(async () => (t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } })));
  afterAll(async () => t.close());

  it('is kept as IPv4 when it came as an IPv4-mapped IPv6 address: sign-in entry, session, contact message', async () => {
    const admin = await createAdminUser(t.db);
    const { agent } = siteAgent(t);
    const signedIn = await agent.post('/backend/login/login.php').set('X-Forwarded-For', '::ffff:203.0.113.7').send({ email: admin.email, password: admin.password });
    expect(signedIn.status).toBe(200);
    const entry = await t.db.selectFrom('audit_log').select('address').where('action', '=', 'sign_in').where('user_id', '=', admin.id).executeTakeFirstOrThrow();
    expect(entry.address).toBe('203.0.113.7');
    const sessions = await agent.get('/backend/admin/account/sessions').set('X-Forwarded-For', '::ffff:203.0.113.7');
    expect(sessions.status).toBe(200);
    expect(sessions.body.sessions.map((session: { address: string }) => session.address)).toEqual(['203.0.113.7']);

    const sent = await agent.post('/backend/contact-us/email.php').set('X-Forwarded-For', '::FFFF:198.51.100.20').send({ name: 'Asha', mobile: '9822012345', notes: 'Please call.' });
    expect(sent.status).toBe(200);
    const message = await t.db.selectFrom('contact_messages').select('client_ip').where('name', '=', 'Asha').executeTakeFirstOrThrow();
    expect(message.client_ip).toBe('198.51.100.20');
  });

  it('keeps an IPv6 address as it is', async () => {
    const { agent } = siteAgent(t);
    expect((await agent.post('/backend/contact-us/email.php').set('X-Forwarded-For', '2001:db8::7').send({ name: 'Ravi', mobile: '9822012346', notes: 'Hello.' })).status).toBe(200);
    const message = await t.db.selectFrom('contact_messages').select('client_ip').where('name', '=', 'Ravi').executeTakeFirstOrThrow();
    expect(message.client_ip).toBe('2001:db8::7');
  });
});
