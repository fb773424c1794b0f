// How the admin and the staff's e-mails write a moment: one format, '26 Nov 2026, 09:00 IST', in
// India time whatever the reader's or the server's clock says, since the group works in it and
// schedules are entered in it. Written by hand, not with Intl: Chromium's en-GB data writes
// September 'Sept', so Intl's style depended on the browser.
import { inMumbai } from './site-dates.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '26 Nov 2026', the day in India. */
export function formatIndiaDate(iso: string | Date): string {
  const at = inMumbai(new Date(iso));
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** '2026-11-26 09:00', India time, as a spreadsheet reads a date and time (the CSV downloads). */
export function spreadsheetIndiaTime(iso: string | Date): string {
  const at = inMumbai(new Date(iso));
  const day = `${at.getUTCFullYear()}-${twoDigits(at.getUTCMonth() + 1)}-${twoDigits(at.getUTCDate())}`;
  return `${day} ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
}

/** '26 Nov 2026, 09:00 IST' */
export function formatIndiaTime(iso: string | Date): string {
  const at = inMumbai(new Date(iso));
  return `${formatIndiaDate(iso)}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} IST`;
}
