// The admin's languages (issue 50), in a real browser against the real server at 1280 and 375 px:
// a list's Languages column shows an item published in Hindi; its Hindi editor, opened from the
// list, fills only the blank fields from English, saves, previews the draft as its Hindi page and
// publishes, after which the public read in Hindi answers; and the overview's count of published
// items without Hindi goes down by one.
// axe finds nothing on the three screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backendPaths, backendUrl } from '../../common/backend-urls';
import { answerDialog, logIn, openSection, pressFormAction } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { horizontalOverflow, newPage, saveScreenshot } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser, type E2eSuite } from './helpers/suite';

type NewsItem = { id: number; title: string; content: string };

describe("the admin's languages", () => {
  const suite = useServerAndBrowser();

  /** The public news list's first page, as a visitor reads it. */
  async function publishedNews(): Promise<NewsItem[]> {
    const reply = (await (await fetch(`${suite.server.baseUrl}${backendUrl(backendPaths.news, { page: 1 })}`)).json()) as { news: NewsItem[] };
    return reply.news;
  }

  /** A JSON call to the translations API from the signed-in page, as the admin makes it. */
  async function callJson(page: Page, method: string, path: string, body: unknown): Promise<number> {
    return page.evaluate(
      async ({ method, path, body }) => (await fetch(`/backend/${path}`, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Accept: 'application/json' } })).status,
      { method, path, body },
    );
  }

  /** Each news item's Hindi and Marathi states (null: no text), as the admin's list column reads them. */
  async function statesOf(page: Page, ids: number[]): Promise<Map<number, (string | null)[]>> {
    const reply = await page.evaluate(
      async (query) => (await fetch(`/backend/admin/translations/news?ids=${query}`, { headers: { Accept: 'application/json' } })).json(),
      ids.join(','),
    );
    const items = (reply as { items: { id: number; languages: { lang: string; status: string | null }[] }[] }).items;
    return new Map(items.map((item) => [item.id, ['hi', 'mr'].map((lang) => item.languages.find((state) => state.lang === lang)?.status ?? null)]));
  }

  /** The overview's "Without Hindi" count of news. */
  async function newsWithoutHindi(page: Page): Promise<number> {
    await openSection(page, 'OVERVIEW');
    const link = page.getByRole('link', { name: /^News: \d+ without Hindi$/ });
    await link.waitFor();
    return Number(/(\d+) without/.exec((await link.textContent()) ?? '')?.[1]);
  }

  it.each([1280, 375])('shows, edits and publishes an item’s Hindi text at %i px, and the overview counts it', async (width) => {
    const page = await newPage(suite.browser, { width });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    const news = await publishedNews();
    // The demo has Hindi and Marathi for most stories: this test wants one without Marathi and one
    // with no text in any language. Each width takes its own two, so the runs do not see each other's.
    const states = await statesOf(page, news.map((item) => item.id));
    const none = news.filter((item) => states.get(item.id)?.every((state) => state === null));
    const noMarathiYet = news.filter((item) => states.get(item.id)?.[1] === null && !none.includes(item));
    const index = width === 1280 ? 0 : 1;
    const fresh = none[index]!;
    const published = noMarathiYet[index] ?? none[2 + index]!;

    // One item published in Hindi through the API, as another editor might have done.
    expect(await callJson(page, 'PUT', `admin/translations/news/${published.id}/hi`, { fields: { title: 'हिंदी में प्रकाशित', content: '<p>प्रकाशित पाठ</p>', image_alt: 'प्रकाशित समाचार का चित्र' } })).toBe(200);
    expect(await callJson(page, 'POST', `admin/translations/news/${published.id}/hi/publish`, {})).toBe(200);
    const before = await newsWithoutHindi(page);
    await saveScreenshot(page, 'admin-languages-overview');
    await expectNoAxeViolations(page);

    // The list's Languages column says it in words: Hindi published, Marathi missing.
    await page.goto(`${suite.server.siteUrl}/admin?section=news&q=${encodeURIComponent(published.title)}`);
    const publishedRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: published.title, exact: true }) });
    await publishedRow.getByRole('link', { name: new RegExp(`^Hindi:\\s*Published\\s*\\(${escape(published.title)}\\)$`) }).waitFor();
    await publishedRow.getByRole('link', { name: new RegExp(`^Marathi:\\s*missing\\s*\\(${escape(published.title)}\\)$`) }).waitFor();
    await saveScreenshot(page, 'admin-languages-list');
    await expectNoAxeViolations(page);

    // The other item's Hindi editor, from its row: English beside it, read-only.
    await page.goto(`${suite.server.siteUrl}/admin?section=news&q=${encodeURIComponent(fresh.title)}`);
    const freshRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: fresh.title, exact: true }) });
    await freshRow.getByRole('link', { name: new RegExp(`^Hindi:\\s*missing\\s*\\(${escape(fresh.title)}\\)$`) }).click();
    await page.getByRole('heading', { name: `Hindi text: ${fresh.title}` }).waitFor();
    expect(page.url()).toMatch(new RegExp(`edit=${fresh.id}&lang=hi`));
    await page.getByText('State of the Hindi text: Not written yet').waitFor();
    // Every text that must be written before publishing is starred, the plain fields as the rich one.
    await page.getByRole('textbox', { name: 'Content in Hindi' }).waitFor();
    const labels = await page.locator('.translation-row__own').evaluateAll((rows) => rows.map((row) => (row.querySelector('label, .admin-field__label') as HTMLElement).innerText.trim()));
    expect(labels).toEqual(['Title in Hindi *', 'Content in Hindi *', 'Image alt text in Hindi *', 'Address in Hindi']);

    // A title and the picture's alt text of its own, then Copy from English: only the blank content is filled.
    await page.getByLabel('Title in Hindi').fill('नया हिंदी शीर्षक');
    await page.getByLabel('Image alt text in Hindi').fill('समाचार का आवरण चित्र');
    await pressFormAction(page, 'Copy from English');
    await page.getByRole('status').filter({ hasText: 'Copied 1 empty field from English.' }).waitFor();
    expect(await page.getByLabel('Title in Hindi').inputValue()).toBe('नया हिंदी शीर्षक');
    const englishText = plainTextOf(fresh.content).slice(0, 20);
    await expect.poll(() => page.getByRole('textbox', { name: 'Content in Hindi' }).textContent()).toContain(englishText);

    // Saved as a draft, then published after the question.
    await page.getByLabel('Title in Hindi').fill('नया हिंदी शीर्षक, सहेजा');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'The Hindi text was saved.' }).waitFor();
    if (width === 375) expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, 'admin-languages-editor');
    await expectNoAxeViolations(page);

    // Preview: the saved draft as its Hindi page, in a new tab, while the Hindi read is still not found.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), pressFormAction(page, 'Preview')]);
    await preview.waitForURL(new RegExp(`/sjg/hi/preview/news/${fresh.id}$`));
    await preview.getByText('Preview — not published').waitFor();
    await preview.getByRole('heading', { level: 1, name: 'नया हिंदी शीर्षक, सहेजा' }).waitFor();
    expect(await preview.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await preview.evaluate(() => window.opener)).toBeNull();
    if (width === 1280) await saveScreenshot(preview, 'admin-languages-preview');
    await preview.close();
    expect((await fetch(`${suite.server.baseUrl}${backendUrl(backendPaths.news, { lang: 'hi', id: fresh.id })}`)).status).toBe(404);
    // Shared with a reviewer: the Hindi panel's link opens the Hindi draft without a session, and lists there alone.
    const share = page.getByRole('region', { name: 'Share a Hindi preview' });
    await share.getByRole('button', { name: 'Share preview link' }).click();
    const linkField = share.getByLabel('New preview link');
    await linkField.waitFor();
    const shared = await fetch(await linkField.inputValue());
    expect(shared.status).toBe(200);
    const sharedHtml = await shared.text();
    expect(sharedHtml).toMatch(/<html\b[^>]* lang="hi"/);
    expect(sharedHtml).toContain('नया हिंदी शीर्षक, सहेजा');
    await expect.poll(() => share.getByRole('list', { name: 'Active links' }).getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish now: visible on the site at once.');
    await page.getByRole('status').filter({ hasText: 'The Hindi text is published.' }).waitFor();
    await page.getByText('State of the Hindi text: Published').waitFor();

    const hindi = await fetch(`${suite.server.baseUrl}${backendUrl(backendPaths.news, { lang: 'hi', id: fresh.id })}`);
    expect(hindi.status).toBe(200);
    expect(((await hindi.json()) as { news: { title: string } }).news.title).toBe('नया हिंदी शीर्षक, सहेजा');

    // Its revisions: the save and the publish, newest first.
    await page.getByText('Revisions of the Hindi text').click();
    await expect.poll(() => page.locator('.translation-revisions__list li').allTextContents()).toEqual([
      expect.stringMatching(/· Published by .+ · Published \(current\)$/),
      expect.stringMatching(/· Saved by .+ · Draft/),
      expect.stringMatching(/· Copied from English by .+ · Draft/),
      expect.stringMatching(/· Created by .+ · Draft/),
    ]);

    // Move to trash takes this language off the site at once; Undo in the notice brings it back.
    await pressFormAction(page, 'Move to trash');
    await page.getByText('State of the Hindi text: In the trash').waitFor();
    expect((await fetch(`${suite.server.baseUrl}${backendUrl(backendPaths.news, { lang: 'hi', id: fresh.id })}`)).status).toBe(404);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').filter({ hasText: 'The Hindi text was restored from the trash.' }).waitFor();
    await page.getByText('State of the Hindi text: Published').waitFor();

    // Leaving with an unsaved change asks first; staying keeps the text.
    await page.getByLabel('Title in Hindi').fill('बिना सहेजा बदलाव');
    await page.getByRole('button', { name: '← Back to the list' }).click();
    await answerDialog(page, 'No', 'You have unsaved changes. Are you sure you want to leave without saving them?');
    expect(await page.getByLabel('Title in Hindi').inputValue()).toBe('बिना सहेजा बदलाव');

    // Back on the list its row says Published in Hindi, and the overview counts one fewer without Hindi.
    await page.getByRole('button', { name: '← Back to the list' }).click();
    await answerDialog(page, 'Yes');
    await freshRow.getByRole('link', { name: new RegExp(`^Hindi:\\s*Published\\s*\\(${escape(fresh.title)}\\)$`) }).waitFor();
    expect(await newsWithoutHindi(page)).toBe(before - 1);
    await page.context().close();
  });

  it('lists a text in another language scheduled to go out under Publishing soon, a link to its editor', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    const news = await publishedNews();
    const states = await statesOf(page, news.map((item) => item.id));
    const item = news.find((candidate) => states.get(candidate.id)?.[1] === null)!;
    expect(await callJson(page, 'PUT', `admin/translations/news/${item.id}/mr`, { fields: { title: 'मराठी बातमी', content: '<p>मराठी मजकूर</p>', image_alt: 'बातमीचे चित्र' } })).toBe(200);
    expect(await callJson(page, 'POST', `admin/translations/news/${item.id}/mr/schedule`, { publish_at: '2031-02-01T10:00' })).toBe(200);

    await openSection(page, 'OVERVIEW');
    const soon = page.getByRole('list', { name: 'Publishing soon' });
    await soon.waitFor();
    expect(await soon.getByRole('listitem').allTextContents()).toContain(`News / Events Marathi text: ${item.title} 1 Feb 2031, 10:00 IST`);
    await soon.getByRole('link', { name: item.title, exact: true }).click();
    await page.getByRole('heading', { name: `Marathi text: ${item.title}` }).waitFor();
    expect(page.url()).toMatch(new RegExp(`edit=${item.id}&lang=mr`));
    await page.context().close();
  });
});

