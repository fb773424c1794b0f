// The Activity list's query (?page, user, action, kind, from, to), shared by the list and its CSV.
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_KINDS, auditMessages } from '../../../common/audit.js';
import { isRecordId } from '../../../common/record-id.js';

/** A blank value (a form's "All") is no filter; a repeated key arrives as an array and is refused. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** YYYY-MM-DD naming a real day (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateSchema = (message: string) => z.string({ error: message }).refine(isCalendarDate, { error: message });

export const activityQuerySchema = z
  .object({
    page: optional(z.string({ error: auditMessages.badPage }).regex(/^[1-9]\d{0,8}$/, { error: auditMessages.badPage }).transform(Number)),
    user: optional(z.string({ error: auditMessages.badUser }).refine(isRecordId, { error: auditMessages.badUser }).transform(Number)),
    action: optional(z.enum(AUDIT_ACTIONS, { error: auditMessages.badAction })),
    kind: optional(z.enum(AUDIT_KINDS, { error: auditMessages.badKind })),
    from: optional(dateSchema(auditMessages.badFrom)),
    to: optional(dateSchema(auditMessages.badTo)),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, { error: auditMessages.fromAfterTo });

export type ActivityQuery = z.output<typeof activityQuerySchema>;

export const activityQueryDescriptions = {
  page: 'From 1; 50 entries a page',
  user: "An account's id (entries by that account, and failed sign-ins to it)",
  action: `One of ${AUDIT_ACTIONS.join(', ')}`,
  kind: `The item type: ${AUDIT_KINDS.join(', ')}`,
  from: 'First day, YYYY-MM-DD (India time)',
  to: 'Last day, YYYY-MM-DD (India time), included',
};
