// The public site's one date style, 'November 22, 2026' (SPEC §3 formattedDate), and an item's
// year, both on Mumbai's calendar, where the group is, not the server's or the visitor's. English by
// hand rather than with Intl: India keeps one offset all year, and in a visitor's browser the first
// Intl call of a page loads the locale's data (web/src/lib/text.ts). Hindi and Marathi need the
// locale's month names and digits, so they go through Intl with the numbering system named.
import { interfaceIntlLocales, type InterfaceLanguage } from './interface-languages.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** India Standard Time, UTC+05:30, without daylight saving (common/editorial.ts SITE_UTC_OFFSET). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The calendar date in Mumbai at `date`, as a Date whose UTC fields hold it. */
export function inMumbai(date: Date): Date {
  return new Date(date.getTime() + INDIA_OFFSET_MS);
}

/** How Intl writes a Hindi or Marathi site date: `inMumbai`'s date already holds Mumbai's calendar in its UTC fields. */
export const SITE_DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** 'November 22, 2026' (in Hindi '22 नवंबर 2026', in Marathi '२२ नोव्हेंबर, २०२६'): the date every public page shows. */
export function formatSiteDate(date: Date, language: InterfaceLanguage = 'en'): string {
  const day = inMumbai(date);
  if (language === 'en') return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(interfaceIntlLocales[language], SITE_DATE_OPTIONS).format(day);
}

/** The year in Mumbai at `date`. */
export function siteYear(date: Date): number {
  return inMumbai(date).getUTCFullYear();
}
