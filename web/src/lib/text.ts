// Text helpers of the public pages. Excerpts of rich text come from common/plain-text.ts, the one
// rule the server's meta descriptions and the search's text follow too.

import { siteYear } from '@common/site-dates';

export { decodeEntities, excerptOf as excerpt, plainTextOf as stripHtml, truncate } from '@common/plain-text';

/** The four-digit year of an item: its own `year` field when set, else the year of a date. */
export function itemYear(year: string | number | null | undefined, date?: string | null): string {
  const own = year === null || year === undefined ? '' : String(year).trim();
  if (own) return own;
  const parsed = date ? new Date(date) : null;
  // The year in Mumbai, as every public date is (common/site-dates.ts), not in the visitor's zone.
  return parsed && !Number.isNaN(parsed.getTime()) ? String(siteYear(parsed)) : '';
}

/**
 * A whole number with Indian digit grouping, as `toLocaleString('en-IN')` writes it (1,000;
 * 12,34,567). By hand because the first Intl call of a page loads the locale's data: about 70 ms
 * of one blocking task on Lighthouse's throttled phone, in the middle of Home's hydration.
 */
export function groupDigitsIndian(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return value <= -1 ? `-${grouped}` : grouped;
}

/**
 * The alt text of a picture shown beside `label`: empty when it only says the label again (a
 * media library's alt text starts as the item's title), so a screen reader does not read the
 * name twice; kept when it says more.
 */
export function altBeside(alt: string | null | undefined, label: string): string {
  const said = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return alt && said(alt) !== said(label) ? alt : '';
}
