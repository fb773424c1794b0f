// The admin frame (issue 48 items 1, 2, 10, 11) in a real browser at 1280 and 375 px: every admin
// screen inside one frame whose menu entries are links with the current place marked; signing in
// lands on the overview or on the page asked for; the TRASH count follows a delete at once; a
// session ended elsewhere or expired lands on the sign-in page saying so and returns afterwards;
// the activity log names fields by their labels; every admin time is written one way; and axe finds
// no violation on any screen, nor on the add and edit forms, a site section, the publish check, a
// confirm dialog, the bulk bar, the sign-in page, Forgot password and a spent set-password link.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, sessionEndMessages } from '../../common/accounts';
import { SITE_SETTINGS_URL } from '../../common/backend-urls';
import { expectNoAxeViolations } from './helpers/axe';
import { answerDialog, pressFormAction } from './helpers/admin';
import { newPage, saveScreenshot } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

/** Every entry of the owner's menu, in order, and the address it opens (under /sjg). */
const screens: [label: string, path: string][] = [
  ['OVERVIEW', '/admin?section=overview'],
  ['VENTURES', '/admin?section=ventures'],
  ['NEWS/EVENTS', '/admin?section=news'],
  ['BLOGS', '/admin?section=blogs'],
  ['INVESTORS', '/admin?section=investors'],
  ['TESTIMONIALS', '/admin?section=testimonials'],
  ['MESSAGES', '/admin?section=messages'],
  ['UPDATE PASSWORD', '/admin?section=password'],
  ['TEAM', '/admin/team'],
  ['TRASH', '/admin/trash'],
  ['SITE', '/admin/site'],
  ['MEDIA', '/admin/media'],
  ['ACTIVITY', '/admin/activity'],
  ['USERS', '/admin/users'],
  ['MAIL', '/admin/mail'],
  ['BACKUPS', '/admin/backups'],
  ['IMPORT', '/admin/import'],
  ['ACCOUNT', '/admin/account'],
];

/** How the admin writes a moment: '2 Dec 2026, 14:05 IST', or the day alone in a list's column. */
const ADMIN_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}(, \d{2}:\d{2} IST)?$/;


