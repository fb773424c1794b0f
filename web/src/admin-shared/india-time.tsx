// A moment as the admin shows it: India time (date-time.ts), with the machine-readable instant.
import { formatIndiaTime } from './date-time';

export function IndiaTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatIndiaTime(at)}</time>;
}
