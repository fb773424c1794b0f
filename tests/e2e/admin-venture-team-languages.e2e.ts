// The ventures' and the team's languages in the admin (issue 50), in a real browser against the
// real server: an editor opens a venture's Marathi text from the Languages column, finds each child
// row's English beside its own input ('Subcategories 1: Name'), translates the title and a
// subcategory, fills the rest from English, publishes, and the venture's Marathi page shows both;
// the team's list shows each member's languages, and a member's editor has no address. axe finds
// nothing on these screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backendPaths, backendUrl } from '../../common/backend-urls';
import { answerDialog, logIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { horizontalOverflow, newPage, saveScreenshot } from './helpers/browser';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

type Venture = { id: number; title: string; subcategories: { id: number; name: string }[] };

describe("the ventures' and the team's languages in the admin", () => {
  const suite = useServerAndBrowser();

  /** Each item's Marathi state (null: no text), as the admin's Languages column reads it. */
  async function marathiStatesOf(page: Page, kind: string, ids: number[]): Promise<Map<number, string | null>> {
    const reply = await page.evaluate(
      async ({ kind, query }) => (await fetch(`/backend/admin/translations/${kind}?ids=${query}`, { headers: { Accept: 'application/json' } })).json(),
      { kind, query: ids.join(',') },
    );
    const items = (reply as { items: { id: number; languages: { lang: string; status: string | null }[] }[] }).items;
    return new Map(items.map((item) => [item.id, item.languages.find((state) => state.lang === 'mr')?.status ?? null]));
  }

  it('translates a venture into Marathi, a subcategory’s name too, publishes it, and its Marathi page shows them', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    // A published venture with subcategories and no Marathi text yet (the demo translates some).
    const reply = (await (await fetch(`${suite.server.baseUrl}${backendUrl(backendPaths.ventures, { page: 1 })}`)).json()) as { ventures: Venture[] };
    const states = await marathiStatesOf(page, 'ventures', reply.ventures.map((venture) => venture.id));
    const venture = reply.ventures.find((item) => item.subcategories.length > 0 && states.get(item.id) === null)!;
    expect(venture, 'a venture without Marathi').toBeDefined();

    // Its row says Marathi is missing, in words; the link opens the Marathi editor.
    await page.goto(`${suite.server.siteUrl}/admin?section=ventures&q=${encodeURIComponent(venture.title)}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: venture.title, exact: true }) });
    await row.getByRole('link', { name: new RegExp(`^Marathi:\\s*missing\\s*\\(${escape(venture.title)}\\)$`) }).click();
    await page.getByRole('heading', { name: `Marathi text: ${venture.title}` }).waitFor();
    expect(page.url()).toMatch(new RegExp(`edit=${venture.id}&lang=mr`));
    await page.getByText('State of the Marathi text: Not written yet').waitFor();

    // A child row's text is labelled by its row, English's beside it, read-only.
    const subcategory = venture.subcategories[0]!;
    const source = page.locator('.translation-row').filter({ has: page.getByLabel(/^Subcategories 1: Name in Marathi( \*)?$/) });
    await expect.poll(() => source.locator('.translation-row__source').textContent()).toBe(`Subcategories 1: Name in English${subcategory.name}`);
    await page.getByLabel('Stats right section title in Marathi').waitFor();

    const title = 'मराठी उपक्रम चाचणी';
    const subcategoryName = 'किरकोळ विक्री विभाग';
    await page.getByLabel(/^Title in Marathi( \*)?$/).fill(title);
    await page.getByLabel(/^Subcategories 1: Name in Marathi( \*)?$/).fill(subcategoryName);
    await page.getByRole('button', { name: 'Copy from English' }).click();
    await page.getByRole('status').filter({ hasText: /^Copied \d+ empty fields? from English\./ }).waitFor();
    expect(await page.getByLabel(/^Subcategories 1: Name in Marathi( \*)?$/).inputValue()).toBe(subcategoryName);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'The Marathi text was saved.' }).waitFor();
    await saveScreenshot(page, 'admin-venture-languages-editor');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await answerDialog(page, 'Yes', 'Publish now: visible on the site at once.');
    await page.getByRole('status').filter({ hasText: 'The Marathi text is published.' }).waitFor();
    await page.getByText('State of the Marathi text: Published').waitFor();

    // The venture's Marathi page, at the address made from the Marathi title, shows both texts.
    const marathi = await fetch(`${suite.server.baseUrl}${backendUrl(backendPaths.ventures, { lang: 'mr', id: venture.id })}`);
    expect(marathi.status).toBe(200);
    const { slug } = ((await marathi.json()) as { venture: { slug: string } }).venture;
    const visitor = await newPage(suite.browser, { width: 1280 });
    const response = await visitor.goto(`${suite.server.siteUrl}/mr/singleventure/${encodeURIComponent(slug)}`);
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByText(subcategoryName, { exact: true }).first().waitFor();
    await visitor.context().close();

    // Back on the list, its row says Marathi is published.
    await page.getByRole('button', { name: '← Back to the list' }).click();
    await row.getByRole('link', { name: new RegExp(`^Marathi:\\s*Published\\s*\\(${escape(venture.title)}\\)$`) }).waitFor();
    await page.context().close();
  });

  it.each([1280, 375])('shows each team member’s languages at %i px, and a member’s Hindi editor without an address', async (width) => {
    const page = await newPage(suite.browser, { width });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    const team = (await (await fetch(`${suite.server.baseUrl}${backendUrl(backendPaths.team, { page: 1 })}`)).json()) as { team: { id: number; name: string }[] };
    const member = team.team[0]!;
    await page.goto(`${suite.server.siteUrl}/admin/team`);
    const row = page.getByRole('listitem').filter({ hasText: member.name }).first();
    await row.getByRole('link', { name: new RegExp(`^Hindi:.*\\(${escape(member.name)}\\)$`) }).waitFor();
    await row.getByRole('link', { name: new RegExp(`^Marathi:.*\\(${escape(member.name)}\\)$`) }).waitFor();
    if (width === 375) expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, 'admin-team-languages');
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: new RegExp(`^Hindi:`) }).click();
    await page.getByRole('heading', { level: 1, name: `Hindi text: ${member.name}` }).waitFor();
    expect(page.url()).toMatch(new RegExp(`edit=${member.id}&lang=hi`));
    await page.getByLabel('Name in Hindi').waitFor();
    await page.getByLabel('Position in Hindi').waitFor();
    expect(await page.getByLabel('Address in Hindi').count()).toBe(0);
    if (width === 375) expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('asks before a member’s language button or Cancel drops an unsaved English edit', async () => {
    const page = await newPage(suite.browser, { width: 1280 });
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await page.goto(`${suite.server.siteUrl}/admin/team`);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const position = page.getByLabel('Position *');
    await position.fill('Chief Executive, Mumbai');
    const question = 'You have unsaved changes. Are you sure you want to leave without saving them?';
    await page.getByRole('button', { name: 'Hindi text' }).click();
    await answerDialog(page, 'No', question);
    expect(await position.inputValue()).toBe('Chief Executive, Mumbai');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await answerDialog(page, 'No', question);
    expect(await position.inputValue()).toBe('Chief Executive, Mumbai');
    await page.getByRole('button', { name: 'Hindi text' }).click();
    await answerDialog(page, 'Yes', question);
    await page.getByRole('heading', { level: 1, name: /^Hindi text: / }).waitFor();
    await page.context().close();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