describe('the admin frame', () => {
  const suite = useServerAndBrowser();
  const pages: Page[] = [];
  afterAll(async () => Promise.all(pages.map((page) => page.context().close())));

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
  const path = (page: Page) => page.url().slice(page.url().indexOf('/sjg') + '/sjg'.length);

  async function signIn(page: Page) {
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  /** Opens the small screens' menu when it is closed. */
  async function showMenu(page: Page) {
    const toggle = page.getByRole('button', { name: /Menu$/ });
    if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }

  /** The screen has loaded what it shows first (no spinner, no "Loading…" left). */
  async function settled(page: Page) {
    await expect.poll(() => page.locator('.admin-spinner, .page-loading').count(), { timeout: 15_000 }).toBe(0);
  }

  const trashLink = (page: Page) => nav(page).getByRole('link', { name: /^TRASH/ });

  it('serves the admin with "Loading…" before its script runs, never a blank screen', async () => {
    const html = await (await fetch(`${suite.server.siteUrl}/admin/trash`)).text();
    expect(html).toMatch(/<div id="root"><p class="page-loading" role="status" data-shell>Loading…<\/p><noscript>/);
  });

  for (const width of [1280, 375]) {
    describe(`at ${width} px`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await newPage(suite.browser, { width });
        pages.push(page);
      });

      it('signs in to the page asked for, and to the overview when none was asked for', async () => {
        // A ?next= that leads off the admin is not followed: the overview, in a browser of its own.
        const other = await newPage(suite.browser, { width });
        await other.goto(`${suite.server.siteUrl}/login?next=${encodeURIComponent('//example.com/sjg/admin')}`);
        await signIn(other);
        await other.waitForURL(/\/sjg\/admin\?section=overview$/);
        await other.getByRole('heading', { name: 'Overview' }).waitFor();
        await other.context().close();

        await page.goto(`${suite.server.siteUrl}/admin/trash?from=bookmark`);
        await page.waitForURL(/\/sjg\/login\?next=%2Fsjg%2Fadmin%2Ftrash%3Ffrom%3Dbookmark$/);
        // Nothing ended: the page says no more than its prompt.
        expect(await page.locator('.admin-banner').count()).toBe(0);
        await signIn(page);
        await page.waitForURL(/\/sjg\/admin\/trash\?from=bookmark$/);
        await page.getByRole('heading', { name: 'Trash' }).waitFor();
      });

      it('shows every admin screen in the frame, its place marked, each entry a link with its address', async () => {
        await showMenu(page);
        const links = nav(page).getByRole('link');
        expect((await links.allTextContents()).map((text) => text.replace(/ \(\d+\)$/, ''))).toEqual(screens.map(([label]) => label));
        expect(await links.evaluateAll((anchors) => anchors.map((anchor) => [anchor.tagName, anchor.getAttribute('href')]))).toEqual(
          screens.map(([, to]) => ['A', `/sjg${to}`]),
        );
        expect(await nav(page).getByRole('button', { name: 'Logout' }).count()).toBe(1);

        // Beside the menu's own: the blog manager's page and an item's history, which mark their type.
        const [news] = await queryDatabase<{ id: number }>(suite.server, 'select id from news where deleted_at is null order by id limit 1');
        const reachedOtherwise = [
          ['BLOGS', '/blogsection'],
          ['NEWS/EVENTS', `/admin/history/news/${news!.id}`],
        ] as const;
        const headingSizes = new Map<string, string[]>();
        // How the screens' menus and text boxes are drawn: background, border colour, corners.
        const looksOf = (selector: string) =>
          page.locator(`main :is(${selector})`).evaluateAll((fields) =>
            fields
              .filter((field) => (field as HTMLElement).offsetParent)
              .map((field) => {
                const style = getComputedStyle(field);
                return `${style.backgroundColor} ${style.borderTopColor} ${style.borderTopLeftRadius}`;
              }),
          );
        const menuLooks = new Map<string, string>();
        const boxLooks = new Set<string>();
        for (const [label, to] of [...screens, ...reachedOtherwise]) {
          if (reachedOtherwise.some(([, path]) => path === to)) {
            await page.goto(`${suite.server.siteUrl}${to}`);
          } else {
            await showMenu(page);
            await nav(page).getByRole('link', { name: label === 'TRASH' ? /^TRASH/ : label, exact: label !== 'TRASH' }).click();
          }
          await expect.poll(() => path(page)).toBe(to);
          await settled(page);
          // The frame: who is signed in, the menu (behind its toggle on a small screen) with this place marked.
          await page.getByText('Signed in as', { exact: false }).first().waitFor({ state: 'attached' });
          expect(await page.getByRole('link', { name: '← Admin dashboard' }).count()).toBe(0);
          if (width <= 820) {
            expect(await nav(page).isVisible()).toBe(false);
            await showMenu(page);
          }
          // Polled: the router shows the new address while the screen's chunk may still be loading.
          const marked = async () => (await nav(page).locator('[aria-current="page"]').allTextContents()).map((text) => text.replace(/ \(\d+\)$/, ''));
          await expect.poll(marked).toEqual([label]);
          await settled(page);
          expect(await page.getByRole('main').count()).toBe(1);
          // Every screen's heading, the first one shown in its <main>, in one size, and none below it larger.
          const sizes = await page
            .locator('main :is(h1, h2, h3, h4):not(.visually-hidden)')
            .evaluateAll((headings) => headings.filter((heading) => (heading as HTMLElement).offsetParent).map((heading) => [getComputedStyle(heading).fontSize, heading.textContent] as const));
          const [size] = sizes[0]!;
          headingSizes.set(size, [...(headingSizes.get(size) ?? []), label]);
          expect(sizes.filter(([other]) => parseFloat(other) > parseFloat(size)), `${label}: headings larger than its own`).toEqual([]);
          // Every time on an admin screen in one style.
          for (const time of await page.locator('main time').allTextContents()) expect(time.trim()).toMatch(ADMIN_TIME);
          for (const look of await looksOf('select')) menuLooks.set(look, label);
          for (const look of await looksOf("input[type='text'], input[type='search'], input:not([type])")) boxLooks.add(look);
          await expectNoAxeViolations(page, `${label} ${width}px`);
          if (width <= 820) await page.getByRole('button', { name: '✕ Close menu' }).click();
        }
        expect(headingSizes.size, `headings' sizes by screen: ${JSON.stringify(Object.fromEntries(headingSizes))}`).toBe(1);
        // Every menu drawn as the text boxes are, not as the browser's grey button.
        expect(menuLooks.size).toBeGreaterThan(0);
        expect([...menuLooks].filter(([look]) => !boxLooks.has(look)), `text boxes: ${[...boxLooks].join('; ')}`).toEqual([]);
        await saveScreenshot(page, 'admin-frame-blogs');
      });

      it('counts a delete in the TRASH entry at once, without a section switch', async () => {
        await page.goto(`${suite.server.siteUrl}/admin?section=news`);
        await settled(page);
        /** The count the TRASH entry shows, read as the user reads it: on a phone, in the menu opened for it. */
        const trashCount = async () => {
          await showMenu(page);
          const text = await trashLink(page).textContent();
          if (width <= 820) await page.getByRole('button', { name: '✕ Close menu' }).click();
          return text;
        };
        // An empty trash's entry reads TRASH, without a count.
        const before = Number((await trashCount())!.match(/\((\d+)\)/)?.[1] ?? 0);
        const title = (await page.locator('td[data-label="Title"]').first().textContent())!.trim();
        await page.getByRole('button', { name: `Actions for ${title}` }).click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
        // Asked, or undone from a notice: either way the item goes to the trash.
        const dialog = page.getByRole('alertdialog');
        await expect
          .poll(async () => {
            if (await dialog.isVisible()) await answerDialog(page, 'Yes');
            return trashCount();
          })
          .toBe(`TRASH (${before + 1})`);
        expect(path(page)).toBe('/admin?section=news');
      });

      it('names the fields an update changed by their labels in the activity log', async () => {
        const saved = await page.evaluate(async (settingsUrl) => {
          const settings = (await (await fetch(settingsUrl)).json()) as { about: Record<string, unknown> };
          const about = { ...settings.about, missionText: `${String(settings.about.missionText)} Now in Nepal too.` };
          const reply = await fetch('/backend/admin/site/about', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(about) });
          return reply.status;
        }, SITE_SETTINGS_URL);
        expect(saved).toBe(200);
        await page.goto(`${suite.server.siteUrl}/admin/activity?kind=site`);
        const changed = page.locator('td[data-label="Changed"]').first();
        await expect.poll(() => changed.textContent()).toBe('Mission');
        expect(await changed.isVisible()).toBe(true);
        expect(await page.getByText('missionText').count()).toBe(0);
      });

      it('finds no axe violation on the add and edit forms, a site section, the publish check, a confirm dialog, the bulk bar and the sign-in pages', async () => {
        const clean = (where: string, on: Page = page) => expectNoAxeViolations(on, `${where} ${width}px`);
        const opened = async (to: string) => {
          await page.goto(`${suite.server.siteUrl}${to}`);
          await settled(page);
        };

        for (const section of ['news', 'blogs', 'ventures']) {
          await opened(`/admin?section=${section}`);
          await page.getByRole('button', { name: 'Add New' }).click();
          await page.getByRole('heading', { name: /^Add / }).waitFor();
          await clean(`${section} add form`);
          await pressFormAction(page, 'Cancel');
          await page.getByRole('button', { name: /^Edit / }).first().click();
          await page.getByRole('heading', { name: /^Edit / }).waitFor();
          await settled(page);
          await clean(`${section} edit form`);
          await pressFormAction(page, 'Cancel');
        }
        await opened('/blogs/addblog');
        await page.getByRole('heading', { name: /^Add / }).waitFor();
        await clean('/blogs/addblog');

        await opened('/admin/team');
        await page.getByRole('button', { name: 'Add New' }).click();
        await page.getByRole('heading', { name: 'Add a team member' }).waitFor();
        await clean('team add form');
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('button', { name: /^Edit / }).first().click();
        await page.getByRole('heading', { name: /^Edit / }).waitFor();
        await clean('team edit form');
        await page.getByRole('button', { name: 'Cancel' }).click();

        await opened('/admin/site/about');
        await clean('/admin/site/about');

        // The publish check's marks on an empty news item.
        await opened('/admin?section=news');
        await page.getByRole('button', { name: 'Add New' }).click();
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await expect.poll(() => page.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
        await clean('publish check');
        await pressFormAction(page, 'Cancel');

        // Rows chosen: the bulk bar, named by the kind's plural rather than its heading ("News / Events").
        await opened('/admin?section=news');
        const rows = page.getByRole('checkbox', { name: /^Select (?!all \w+ on this page$)/ });
        for (const index of [0, 1]) await rows.nth(index).check();
        await page.getByRole('region', { name: 'Chosen rows' }).getByText('2 news selected').waitFor();
        await clean('bulk bar');

        // A confirm dialog: deleting an item in the trash for good.
        await opened('/admin/trash');
        await page.getByRole('button', { name: /^Delete forever: / }).first().click();
        await page.getByRole('alertdialog').waitFor();
        await clean('confirm dialog');
        await answerDialog(page, 'No');

        // Signed out: the sign-in page, Forgot password, and a set-password link that no longer works.
        const visitor = await newPage(suite.browser, { width });
        await visitor.goto(`${suite.server.siteUrl}/login`);
        await visitor.getByRole('button', { name: 'Log in' }).waitFor();
        await clean('/login', visitor);
        await visitor.getByRole('button', { name: 'Forgot password?' }).click();
        await visitor.getByRole('heading', { name: 'Forgot password?' }).waitFor();
        await clean('Forgot password', visitor);
        await visitor.goto(`${suite.server.siteUrl}/set-password#token=not-a-token`);
        await visitor.getByRole('alert').filter({ hasText: accountMessages.linkInvalid }).waitFor();
        await clean('/set-password', visitor);
        await visitor.context().close();
      });

      it.each([
        // Ended from another device or by a sign-out elsewhere: the session row is gone.
        ['ended elsewhere', 'ended', 'delete from session'],
        // Past the absolute lifetime: signed in long ago.
        ['expired', 'expired', `update session set sess = jsonb_set(sess::jsonb, '{loginAt}', '1')::json`],
      ] as const)('lands on the sign-in page saying why when the session %s, and returns afterwards', async (_how, reason, change) => {
        await page.goto(`${suite.server.siteUrl}/admin?section=news`);
        await settled(page);
        // The list's own reads after it shows (its rows' languages) end first: one answered 401 after
        // the change would send the page to sign in from the list, before the click this test makes.
        await page.waitForLoadState('networkidle');
        await queryDatabase(suite.server, change);
        await showMenu(page);
        await nav(page).getByRole('link', { name: 'MESSAGES', exact: true }).click();
        await page.waitForURL(new RegExp(`/sjg/login\\?next=%2Fsjg%2Fadmin%3Fsection%3Dmessages&reason=${reason}$`));
        await page.getByRole('status').filter({ hasText: sessionEndMessages[reason] }).waitFor();
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `admin-frame-session-${reason}`);
        await signIn(page);
        await page.waitForURL(/\/sjg\/admin\?section=messages$/);
        await page.getByRole('heading', { name: /Messages/i }).first().waitFor();
      });
    });
  }
});
