// Record ids as URLs and requests carry them: a whole number from 1 that fits the Postgres
// `integer` columns ids live in. Anything larger names no record (and would fail a query).

/** The largest Postgres `integer`. */
export const RECORD_ID_MAX = 2_147_483_647;

/** True when `text` is a record id: digits without a leading zero, at most RECORD_ID_MAX. */
export function isRecordId(text: string): boolean {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= RECORD_ID_MAX;
}
