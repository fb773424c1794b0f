// Pasting a phone number written for people into the contact form's mobile field (issue 20):
// a real clipboard paste (Ctrl+V) keeps its digits, and the message then goes through.
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../common/messages';
import { newPage } from './helpers/browser';
import { queryDatabase } from './helpers/database';
import { useServerAndBrowser } from './helpers/suite';

describe('pasting into the contact form mobile field', () => {
  const suite = useServerAndBrowser();

  it.each(['98765 43210', '98765-43210', '+91 98765 43210'])('pastes %j as 9876543210 and sends the message', async (written) => {
    const page = await newPage(suite.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(suite.server.siteUrl).origin });
    await page.goto(`${suite.server.siteUrl}/#contact-us-section`);
    const form = page.locator('#contact-us-section form');
    const notes = `Please call me back about a franchise (copied ${written}).`;
    await form.getByLabel('Name').fill('Asha Verma');
    await form.getByLabel('Notes').fill(notes);

    const mobile = form.getByLabel('Mobile');
    await page.evaluate((text) => navigator.clipboard.writeText(text), written);
    await mobile.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => mobile.inputValue()).toBe('9876543210');
    // The caret stands after the pasted digits.
    expect(await mobile.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([10, 10]);

    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText(contactMessages.success).waitFor();
    expect(await mobile.inputValue()).toBe('');
    const rows = await queryDatabase<{ mobile: string }>(suite.server, 'select mobile from contact_messages where notes = $1', [notes]);
    expect(rows).toEqual([{ mobile: '9876543210' }]);
    await page.context().close();
  });
});
