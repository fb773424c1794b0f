// A moment as the admin shows it: India time (date-time.ts), with the machine-readable instant.
import { formatIndiaDate, formatIndiaTime } from './date-time';

export function IndiaTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatIndiaTime(at)}</time>;
}

/** The day alone, '26 Nov 2026': where a list has no room for the hour. */
export function IndiaDate({ at }: { at: string }) {
  return <time dateTime={at}>{formatIndiaDate(at)}</time>;
}
