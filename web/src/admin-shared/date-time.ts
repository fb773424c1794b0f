// How the admin shows a moment: one format for every screen, '26 Nov 2026, 09:00 IST' (in a <time>,
// india-time.tsx). Every time is in India time, labelled, whatever the editor's own clock says,
// since the group publishes for India and schedules are entered in it.
import { SITE_TIME_ZONE } from '@common/editorial';

const indiaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const numericParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
}

/** '26 Nov 2026, 09:00 IST' */
export function formatIndiaTime(iso: string | Date): string {
  const p = partsOf(indiaParts, new Date(iso));
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} IST`;
}

/** The value an <input type="datetime-local"> shows for a moment, in India time: '2026-11-26T09:00'. */
export function indiaDateTimeInput(iso: string | Date): string {
  const p = partsOf(numericParts, new Date(iso));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
