// The request and reply pieces the content kinds share: page numbers, ids,
// required text fields, the write reply. kinds/listed-schemas.ts builds each kind's schemas on these.
import { z } from 'zod';
import type { ContentWriteReply, ErrorReply } from '../../../common/api-types.js';
import { contentMessages, serverMessages } from '../../../common/messages.js';
import { LIST_SEARCH_MAX_LENGTH, listQueryMessages } from '../../../common/list-query.js';
import { isRecordId, RECORD_ID_MAX } from '../../../common/record-id.js';

/** ?page=n: a whole number from 1; '0', '-1', 'abc', '1.5' and repeated keys are refused. */
export const pageParamSchema = z
  .string({ error: serverMessages.badPage })
  .regex(/^[1-9]\d{0,8}$/, { error: serverMessages.badPage })
  .transform(Number);

/** ?sort=: one of `allowed`; a repeated key or any other value is refused with the list of values. */
export function listSortSchema<const Sorts extends readonly [string, ...string[]]>(allowed: Sorts) {
  return z.enum(allowed, { error: listQueryMessages.badSort(allowed) }).optional();
}

/** ?q=: text matched within titles (or names); blank is no filter, a repeated key is refused. */
export const listSearchSchema = z
  .string({ error: listQueryMessages.badSearch })
  .max(LIST_SEARCH_MAX_LENGTH, { error: listQueryMessages.badSearch })
  .transform((q) => q.trim())
  .optional();

export const contentListQueryDescriptions = {
  sort: 'List order: newest (default), oldest, title (A→Z, by title or name) or -title (Z→A)',
  q: 'Only items whose title (or name) contains this text, ignoring case',
};

/** An item id, as a JSON number or as multipart/query text, within Postgres's `integer`. */
export const idSchema = z.union(
  [
    // Each rule says the same words: a union answers with its branch's own message once the type matched.
    z.int({ error: contentMessages.badId }).min(1, { error: contentMessages.badId }).max(RECORD_ID_MAX, { error: contentMessages.badId }),
    z.string().trim().refine(isRecordId, { error: contentMessages.badId }).transform(Number),
  ],
  { error: contentMessages.badId },
);

/** A text field that must hold something besides spaces; absent and blank give the same message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** DELETE bodies: JSON { id }. */
export const deleteBodySchema = z.object({ id: idSchema });

export const writeReplySchema = z.object({
  status: z.literal('success'),
  ok: z.literal(true),
  message: z.string(),
  id: z.int(),
}) satisfies z.ZodType<ContentWriteReply>;

export const errorReplySchema = z.object({ error: z.string() }).loose() satisfies z.ZodType<ErrorReply>;

export function writeReply(message: string, id: number): ContentWriteReply {
  return { status: 'success', ok: true, message, id };
}

/** created_at/updated_at on the wire. */
export const isoDateSchema = z.iso.datetime({ offset: true });

/** 'November 22, 2026' (SPEC §3 formattedDate). */
export const formattedDateSchema = z.string();
