// The public site's one date style, 'November 22, 2026' (SPEC §3 formattedDate), and an item's
// year, both on Mumbai's calendar, where the group is, not the server's or the visitor's. By hand
// rather than with Intl: India keeps one offset all year, and in a visitor's browser the first
// Intl call of a page loads the locale's data (web/src/lib/text.ts).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** India Standard Time, UTC+05:30, without daylight saving (common/editorial.ts SITE_UTC_OFFSET). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar date in Mumbai at `date`, as a Date whose UTC fields hold it. */
export function inMumbai(date: Date): Date {
  return new Date(date.getTime() + INDIA_OFFSET_MS);
}

/** 'November 22, 2026': the date every public page shows. */
export function formatSiteDate(date: Date): string {
  const day = inMumbai(date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** The year in Mumbai at `date`. */
export function siteYear(date: Date): number {
  return inMumbai(date).getUTCFullYear();
}
