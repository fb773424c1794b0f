// How the admin shows a moment: one format for every screen, '26 Nov 2026, 09:00 IST' (in a <time>,
// india-time.tsx). Every time is in India time, labelled, whatever the editor's own clock says,
// since the group publishes for India and schedules are entered in it. Written by hand, not with
// Intl: Chromium's en-GB data writes September 'Sept', so Intl's style depended on the browser.
import { inMumbai } from '@common/site-dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '26 Nov 2026', the day in India. */
export function formatIndiaDate(iso: string | Date): string {
  const at = inMumbai(new Date(iso));
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** '26 Nov 2026, 09:00 IST' */
export function formatIndiaTime(iso: string | Date): string {
  const at = inMumbai(new Date(iso));
  return `${formatIndiaDate(iso)}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} IST`;
}

/** The value an <input type="datetime-local"> shows for a moment, in India time: '2026-11-26T09:00'. */
export function indiaDateTimeInput(iso: string | Date): string {
  const at = inMumbai(new Date(iso));
  return `${at.getUTCFullYear()}-${twoDigits(at.getUTCMonth() + 1)}-${twoDigits(at.getUTCDate())}T${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
}
