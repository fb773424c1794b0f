// axe-core (Deque's accessibility engine, the one Lighthouse and browser devtools run) in the page
// under test: every violation of any impact fails, listed by rule, impact and the elements it found.
// label-content-name-mismatch is one of axe's experimental rules, off by default; it is turned on
// because a link whose accessible name hides its visible text fails people who speak to their browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; targets: string[] };

/** The violations axe finds in the page as it is now, with their elements' selectors. */
export async function axeViolations(page: Page, alsoRules: string[] = []): Promise<Violation[]> {
  // Evaluated by the browser's debugging protocol rather than added as a <script>: the site's
  // Content-Security-Policy (rightly) refuses an inline script it does not know the hash of.
  await page.evaluate(axeSource);
  return page.evaluate(async (extra) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const rules = Object.fromEntries(['label-content-name-mismatch', ...extra].map((rule) => [rule, { enabled: true }]));
    const result = await axe.run(document, { rules });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, alsoRules);
}

/**
 * Fails, naming each rule and element (after `where`, "404 page 360px"), when axe finds a violation
 * that stays. Polled: a page read mid-transition (a dialog fading in) or between a screen's chunk and
 * its first render showed violations that were gone a frame later.
 */
export async function expectNoAxeViolations(page: Page, where?: string): Promise<void> {
  const found = async () => (await axeViolations(page)).map((v) => `${where ? `${where}: ` : ''}${v.id} (${v.impact}): ${v.help} at ${v.targets.slice(0, 3).join(', ')}`);
  await expect.poll(found).toEqual([]);
}
