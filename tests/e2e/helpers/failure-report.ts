// What a failed browser test leaves for whoever reads the run: each page still open, with its
// address, its last console errors and /backend calls, the messages it showed, its main part's
// accessibility tree (as text) and a screenshot, and the end of the server's output. CI keeps a
// failed run's log, not its files: the text goes there.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { E2eServer } from './server';

const failuresDir = path.resolve(import.meta.dirname, '../artifacts/failures');
/** The most recently opened pages reported: a file's earlier pages are rarely what failed. */
const PAGES_REPORTED = 3;
const SNAPSHOT_CHARACTERS = 4_000;
const SERVER_LINES = 40;
const CONSOLE_LINES = 10;
const BACKEND_CALLS = 8;
/** A page that no longer answers must not hold the run: each reading gives up after this. */
const READING_TIMEOUT_MS = 5_000;

export async function reportFailure(testName: string, browser: Browser | undefined, server: E2eServer | undefined): Promise<void> {
  const pages = (browser?.contexts() ?? []).flatMap((context) => context.pages()).slice(-PAGES_REPORTED);
  const sections = [`── What the browser showed when "${testName}" failed ──`];
  for (const [index, page] of pages.entries()) sections.push(await describePage(page, `${fileNameOf(testName)}-${index + 1}`));
  if (pages.length === 0) sections.push('(no page was open)');
  if (server) sections.push(`── The server's last ${SERVER_LINES} lines of output ──\n${server.output().split('\n').slice(-SERVER_LINES).join('\n')}`);
  console.error(sections.join('\n\n'));
}

async function describePage(page: Page, fileName: string): Promise<string> {
  const lines = [`Page at ${page.url()} (${page.viewportSize()?.width ?? '?'} px wide)`];
  try {
    mkdirSync(failuresDir, { recursive: true });
    const file = path.join(failuresDir, `${fileName}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 80, timeout: READING_TIMEOUT_MS });
    lines.push(`Screenshot: ${file}`);
  } catch (error) {
    lines.push(`No screenshot: ${(error as Error).message.split('\n')[0]}`);
  }
  try {
    lines.push(...(await recentActivity(page)));
  } catch (error) {
    lines.push(`No console or network record: ${(error as Error).message.split('\n')[0]}`);
  }
  try {
    const messages = await page.locator('[role="status"], [role="alert"], [role="alertdialog"]').allTextContents();
    lines.push(`Messages shown: ${JSON.stringify(messages.map((text) => text.trim()).filter(Boolean))}`);
    // The page's main part: the header and menu around it are the same on every page.
    const main = page.getByRole('main');
    const snapshot = await ((await main.count()) === 1 ? main : page.locator('body')).ariaSnapshot({ timeout: READING_TIMEOUT_MS });
    lines.push(snapshot.length > SNAPSHOT_CHARACTERS ? `${snapshot.slice(0, SNAPSHOT_CHARACTERS)}\n… (${snapshot.length - SNAPSHOT_CHARACTERS} more characters)` : snapshot);
  } catch (error) {
    lines.push(`No accessibility tree: ${(error as Error).message.split('\n')[0]}`);
  }
  return lines.join('\n');
}

/** The page's last console errors and warnings, its uncaught errors, and its last /backend calls with their answers. */
async function recentActivity(page: Page): Promise<string[]> {
  const logged = (await page.consoleMessages())
    .filter((message) => message.type() === 'error' || message.type() === 'warning')
    .slice(-CONSOLE_LINES)
    .map((message) => `${message.type()}: ${message.text().slice(0, 300)}`);
  const errors = (await page.pageErrors()).slice(-CONSOLE_LINES).map((error) => error.message.slice(0, 300));
  const calls = await Promise.all(
    (await page.requests())
      .filter((request) => new URL(request.url()).pathname.startsWith('/backend/'))
      .slice(-BACKEND_CALLS)
      .map(async (request) => {
        // A call still out has no answer to wait for here.
        const response = await Promise.race([request.response(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 200))]);
        const { pathname, search } = new URL(request.url());
        return `${request.method()} ${pathname}${search} → ${response ? response.status() : (request.failure()?.errorText ?? 'no answer yet')}`;
      }),
  );
  return [`Console: ${JSON.stringify(logged)}`, `Uncaught errors: ${JSON.stringify(errors)}`, `Last /backend calls: ${JSON.stringify(calls, null, 1)}`];
}

function fileNameOf(testName: string): string {
  return testName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
}
