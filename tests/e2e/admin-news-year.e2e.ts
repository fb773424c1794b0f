// The Year of a news item in the admin form (issue 20): free text on add, a four-digit year on
// edit, refused in the form with the server's message before anything is sent.
import { describe, expect, it } from 'vitest';
import { contentMessages, successMessages } from '../../common/messages';
import { logIn, openSection } from './helpers/admin';
import { newPage } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { ADMIN_PASSWORD } from './helpers/server';
import { useServerAndBrowser } from './helpers/suite';

describe('the news Year field in the admin form', () => {
  const suite = useServerAndBrowser();

  it('takes free text on add, and on edit refuses a year that is not four digits with the message', async () => {
    const page = await newPage(suite.browser);
    await logIn(page, suite.server.siteUrl, ADMIN_PASSWORD);
    await openSection(page, 'NEWS/EVENTS');

    await page.getByRole('button', { name: 'Add New' }).click();
    const year = page.getByLabel('Year');
    expect(await year.getAttribute('inputmode')).toBeNull();
    expect(await year.getAttribute('pattern')).toBeNull();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add New' }).waitFor();

    const [newest] = await queryDatabase<{ id: number; title: string }>(suite.server, 'select id, title from news order by created_at desc, id desc limit 1');
    await page.getByRole('button', { name: `Edit ${newest!.title}`, exact: true }).click();
    expect(await year.getAttribute('inputmode')).toBe('numeric');
    expect(await year.getAttribute('pattern')).toBe('[0-9]{4}');

    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('news_api.php')) posts++;
    });
    for (const wrong of ['Twenty26', '26', '20261']) {
      await year.fill(wrong);
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      const banner = page.getByRole('alert').filter({ hasText: contentMessages.newsYear });
      await banner.waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await banner.waitFor({ state: 'detached' });
    }
    expect(posts).toBe(0);

    await year.fill('2031');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByRole('status').filter({ hasText: successMessages.newsUpdated }).waitFor();
    await expect.poll(async () => (await queryDatabase<{ year: string }>(suite.server, 'select year from news where id = $1', [newest!.id]))[0]?.year).toBe('2031');
    await page.context().close();
  });
});
