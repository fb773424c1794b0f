// The contact form sent as a plain form, as a browser without JavaScript sends it: the same rules
// and allowance as SPEC's JSON call, answered with a 303 back to Home's contact section in the
// page's language, naming only what became of the message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const valid = { name: 'Asha Rao', mobile: '+91 98765 43210', notes: 'Please call me about franchise enquiries.' };

describe('POST /backend/contact-us/email.php as a plain form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { contactLimit: { messages: 10, windowSeconds: 600 } } });
  });
  afterAll(async () => t.close());

  const send = (fields: Record<string, string>, referer?: string) => {
    const { agent, origin } = siteAgent(t);
    const req = agent.post('/backend/contact-us/email.php').type('form').send(fields);
    return referer === undefined ? req : req.set('Referer', referer.startsWith('/') ? origin + referer : referer);
  };
  const stored = () => t.db.selectFrom('contact_messages').select(['name', 'mobile', 'notes']).orderBy('id').execute();

  it('stores the message and sends the visitor back to the contact section of the Home they were on', async () => {
    const res = await send(valid, '/sjg/hi/');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/sjg/hi/?contact=sent#contact-us-section');
    expect(await stored()).toEqual([{ name: 'Asha Rao', mobile: '9876543210', notes: valid.notes }]);
  });

  it.each([
    ['no name', { ...valid, name: ' ' }, 'required'],
    ['no notes', { name: valid.name, mobile: valid.mobile }, 'required'],
    ['a mobile of 9 digits', { ...valid, mobile: '987654321' }, 'mobile'],
    ['a name over 100 characters', { ...valid, name: 'x'.repeat(101) }, 'failed'],
  ])('refuses %s, storing nothing and saying why in the address', async (_case, fields, outcome) => {
    const before = (await stored()).length;
    const res = await send(fields, '/sjg/mr/?contact=sent');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/sjg/mr/?contact=${outcome}#contact-us-section`);
    expect(await stored()).toHaveLength(before);
  });

  it('goes back to a Home of this site whatever the Referer says', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, '/sjg/'],
      ['not an address', '/sjg/'],
      ['/other/hi/', '/sjg/'],
      ['/sjg/mr/news', '/sjg/mr/'],
      // Another site's page names only a language: the answer stays on this site.
      ['https://elsewhere.example/sjg/hi/', '/sjg/hi/'],
    ];
    for (const [referer, home] of cases) {
      // The honeypot filled: answered as sent, nothing stored.
      const res = await send({ ...valid, website: 'a bot filled this' }, referer);
      expect(res.headers.location, String(referer)).toBe(`${home}?contact=sent#contact-us-section`);
    }
  });

  it('refuses a NUL in a field with 400, storing nothing', async () => {
    const before = (await stored()).length;
    const res = await send({ ...valid, name: 'Asha\u0000' }, '/sjg/');
    expect(res.status).toBe(400);
    expect(await stored()).toHaveLength(before);
  });

  it('counts against the same allowance, and says so once it is spent', async () => {
    const answers: (string | undefined)[] = [];
    for (let sent = 0; sent < 12 && !answers.at(-1)?.includes('limited'); sent++) answers.push((await send(valid, '/sjg/')).headers.location);
    expect(answers.at(-1)).toBe('/sjg/?contact=limited#contact-us-section');
    expect(answers.slice(0, -1).every((answer) => answer === '/sjg/?contact=sent#contact-us-section')).toBe(true);
    const limited = await send(valid, '/sjg/');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
