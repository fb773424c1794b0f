// Drafts, preview, scheduling and autosave in the admin (issue 22), in a real browser against the
// real server: a draft stays off the site until it is published, the preview tab shows the
// unsaved state with its bar, a schedule shows in India time, and a closed tab's changes come back.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { backendPaths, backendUrl } from '../../common/backend-urls';
import { AUTOSAVE_INTERVAL_MS, editorialMessages } from '../../common/editorial';
import { contentMessages, successMessages } from '../../common/messages';
import { answerDialog, backToList, elementsPastTheEdge, jpeg, jpegFile as file, logIn, openSection, startNews } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { newPage, saveScreenshot } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('drafts, preview, scheduling and autosave', () => {
  const suite = useServerAndBrowser();
  let page: Page;
  beforeAll(async () => {
    page = await newPage(suite.browser);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
  });

  const row = (title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });

  /** The titles of the public news list's first page, as a visitor's browser reads them. */
  async function publicNewsTitles(): Promise<string[]> {
    const reply = (await (await fetch(`${suite.server.baseUrl}${backendUrl(backendPaths.news, { page: 1 })}`)).json()) as { news: { title: string }[] };
    return reply.news.map((item) => item.title);
  }

  it('keeps a draft off the site, previews it in a new tab, and publishes it', async () => {
    await startNews(page, 'A quiet draft', 'Written, not yet out.');
    await page.getByLabel('Image').setInputFiles(file('draft.jpg', await jpeg(800, 450, '#1d4277')));
    // Issue 24: publishing needs alt text for each picture.
    await page.getByLabel('Alt text', { exact: true }).fill('A navy draft picture');
    await saveScreenshot(page, 'admin-drafts-news-form');
    // Saving a draft asks nothing and keeps the editor on the item (issue 48).
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await backToList(page);
    await row('A quiet draft').getByText('Draft', { exact: true }).waitFor({ timeout: 10_000 });
    // A draft has no public page yet: its row's Actions offer no View on site.
    await row('A quiet draft').getByRole('button', { name: 'Actions for A quiet draft' }).click();
    expect(await page.getByRole('menu', { name: 'Actions for A quiet draft' }).getByRole('menuitem').allTextContents()).toEqual(['Delete']);
    await page.keyboard.press('Escape');

    // Off the public list, and its page is not found.
    expect(await publicNewsTitles()).not.toContain('A quiet draft');
    const visitor = await newPage(suite.browser);
    const response = await visitor.goto(`${suite.server.siteUrl}/news`);
    expect(response?.status()).toBe(200);
    expect(await visitor.getByText('A quiet draft').count()).toBe(0);

    // The overview counts it among the drafts, by type; that count leads to the list filtered to
    // drafts, the state filter counting them, in the URL.
    await page.goto(`${suite.server.siteUrl}/admin?section=overview`);
    const draftsByType = page.getByRole('list', { name: 'Drafts by type' });
    await draftsByType.waitFor();
    await expectNoAxeViolations(page, 'overview with a draft');
    await draftsByType.getByRole('link', { name: '1 News item', exact: true }).click();
    await page.waitForURL(/\?section=news&status=draft$/);
    const filter = page.getByRole('group', { name: 'State' });
    expect(await filter.getByRole('button', { name: /^Draft \(1\)$/ }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('td[data-label="Title"]').allTextContents()).toEqual(['A quiet draft']);
    await saveScreenshot(page, 'admin-drafts-news-list');

    // Preview the unsaved change: the tab opens on the click and shows the form's text.
    await page.getByRole('button', { name: 'Edit A quiet draft', exact: true }).click();
    await page.getByRole('link', { name: 'History' }).waitFor();
    expect(await page.getByRole('link', { name: 'History' }).getAttribute('href')).toMatch(/\/sjg\/admin\/history\/news\/\d+$/);
    await page.getByLabel('Title').fill('A quiet draft, revised');
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Preview', exact: true }).click()]);
    await preview.waitForURL(/\/sjg\/preview\/news\/\d+\?autosave=1$/);
    await preview.getByText('Preview — not published').waitFor();
    await preview.getByRole('heading', { level: 1, name: 'A quiet draft, revised' }).waitFor();
    expect(await preview.evaluate(() => window.opener)).toBeNull();
    await saveScreenshot(preview, 'admin-drafts-preview');
    await preview.close();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish now: visible on the site at once.');
    await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor();
    await backToList(page);
    // Back on the list (still filtered by Draft): nothing left in that state.
    await page.getByText('No news / events in this state.').waitFor({ timeout: 10_000 });
    await page.getByRole('group', { name: 'State' }).getByRole('button', { name: /^Published/ }).click();
    await row('A quiet draft, revised').getByText('Published', { exact: true }).waitFor();

    await expect.poll(() => publicNewsTitles()).toContain('A quiet draft, revised');
    await visitor.goto(`${suite.server.siteUrl}/news`);
    await visitor.getByText('A quiet draft, revised').first().waitFor();
    await visitor.context().close();
  });

  it('saves a news draft with its title alone, and asks for the rest when it is published', async () => {
    const title = 'A story waiting for its photo';
    await openSection(page, 'NEWS/EVENTS');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByText('Fields marked * are needed to publish; a draft needs only its title.').waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    await backToList(page);
    await row(title).getByText('Draft', { exact: true }).waitFor({ timeout: 10_000 });
    // Its year is still to come: a dash, "none yet" to a screen reader, rather than a bare label on a phone.
    expect(await row(title).locator('td[data-label="Year"]').textContent()).toBe('—none yet');

    // Published from the list, the server refuses it in SPEC's words and it stays a draft.
    await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
    await page.getByRole('region', { name: 'Chosen rows' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish 1 news now: visible on the site at once.');
    const report = page.getByRole('alert').filter({ hasText: `1 could not be published: ${title} (${contentMessages.newsRequired})` });
    await report.waitFor();

    // Written in the form, Publish names the missing picture at its field before asking anything.
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    // The draft has no picture yet: the field is marked as publishing needs it, with nothing to keep.
    await page.getByText('Image *', { exact: true }).waitFor();
    expect(await page.getByText('Leave empty to keep the current image').count()).toBe(0);
    await page.getByLabel('Year').fill('2026');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('The photographer comes on Monday.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('#field-image-error').filter({ hasText: 'Image is required.' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.getByLabel('Image').setInputFiles(file('photo.jpg', await jpeg(800, 450, '#7a4a1d')));
    await page.getByLabel('Alt text', { exact: true }).fill('The new office at dusk');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish now: visible on the site at once.');
    await page.getByRole('status').filter({ hasText: 'Published.' }).waitFor();
    await expect.poll(() => publicNewsTitles()).toContain(title);
  });

  it('schedules a blog for a time in India time and shows it as scheduled', async () => {
    await openSection(page, 'BLOGS');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByLabel('Title').fill('Due next year');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Goes out on its own.');
    await page.getByRole('button', { name: 'Schedule…' }).click();
    const when = page.getByLabel('Publish on, India time (IST)');
    // A time gone by is refused before anything is sent.
    await when.fill('2020-01-15T09:00');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose a publish time in the future.' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await when.fill('2030-01-15T09:00');
    await saveScreenshot(page, 'admin-drafts-schedule');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish on 15 Jan 2030, 09:00 IST: visible on the site from then.');
    await page.getByRole('status').filter({ hasText: 'Scheduled for 15 Jan 2030, 09:00 IST.' }).waitFor();
    await backToList(page);
    await row('Due next year').getByText('Scheduled · 15 Jan 2030, 09:00 IST', { exact: true }).waitFor({ timeout: 10_000 });
    const [stored] = await queryDatabase<{ status: string; publish_at: Date }>(suite.server, "select status, publish_at from blogs where title = 'Due next year'");
    expect(stored?.status).toBe('scheduled');
    expect(stored?.publish_at.toISOString()).toBe('2030-01-15T03:30:00.000Z');

    // Its form says when, and offers Save, Publish now, Change time… and Unschedule.
    await page.getByRole('button', { name: 'Edit Due next year', exact: true }).click();
    await page.getByText('Scheduled for 15 Jan 2030, 09:00 IST').waitFor();
    for (const name of ['Save', 'Publish now', 'Change time…', 'Unschedule']) await page.getByRole('button', { name, exact: true }).waitFor();
    // A wide form shows every action at once: no More.
    expect(await page.getByRole('button', { name: 'More', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Change time…', exact: true }).click();
    expect(await when.inputValue()).toBe('2030-01-15T09:00');
    await when.fill('2030-01-16T18:30');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish on 16 Jan 2030, 18:30 IST: visible on the site from then.');
    await page.getByRole('status').filter({ hasText: 'Scheduled for 16 Jan 2030, 18:30 IST.' }).waitFor();
    await backToList(page);
    await row('Due next year').getByText('Scheduled · 16 Jan 2030, 18:30 IST', { exact: true }).waitFor({ timeout: 10_000 });
    // The overview lists what is due soonest, each a link to its form.
    await page.goto(`${suite.server.siteUrl}/admin?section=overview`);
    const soon = page.getByRole('list', { name: 'Publishing soon' });
    await soon.waitFor();
    expect(await soon.getByRole('listitem').allTextContents()).toEqual(['Blogs Due next year 16 Jan 2030, 18:30 IST']);
    // The scheduled count names the type it is in, leading to that list showing only the scheduled.
    const scheduledByType = page.getByRole('list', { name: 'Scheduled by type' }).getByRole('link');
    expect(await scheduledByType.allTextContents()).toEqual(['1 Blog']);
    expect(await scheduledByType.getAttribute('href')).toBe('/sjg/admin?section=blogs&status=scheduled');
    await soon.getByRole('link', { name: 'Due next year' }).click();
    await page.getByText('Scheduled for 16 Jan 2030, 18:30 IST').waitFor();
    // Unscheduling keeps the blog off the site, as it was: nothing to ask.
    await page.getByRole('button', { name: 'Unschedule', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Unscheduled: the item is a draft again.' }).waitFor();
    await backToList(page);
    await row('Due next year').getByText('Draft', { exact: true }).waitFor({ timeout: 10_000 });
  });

  it('says above a draft that its schedule was not kept because it lacked something, and e-mails its editor', async () => {
    await openSection(page, 'BLOGS');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByLabel('Title').fill('Due but unwritten');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    // A schedule whose time has come on a blog without its text: the server's own scheduler finds it.
    const blogState = async () => (await queryDatabase<{ status: string }>(suite.server, "select status from blogs where title = 'Due but unwritten'"))[0]?.status;
    await queryDatabase(suite.server, "update blogs set status = 'scheduled', publish_at = now() - interval '1 minute' where title = 'Due but unwritten'");
    await expect.poll(blogState, { timeout: 20_000 }).toBe('draft');
    const [mail] = await queryDatabase<{ body: string }>(suite.server, "select body from outgoing_mail where subject = 'Not published: Due but unwritten'");
    expect(mail?.body).toContain(contentMessages.blogRequired);

    await backToList(page);
    // The list marks it among the drafts, as WordPress marks a missed schedule.
    await row('Due but unwritten').getByText('Draft · not published at its time', { exact: true }).waitFor();
    await saveScreenshot(page, 'admin-drafts-missed-schedule-list');
    // The overview lists it first of what waits, a link to its form.
    await page.goto(`${suite.server.siteUrl}/admin?section=overview`);
    const missed = page.getByRole('region', { name: 'Not published at their time' });
    await missed.waitFor();
    await saveScreenshot(page, 'admin-drafts-missed-schedule-overview');
    expect(await missed.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Blogs Due but unwritten due \d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST$/)]);
    await missed.getByRole('link', { name: 'Due but unwritten' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Not published at its scheduled time' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Not published at its scheduled time \(\d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST\): it lacked something publishing needs, so it is a draft again\. Publish shows what is missing\.$/);
    await saveScreenshot(page, 'admin-drafts-missed-schedule');
    // The next save is the editor's answer: the note goes with it.
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Written at last.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    await expect.poll(() => notice.count()).toBe(0);
    await backToList(page);
    await row('Due but unwritten').getByText('Draft', { exact: true }).waitFor();
    await page.goto(`${suite.server.siteUrl}/admin?section=overview`);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByRole('list', { name: 'Latest changes' }).waitFor();
    expect(await missed.count()).toBe(0);
  });

  it('autosaves an edit after 10 s of changes and offers it back after the tab was closed', async () => {
    // The newest, which the list's first page shows after the save.
    const [news] = await queryDatabase<{ id: number; title: string }>(
      suite.server,
      "select id, title from news where status = 'published' order by created_at desc, id desc limit 1",
    );
    const editor = await newPage(suite.browser);
    await editor.clock.install();
    await logIn(editor, suite.server.siteUrl, ADMIN_PASSWORD);
    await editor.goto(`${suite.server.siteUrl}/admin?section=news&edit=${news!.id}`);
    const title = editor.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe(news!.title);
    // Only the Update of a published item, and Unpublish.
    await editor.getByRole('button', { name: 'Update', exact: true }).waitFor();
    await editor.getByRole('button', { name: 'Unpublish', exact: true }).waitFor();
    const now = await editor.evaluate(() => Date.now());
    await editor.clock.pauseAt(now + 1000);

    const puts: string[] = [];
    editor.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/backend/admin/autosaves/news/')) puts.push(request.postData() ?? '');
    });
    // Nothing changed: nothing is sent however long the form stays open.
    await editor.clock.runFor(AUTOSAVE_INTERVAL_MS * 2);
    expect(puts).toHaveLength(0);

    await title.fill('An edit that must not be lost');
    await editor.clock.runFor(AUTOSAVE_INTERVAL_MS - 1000);
    expect(puts).toHaveLength(0);
    const saved = editor.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes(`/backend/admin/autosaves/news/${news!.id}`));
    await editor.clock.runFor(1000);
    expect((await saved).status()).toBe(200);
    expect(JSON.parse(puts[0]!)).toMatchObject({ fields: { title: 'An edit that must not be lost' } });
    // The tab goes away (a crash, a closed window): the unsaved-changes prompt never got its say.
    await editor.context().close();

    const again = await newPage(suite.browser);
    await logIn(again, suite.server.siteUrl, ADMIN_PASSWORD);
    await again.goto(`${suite.server.siteUrl}/admin?section=news&edit=${news!.id}`);
    const offer = again.getByRole('status').filter({ hasText: /^Unsaved changes from .+ were found\./ });
    await offer.waitFor();
    await saveScreenshot(again, 'admin-drafts-autosave-offer');
    expect(await again.getByLabel('Title').inputValue()).toBe(news!.title);
    await offer.getByRole('button', { name: 'Recover' }).click();
    await expect.poll(() => again.getByLabel('Title').inputValue()).toBe('An edit that must not be lost');
    expect(await offer.count()).toBe(0);

    // Saving spends the autosave: the next opening offers nothing.
    await again.getByRole('button', { name: 'Update', exact: true }).click();
    await again.getByRole('status').filter({ hasText: successMessages.newsUpdated }).waitFor();
    await expect
      .poll(async () => (await queryDatabase(suite.server, "select 1 from autosaves where kind = 'news' and item_key = $1", [String(news!.id)])).length)
      .toBe(0);
    await backToList(again);
    await again.getByRole('heading', { name: 'News / Events' }).waitFor({ timeout: 10_000 });
    await again.getByRole('button', { name: 'Edit An edit that must not be lost', exact: true }).click();
    await again.getByRole('link', { name: 'History' }).waitFor();
    expect(await again.getByText(/^Unsaved changes from/).count()).toBe(0);
    await again.context().close();
  });

  it('unpublishes a venture back to a draft, off the public site, and publishes it again', async () => {
    const [venture] = await queryDatabase<{ id: number; title: string; slug: string }>(suite.server, 'select id, title, slug from ventures order by id desc limit 1');
    const publicStatus = async () => (await fetch(`${suite.server.siteUrl}/singleventure/${venture!.slug}`)).status;
    expect(await publicStatus()).toBe(200);
    await page.goto(`${suite.server.siteUrl}/admin?section=ventures&edit=${venture!.id}`);
    await page.getByRole('heading', { name: 'Edit venture' }).waitFor();
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await answerDialog(page, 'Yes', 'Unpublish: this venture leaves the site at once and becomes a draft.');
    await page.getByRole('status').filter({ hasText: editorialMessages.unpublished }).waitFor({ timeout: 15_000 });
    await backToList(page);
    await page.getByRole('heading', { name: 'Ventures', exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('group', { name: 'State' }).getByRole('button', { name: /^Draft/ }).click();
    await row(venture!.title).getByText('Draft', { exact: true }).waitFor();
    expect(await publicStatus()).not.toBe(200);

    await page.getByRole('button', { name: `Edit ${venture!.title}`, exact: true }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish now: visible on the site at once.');
    await page.getByRole('status').filter({ hasText: editorialMessages.published }).waitFor({ timeout: 15_000 });
    await expect.poll(publicStatus).toBe(200);
  });

  it('fits the state filter, the badges and the state buttons on a 375 px phone', async () => {
    const phone = await newPage(suite.browser, { width: 375 });
    await logIn(phone, suite.server.siteUrl, ADMIN_PASSWORD);
    await phone.goto(`${suite.server.siteUrl}/admin?section=blogs`);
    await phone.getByRole('group', { name: 'State' }).waitFor();
    await phone.getByText('Draft', { exact: true }).first().waitFor();
    expect(await elementsPastTheEdge(phone)).toEqual([]);
    await saveScreenshot(phone, 'admin-drafts-blogs-list');
    await phone.getByRole('button', { name: 'Edit Due next year', exact: true }).click();
    // The sticky bar keeps to one row on a phone: the draft's two saves, the rest behind More.
    const bar = phone.locator('.admin-form__actions');
    const shownActions = () => bar.getByRole('button').allInnerTexts();
    await expect.poll(shownActions).toEqual(['Save draft', 'Publish', 'More']);
    const rowTops = await bar.evaluate((element) => [...element.querySelectorAll('button')].filter((button) => button.checkVisibility()).map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(new Set(rowTops).size, `button tops ${rowTops.join(', ')}`).toBe(1);
    const more = bar.getByRole('button', { name: 'More', exact: true });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await expect.poll(shownActions).toEqual(['Save draft', 'Publish', 'Schedule…', 'Preview', 'Cancel', 'More']);
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await phone.getByRole('button', { name: 'Schedule…' }).click();
    await phone.getByLabel('Publish on, India time (IST)').waitFor();
    expect(await elementsPastTheEdge(phone)).toEqual([]);
    await saveScreenshot(phone, 'admin-drafts-schedule');
    await phone.context().close();
  });
});