describe("the overview's missing-language links", () => {
  const suite = useServerAndBrowser();

  it('lead to the list of exactly the published news without Hindi', async () => {
    const { page, link, count } = await overviewMissingLink(suite, 'News', 'Hindi');
    await link.click();
    await page.getByRole('status').filter({ hasText: 'Showing the published items missing Hindi.' }).waitFor();
    expect(new URL(page.url()).searchParams.get('missing')).toBe('hi');
    // Each row's Languages cell says Hindi is not published, and there are as many rows as the count.
    const hindiLinks = page.getByRole('link', { name: /^Hindi:/ });
    await expect.poll(() => hindiLinks.count()).toBe(count);
    for (const text of await hindiLinks.allTextContents()) expect(text).not.toMatch(/Hindi:\s*Published/);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'admin-languages-missing-list');
    // Every item again, the filter gone from the address.
    await page.getByRole('button', { name: 'Show every item' }).click();
    await page.getByRole('link', { name: /^Hindi:\s*Published/ }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('missing')).toBeNull();
    // One line per language in the Languages cell, however wide the state, at 1280 px.
    const lineHeights = await page.locator('.admin-langs__line').evaluateAll((lines) => lines.map((line) => line.getClientRects().length));
    expect(lineHeights.length).toBeGreaterThan(0);
    expect(lineHeights.filter((count) => count !== 1)).toEqual([]);
    await page.context().close();
  });

  it('lead to the team members without Hindi, a list whose rows are not moved', async () => {
    const { page, link, count } = await overviewMissingLink(suite, 'Team', 'Hindi');
    await link.click();
    await page.getByRole('status').filter({ hasText: 'Showing the published items missing Hindi.' }).waitFor();
    const hindiLinks = page.getByRole('link', { name: /^Hindi:/ });
    await expect.poll(() => hindiLinks.count()).toBe(count);
    for (const text of await hindiLinks.allTextContents()) expect(text).not.toMatch(/Hindi:\s*Published/);
    // A part of the order is not the order: no handle to drag by.
    expect(await page.getByRole('button', { name: /^Move / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show every item' }).click();
    await page.getByRole('link', { name: /^Hindi:\s*Published/ }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Move / }).count()).toBeGreaterThan(count);
    await page.context().close();
  });
});

