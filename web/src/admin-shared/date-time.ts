// How the admin shows a moment: common/india-time.ts's format on every screen (in a <time>,
// india-time.tsx), and the value a datetime-local input shows, both in India time.
import { inMumbai } from '@common/site-dates';
import { twoDigits } from '@common/india-time';

export { formatIndiaDate, formatIndiaTime } from '@common/india-time';

/** The value an <input type="datetime-local"> shows for a moment, in India time: '2026-11-26T09:00'. */
export function indiaDateTimeInput(iso: string | Date): string {
  const at = inMumbai(new Date(iso));
  return `${at.getUTCFullYear()}-${twoDigits(at.getUTCMonth() + 1)}-${twoDigits(at.getUTCDate())}T${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
}
