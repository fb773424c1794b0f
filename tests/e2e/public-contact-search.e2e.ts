// The contact form (its 10-digit rule, a real send, the message stored in the database) and the
// search modal (typing, results as links, the empty state, Escape and overlay closing).
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactMessages, contactServerMessages, searchMessages, validationMessages } from '../../common/messages';
import hindi from '../../web/src/content/catalog/hi.json';
import { newPage } from './helpers/browser';
import { contactMessageCount, queryDatabase } from './helpers/database';
import { useServerAndBrowser } from './helpers/suite';


describe('contact form and search', () => {
  const suite = useServerAndBrowser();

  async function fillContactForm(page: Page, digits: string) {
    await page.goto(`${suite.server.siteUrl}/#contact-us-section`);
    const form = page.locator('#contact-us-section form');
    await form.getByLabel('Name').fill('Asha Verma');
    await form.getByLabel('Notes').fill('I would like to discuss a franchise of Spice Route Foods in Nagpur.');
    await form.getByLabel('Mobile').pressSequentially(digits);
    return form;
  }

  it('ignores non-digits in the mobile field and refuses a number that is not 10 digits', async () => {
    const page = await newPage(suite.browser);
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/backend/contact-us/email.php')) posted++;
    });
    // A letter is ignored; a dash is how people write a number (issue 48).
    const form = await fillContactForm(page, '98a7-65');
    expect(await form.getByLabel('Mobile').inputValue()).toBe('987-65');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(validationMessages.mobileDigits).waitFor();
    await form.getByLabel('Mobile').press('End');
    await form.getByLabel('Mobile').pressSequentially('4321099');
    expect(await form.getByLabel('Mobile').inputValue()).toBe('987-6543210');
    expect(posted).toBe(0);
    await page.context().close();
  });

  it('sends a valid message, clears the form and stores the message', async () => {
    const page = await newPage(suite.browser);
    const form = await fillContactForm(page, '98765');
    const mobile = form.getByLabel('Mobile');

    await mobile.pressSequentially('432109999');
    expect(await mobile.inputValue()).toBe('9876543210');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(contactMessages.success).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await mobile.inputValue()).toBe('');
    expect(await form.getByLabel('Notes').inputValue()).toBe('');

    const rows = await queryDatabase<{ name: string; mobile: string; notes: string }>(suite.server, 'select name, mobile, notes from contact_messages order by id desc limit 1');
    expect(rows).toEqual([{ name: 'Asha Verma', mobile: '9876543210', notes: 'I would like to discuss a franchise of Spice Route Foods in Nagpur.' }]);
    await page.context().close();
  });

  it('sends one message when the form is submitted twice at once', async () => {
    const page = await newPage(suite.browser);
    const form = await fillContactForm(page, '9876543210');
    const before = await contactMessageCount(suite.server);
    // Both in one task, before Send is drawn disabled (as a page replaying kept presses would).
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await form.getByText(contactMessages.success).waitFor();
    expect((await contactMessageCount(suite.server)) - before).toBe(1);
    await page.context().close();
  });

  it('sends the message from a browser without JavaScript, in its language, with none of it in the address', async () => {
    const page = await newPage(suite.browser, { javaScript: false });
    await page.goto(`${suite.server.siteUrl}/hi/#contact-us-section`);
    const form = page.locator('#contact-us-section form');
    const fill = async (mobile: string) => {
      await form.getByLabel('नाम').fill('Bina Joshi');
      await form.getByLabel('मोबाइल').fill(mobile);
      await form.getByLabel('संदेश').fill('Sent from a phone whose scripts did not load.');
      await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    };
    await fill('123');
    await page.waitForURL('**/sjg/hi/?contact=mobile#contact-us-section');
    await form.getByText(hindi['contact.mobileDigits']!).waitFor();

    await fill('98765 43210');
    await page.waitForURL('**/sjg/hi/?contact=sent#contact-us-section');
    await form.getByText(hindi['contact.success']!).waitFor();
    const rows = await queryDatabase<{ name: string; mobile: string }>(suite.server, 'select name, mobile from contact_messages order by id desc limit 1');
    expect(rows).toEqual([{ name: 'Bina Joshi', mobile: '9876543210' }]);
    await page.context().close();
  });

  it('says when this network has sent too many messages, and keeps what was typed', async () => {
    const page = await newPage(suite.browser);
    const form = await fillContactForm(page, '9876543210');
    // This file's other sends count too: the rest of the network's allowance is used up first,
    // from the page itself (the same address as its form's send).
    const status = await page.evaluate(async () => {
      let answer = 200;
      for (let sent = 0; answer !== 429 && sent < 20; sent++) {
        const body = JSON.stringify({ name: 'Busy Office', mobile: '9876543210', notes: `Message ${sent}` });
        answer = (await fetch('/backend/contact-us/email.php', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).status;
      }
      return answer;
    });
    expect(status).toBe(429);
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(`❌ ${contactServerMessages.rateLimited}`).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Asha Verma');
    await page.context().close();
  });

  it('opens the search modal with focus inside, never sends a blank query, shows the empty state, and closes on Escape and on the overlay', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/about-us`);
    await page.getByRole('button', { name: 'Search the site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search SJG Group' });
    const input = dialog.getByPlaceholder(searchMessages.placeholder);
    await input.waitFor();
    // Focus and the scroll lock are set by effects after the dialog paints: poll, not a single read.
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    let searchCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/backend/search/search.php')) searchCalls++;
    });
    await input.fill('   ');
    await input.press('Enter');
    await page.waitForTimeout(300);
    expect(searchCalls).toBe(0);

    // Nothing matches (or, before the search API exists, the call fails): both read 'No results found.'
    await input.fill('zzqx nothing matches');
    await input.press('Enter');
    await dialog.getByText(searchMessages.empty).waitFor();
    expect(searchCalls).toBe(1);
    await input.press('Backspace');
    await expect.poll(() => dialog.getByText(searchMessages.empty).count()).toBe(0);

    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    // Focus returns to the search button.
    await expect
      .poll(() => page.getByRole('button', { name: 'Search the site' }).evaluate((el) => el === document.activeElement))
      .toBe(true);

    await page.getByRole('button', { name: 'Search the site' }).click();
    expect(await dialog.getByPlaceholder(searchMessages.placeholder).inputValue()).toBe('');
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  /**
   * Holds back the search modal's code (its own chunk, fetched when Search is first pressed), and
   * the header's too with `header`, until release() lets it come or fail() makes it fail, as a
   * dropped connection does.
   */
  async function holdSearchCode(page: Page, { header = false } = {}): Promise<{ requested: Promise<unknown>; release(): Promise<void>; fail(): Promise<void> }> {
    let settle!: (outcome: 'come' | 'fail') => void;
    const settled = new Promise<'come' | 'fail'>((resolve) => (settle = resolve));
    let requested!: () => void;
    const asked = new Promise<void>((resolve) => (requested = resolve));
    await page.route(header ? /\/sjg\/assets\/(search-modal|site-header)-[^/]*\.js$/ : /\/sjg\/assets\/search-modal-[^/]*\.js$/, async (route) => {
      requested();
      await ((await settled) === 'come' ? route.continue() : route.abort('connectionfailed'));
    });
    return { requested: asked, release: async () => settle('come'), fail: async () => settle('fail') };
  }

  /**
   * Presses Search and types at once, as on a slow phone where the search's code is still on its
   * way: `first`, then after a second press (nothing seemed to happen) `second`, and Enter.
   */
  async function typeBeforeTheSearchOpens(page: Page, code: { requested: Promise<unknown> }, first: string, second: string) {
    const search = page.getByRole('button', { name: 'Search the site' });
    await search.click();
    await code.requested;
    await page.keyboard.type(first);
    await search.click();
    await page.keyboard.type(second);
    await page.keyboard.press('Enter');
  }

  /** The search once it has opened, holding `words` in its field, which has the focus. */
  async function searchOpenedWith(page: Page, words: string) {
    const dialog = page.getByRole('dialog', { name: 'Search SJG Group' });
    const input = dialog.getByPlaceholder(searchMessages.placeholder);
    await input.waitFor();
    expect(await input.inputValue()).toBe(words);
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    return { dialog, input };
  }

  it('keeps the words typed, and the Enter pressed, before the search has opened, and searches them', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/about-us`);
    const code = await holdSearchCode(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/backend/search/search.php')) asked.push(new URL(request.url()).searchParams.get('query')!);
    });
    await typeBeforeTheSearchOpens(page, code, 'Himalaya ', 'Springs');
    expect(asked).toEqual([]);
    // The words are seen meanwhile, in a bar across the top that a slow search shows.
    const bar = page.getByRole('textbox', { name: 'Search the site' });
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await bar.inputValue()).toBe('Himalaya Springs');
    expect(await bar.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280 });

    await code.release();
    const { dialog, input } = await searchOpenedWith(page, 'Himalaya Springs');
    const titles = dialog.getByRole('list', { name: 'Search results' }).locator('.search-result__title');
    await titles.first().waitFor();
    expect((await titles.allTextContents()).some((title) => title.includes('Himalaya Springs'))).toBe(true);
    expect(asked).toEqual(['Himalaya Springs']);
    // Typing goes on in the search's own field, and the field that held the words is gone.
    await page.keyboard.type(' water');
    expect(await input.inputValue()).toBe('Himalaya Springs water');
    expect(await page.locator('body > input').count()).toBe(0);
    await page.context().close();
  });

  it('keeps the words typed when Search is pressed before the header has woken', async () => {
    const page = await newPage(suite.browser, { islands: 'asleep' });
    // Home's header wakes when first pointed at or pressed: its code is held back with the search's.
    const code = await holdSearchCode(page, { header: true });
    await page.goto(`${suite.server.siteUrl}/`);
    await typeBeforeTheSearchOpens(page, code, 'Nag', 'pur');
    await code.release();

    const { dialog } = await searchOpenedWith(page, 'Nagpur');
    await dialog.getByRole('list', { name: 'Search results' }).getByRole('link').first().waitFor();
    expect(await page.locator('body > input').count()).toBe(0);
    // One dialog: the second tap did not open another.
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.context().close();
  });

  it.each([
    ['the header awake', false],
    ['the header not yet woken', true],
  ])('opens the search’s own page with the words typed when the code never comes, %s', async (_, asleep) => {
    const page = await newPage(suite.browser, asleep ? { islands: 'asleep' } : {});
    const code = await holdSearchCode(page, { header: asleep });
    await page.goto(`${suite.server.siteUrl}/about-us`);
    await typeBeforeTheSearchOpens(page, code, 'Himalaya ', 'Springs');
    await code.fail();

    // Where the header's link leads without JavaScript, with the words: the page searches them.
    await page.waitForURL(`${suite.server.siteUrl}/search?q=Himalaya%20Springs`);
    expect(await page.locator('#search-page-words').inputValue()).toBe('Himalaya Springs');
    const titles = await page.locator('.search-results .search-result__title').allTextContents();
    expect(titles.some((title) => title.includes('Himalaya Springs'))).toBe(true);
    await page.context().close();
  });

  it.each([
    ['the header awake', false],
    ['the header not yet woken', true],
  ])('stays closed when Escape is pressed before the search has opened, %s', async (_, asleep) => {
    const page = await newPage(suite.browser, asleep ? { islands: 'asleep' } : {});
    const code = await holdSearchCode(page, { header: asleep });
    await page.goto(`${suite.server.siteUrl}/`);
    const button = page.getByRole('button', { name: 'Search the site' });
    await button.click();
    await code.requested;
    await page.keyboard.type('casino');
    await page.keyboard.press('Escape');
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await code.release();

    // Opened again, the search starts empty: nothing typed before the Escape is kept.
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search SJG Group' });
    const input = dialog.getByPlaceholder(searchMessages.placeholder);
    await input.waitFor();
    expect(await input.inputValue()).toBe('');
    // One press, one dialog: the press held before the header woke did not open one too.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('sends the same words once while they are being searched, and changed words at once', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/about-us`);
    const asked: string[] = [];
    const held: Route[] = [];
    await page.route('**/backend/search/search.php?**', (route) => {
      asked.push(new URL(route.request().url()).searchParams.get('query')!);
      held.push(route);
    });
    await page.getByRole('button', { name: 'Search the site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search SJG Group' });
    const input = dialog.getByPlaceholder(searchMessages.placeholder);
    await input.fill('Nagpur');
    await input.press('Enter');
    await dialog.getByText(searchMessages.searching).waitFor();
    await input.press('Enter');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await input.fill('Nagpur ');
    await input.press('Enter');
    await expect.poll(() => held.length).toBe(1);
    expect(asked).toEqual(['Nagpur']);

    await input.fill('Himalaya Springs');
    await input.press('Enter');
    await expect.poll(() => asked).toEqual(['Nagpur', 'Himalaya Springs']);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    const titles = dialog.getByRole('list', { name: 'Search results' }).locator('.search-result__title');
    await titles.first().waitFor();
    expect((await titles.allTextContents()).some((title) => title.includes('Himalaya Springs'))).toBe(true);
    await page.context().close();
  });

  it('shows results as links with type, title and excerpt', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/about-us`);
    await page.getByRole('button', { name: 'Search the site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search SJG Group' });
    const input = dialog.getByPlaceholder(searchMessages.placeholder);
    await input.fill('Nagpur');
    await input.press('Enter');
    const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
    await results.first().waitFor();
    expect(await results.first().getAttribute('href')).toMatch(/^\/sjg\/(single-news|single-blog|singleventure|investors)/);
    expect(await results.first().locator('.search-result__type').textContent()).toMatch(/News|Blog|Venture|Investor/);
    await page.context().close();
  });

  it('follows a search result to its page', async () => {
    const page = await newPage(suite.browser);
    await page.goto(`${suite.server.siteUrl}/`);
    await page.getByRole('button', { name: 'Search the site' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder(searchMessages.placeholder).fill('Himalaya Springs');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const result = dialog.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    const title = (await result.locator('.search-result__title').textContent())!;
    await result.click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('h1').textContent()).toContain(title.slice(0, 10));
    await page.context().close();
  });
});