describe('a missing-language list the editors have emptied', () => {
  const suite = useServerAndBrowser();

  it('says no member is missing the language, not that the team has no members', async () => {
    const { page, link } = await overviewMissingLink(suite, 'Team', 'Marathi');
    // Where the overview's link leads: the list an editor works through, then comes back to.
    const listAddress = new URL((await link.getAttribute('href'))!, suite.server.siteUrl).href;
    // Every member missing Marathi is given it, through the admin's own endpoints, as the editor does one by one.
    const published = await page.evaluate(async () => {
      const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const listed = (await (await fetch('/backend/admin/team?missing=mr', { headers: json })).json()) as { team: { id: number }[] };
      for (const { id } of listed.team) {
        const fields = { name: `सदस्य ${id}`, position: 'संचालक', bio: 'समूहाचे काम पाहतात.' };
        const saved = await fetch(`/backend/admin/translations/team/${id}/mr`, { method: 'PUT', headers: json, body: JSON.stringify({ fields }) });
        const made = await fetch(`/backend/admin/translations/team/${id}/mr/publish`, { method: 'POST', headers: json, body: '{}' });
        if (!saved.ok || !made.ok) throw new Error(`member ${id}: ${saved.status} ${made.status}`);
      }
      return listed.team.length;
    });
    expect(published).toBeGreaterThan(0);
    await page.goto(listAddress);
    await page.getByRole('status').filter({ hasText: 'Showing the published items missing Marathi.' }).waitFor();
    await page.getByText('No team members are missing Marathi.').waitFor();
    expect(await page.getByText('No team members yet').count()).toBe(0);
    await page.context().close();
  });
});

/** Signed in at 1280 px, the overview's "<Kind>: N without <Language>" link, and its N (more than none). */
async function overviewMissingLink(suite: E2eSuite, kind: string, language: string) {
  const page = await newPage(suite.browser, { width: 1280 });
  await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
  await openSection(page, 'OVERVIEW');
  const link = page.getByRole('link', { name: new RegExp(`^${kind}: \\d+ without ${language}$`) });
  await link.waitFor();
  const count = Number(/(\d+) without/.exec((await link.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  return { page, link, count };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
