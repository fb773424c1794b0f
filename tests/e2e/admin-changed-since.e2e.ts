// One item open in two tabs (or by two editors): the save made from the older read is not allowed
// to overwrite the newer save silently. The form says who saved since and keeps the editor's
// changes; the editor either saves them over it or loads the saved version.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backToList, jpeg, jpegFile as file, logIn, openSection, startNews } from './helpers/admin';
import { mediaMessages } from '../../common/media';
import { successMessages } from '../../common/messages';
import { newPage } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('an item saved in another tab since the form was opened', () => {
  const suite = useServerAndBrowser();
  let first: Page;
  let second: Page;
  beforeAll(async () => {
    first = await newPage(suite.browser, { width: 1280 });
    second = await newPage(suite.browser, { width: 1280 });
    await logIn(first, suite.server.siteUrl, ADMIN_PASSWORD);
    await logIn(second, suite.server.siteUrl, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await first.context().close();
    await second.context().close();
  });

  /** The same news item open in both tabs; the first has just saved a new title. */
  async function savedInTheFirstTab(title: string): Promise<void> {
    await startNews(first, title, 'Lamps along the promenade.');
    await first.getByLabel('Image').setInputFiles(file('lights.jpg', await jpeg(800, 450, '#1d4277')));
    await first.getByRole('button', { name: 'Save draft', exact: true }).click();
    await first.waitForURL(/edit=\d+/);
    await second.goto(first.url());
    await second.getByLabel('Title').waitFor();
    await first.getByLabel('Title').fill(`${title}, as the first tab saved it`);
    await first.getByRole('button', { name: 'Save draft', exact: true }).click();
    await first.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
  }

  const changedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'after you opened it' });

  it('refuses the older save, keeps its changes in the form, and saves them over the newer one when asked', async () => {
    await savedInTheFirstTab('Harbour lights');
    await second.getByLabel('Title').fill('Harbour lights, as the second tab wrote it');
    await second.getByRole('button', { name: 'Save draft', exact: true }).click();

    const notice = changedNotice(second);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This news item was saved by admin after you opened it. Your changes are not saved yet.');
    expect(await notice.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await second.getByLabel('Title').inputValue()).toBe('Harbour lights, as the second tab wrote it');
    expect(await notice.getByRole('link', { name: 'See its history' }).getAttribute('href')).toMatch(/\/sjg\/admin\/history\/news\/\d+$/);

    await notice.getByRole('button', { name: 'Save mine over it' }).click();
    await second.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    expect(await changedNotice(second).count()).toBe(0);
    expect(await second.getByLabel('Title').inputValue()).toBe('Harbour lights, as the second tab wrote it');
    await backToList(second);
    await second.getByRole('cell', { name: 'Harbour lights, as the second tab wrote it', exact: true }).first().waitFor();
    expect(await second.getByRole('row').filter({ hasText: 'Harbour lights' }).count()).toBe(1);
  });

  it('loads the saved version when the editor drops their changes', async () => {
    await openSection(first, 'NEWS/EVENTS');
    await savedInTheFirstTab('Monsoon market');
    await second.getByLabel('Title').fill('Monsoon market, as the second tab wrote it');
    await second.getByRole('button', { name: 'Save draft', exact: true }).click();

    await changedNotice(second).getByRole('button', { name: 'Load the saved version' }).click();
    await expect.poll(() => second.getByLabel('Title').inputValue()).toBe('Monsoon market, as the first tab saved it');
    expect(await changedNotice(second).count()).toBe(0);
    // Nothing is left to save: leaving asks nothing.
    await backToList(second);
    await second.getByRole('cell', { name: 'Monsoon market, as the first tab saved it', exact: true }).first().waitFor();
    expect(await second.getByRole('row').filter({ hasText: 'Monsoon market' }).count()).toBe(1);
  });

  it('does the same for a venture: its update is refused, then saved over the newer one', async () => {
    const [venture] = await queryDatabase<{ id: number; title: string }>(suite.server, 'select id, title from ventures order by id limit 1');
    const address = `${suite.server.siteUrl}/admin?section=ventures&edit=${venture!.id}`;
    for (const page of [first, second]) {
      await page.goto(address);
      await page.getByRole('heading', { name: 'Edit venture' }).waitFor();
      await expect.poll(() => page.getByLabel('Title *', { exact: true }).inputValue()).toBe(venture!.title);
    }
    await first.getByLabel('Title *', { exact: true }).fill(`${venture!.title} Group`);
    await first.getByRole('button', { name: 'Update', exact: true }).click();
    await first.getByRole('status').filter({ hasText: successMessages.ventureUpdated }).waitFor();

    await second.getByLabel('Title *', { exact: true }).fill(`${venture!.title} Holdings`);
    await second.getByRole('button', { name: 'Update', exact: true }).click();
    const notice = changedNotice(second);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This venture was saved by admin after you opened it.');
    await notice.getByRole('button', { name: 'Save mine over it' }).click();
    await second.getByRole('status').filter({ hasText: successMessages.ventureUpdated }).waitFor();
    const [saved] = await queryDatabase<{ title: string }>(suite.server, `select title from ventures where id = ${venture!.id}`);
    expect(saved!.title).toBe(`${venture!.title} Holdings`);
  });

  it('does the same for a Hindi text', async () => {
    await openSection(first, 'NEWS/EVENTS');
    await savedInTheFirstTab('Festival of lamps');
    const hindi = `${first.url()}&lang=hi`;
    await first.goto(hindi);
    await first.getByLabel('Title in Hindi').fill('दीपों का उत्सव');
    await first.getByRole('button', { name: 'Save draft' }).click();
    await first.getByRole('status').filter({ hasText: 'The Hindi text was saved.' }).waitFor();
    await second.goto(hindi);
    await expect.poll(() => second.getByLabel('Title in Hindi').inputValue()).toBe('दीपों का उत्सव');

    await first.getByLabel('Title in Hindi').fill('दीपों का उत्सव, पहला टैब');
    await first.getByRole('button', { name: 'Save draft' }).click();
    await first.getByRole('status').filter({ hasText: 'The Hindi text was saved.' }).waitFor();
    await second.getByLabel('Title in Hindi').fill('दीपों का उत्सव, दूसरा टैब');
    await second.getByRole('button', { name: 'Save draft' }).click();
    const notice = changedNotice(second);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This Hindi text was saved by admin after you opened it.');
    expect(await second.getByLabel('Title in Hindi').inputValue()).toBe('दीपों का उत्सव, दूसरा टैब');

    await notice.getByRole('button', { name: 'Load the saved version' }).click();
    await expect.poll(() => second.getByLabel('Title in Hindi').inputValue()).toBe('दीपों का उत्सव, पहला टैब');
    await second.getByLabel('Title in Hindi').fill('दीपों का उत्सव, फिर से');
    await second.getByRole('button', { name: 'Save draft' }).click();
    await second.getByRole('status').filter({ hasText: 'The Hindi text was saved.' }).waitFor();
    expect(await changedNotice(second).count()).toBe(0);
  });

  it('does the same for a team member', async () => {
    const [member] = await queryDatabase<{ id: number; name: string }>(suite.server, 'select id, name from team_members order by id limit 1');
    for (const page of [first, second]) {
      await page.goto(`${suite.server.siteUrl}/admin/team`);
      await page.getByRole('button', { name: `Edit ${member!.name}`, exact: true }).click();
      await page.getByRole('heading', { name: `Edit ${member!.name}` }).waitFor();
    }
    await first.getByLabel('Position *').fill('Group Chief Executive');
    await first.getByRole('button', { name: 'Update', exact: true }).click();
    await first.getByRole('status').filter({ hasText: 'Team member updated.' }).waitFor();

    await second.getByLabel('Position *').fill('Managing Director');
    await second.getByRole('button', { name: 'Update', exact: true }).click();
    const notice = changedNotice(second);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This team member was saved by admin after you opened it.');
    await notice.getByRole('button', { name: 'Save mine over it' }).click();
    await second.getByRole('status').filter({ hasText: 'Team member updated.' }).waitFor();
    const [saved] = await queryDatabase<{ position: string }>(suite.server, `select position from team_members where id = ${member!.id}`);
    expect(saved!.position).toBe('Managing Director');
  });

  const siteForm = (page: Page) => page.locator('form.admin-site__form');

  it('does the same for a section of the Site screen', async () => {
    for (const page of [first, second]) {
      await page.goto(`${suite.server.siteUrl}/admin/site/about`);
      await page.getByRole('heading', { name: 'About page', exact: true }).waitFor();
    }
    await siteForm(first).getByLabel('Intro heading').fill('Who we are, first tab');
    await siteForm(first).getByRole('button', { name: 'Save' }).click();
    await first.getByRole('status').filter({ hasText: 'About page saved.' }).waitFor();

    await siteForm(second).getByLabel('Intro heading').fill('Who we are, second tab');
    await siteForm(second).getByRole('button', { name: 'Save' }).click();
    const notice = changedNotice(second);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This About page section was saved by admin after you opened it. Your changes are not saved yet.');
    expect(await notice.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await siteForm(second).getByLabel('Intro heading').inputValue()).toBe('Who we are, second tab');

    await notice.getByRole('button', { name: 'Save mine over it' }).click();
    await second.getByRole('status').filter({ hasText: 'About page saved.' }).waitFor();
    expect(await changedNotice(second).count()).toBe(0);
    const [stored] = await queryDatabase<{ heading: string }>(suite.server, "select content ->> 'introHeading' as heading from site_settings where section = 'about'");
    expect(stored!.heading).toBe('Who we are, second tab');

    // The first tab still holds its own read: its next save is refused, and it loads the second's.
    await siteForm(first).getByLabel('Intro heading').fill('Who we are, first tab again');
    await siteForm(first).getByRole('button', { name: 'Save' }).click();
    await changedNotice(first).getByRole('button', { name: 'Load the saved version' }).click();
    await expect.poll(() => siteForm(first).getByLabel('Intro heading').inputValue()).toBe('Who we are, second tab');
    expect(await changedNotice(first).count()).toBe(0);
    await siteForm(first).getByLabel('Intro heading').fill('Who we are');
    await siteForm(first).getByRole('button', { name: 'Save' }).click();
    await first.getByRole('status').filter({ hasText: 'About page saved.' }).waitFor();
  });

  it('does the same for a section’s Hindi texts on the Site screen', async () => {
    for (const page of [first, second]) {
      await page.goto(`${suite.server.siteUrl}/admin/site/footer`);
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
      await page.getByRole('heading', { name: 'Footer in Hindi' }).waitFor();
    }
    await siteForm(first).getByLabel('Footer heading (Hindi)').fill('पहले टैब से बात करें');
    await siteForm(first).getByRole('button', { name: 'Save Hindi' }).click();
    await first.getByRole('status').filter({ hasText: 'Footer in Hindi saved.' }).waitFor();

    await siteForm(second).getByLabel('Footer heading (Hindi)').fill('दूसरे टैब से बात करें');
    await siteForm(second).getByRole('button', { name: 'Save Hindi' }).click();
    const notice = changedNotice(second);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This Hindi text of the Footer was saved by admin after you opened it.');
    await notice.getByRole('button', { name: 'Load the saved version' }).click();
    await expect.poll(() => siteForm(second).getByLabel('Footer heading (Hindi)').inputValue()).toBe('पहले टैब से बात करें');
    expect(await changedNotice(second).count()).toBe(0);

    // Saved from the newer read it goes through.
    await siteForm(second).getByLabel('Footer heading (Hindi)').fill('चलिए, बात करते हैं!');
    await siteForm(second).getByRole('button', { name: 'Save Hindi' }).click();
    await second.getByRole('status').filter({ hasText: 'Footer in Hindi saved.' }).waitFor();
    expect(await changedNotice(second).count()).toBe(0);
    const [stored] = await queryDatabase<{ heading: string }>(suite.server, "select content ->> 'heading' as heading from site_translations where lang = 'hi' and section = 'footer'");
    expect(stored!.heading).toBe('चलिए, बात करते हैं!');
  });
  it('does the same for a picture’s details in the media library', async () => {
    const [picture] = await queryDatabase<{ id: number }>(suite.server, 'select id from media order by id limit 1');
    const details = (page: Page) => page.getByRole('dialog', { name: 'Picture details' });
    for (const page of [first, second]) {
      await page.goto(`${suite.server.siteUrl}/admin/media?picture=${picture!.id}`);
      await details(page).getByLabel('Credit').waitFor();
    }
    await details(first).getByLabel('Credit').fill('Photo: first tab');
    await details(first).getByRole('button', { name: 'Save' }).click();
    await details(first).getByRole('status').filter({ hasText: mediaMessages.updated }).waitFor();

    await details(second).getByLabel('Credit').fill('Photo: second tab');
    await details(second).getByRole('button', { name: 'Save' }).click();
    const notice = changedNotice(second);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This picture was saved by admin after you opened it. Your changes are not saved yet.');
    expect(await details(second).getByLabel('Credit').inputValue()).toBe('Photo: second tab');
    await notice.getByRole('button', { name: 'Save mine over it' }).click();
    await details(second).getByRole('status').filter({ hasText: mediaMessages.updated }).waitFor();
    expect(await changedNotice(second).count()).toBe(0);

    // The first tab's next save is refused in turn; it loads the second's.
    await details(first).getByLabel('Credit').fill('Photo: first tab again');
    await details(first).getByRole('button', { name: 'Save' }).click();
    await changedNotice(first).getByRole('button', { name: 'Load the saved version' }).click();
    await expect.poll(() => details(first).getByLabel('Credit').inputValue()).toBe('Photo: second tab');
    expect(await changedNotice(first).count()).toBe(0);
    const [stored] = await queryDatabase<{ credit: string }>(suite.server, `select credit from media where id = ${picture!.id}`);
    expect(stored!.credit).toBe('Photo: second tab');
  });
});
