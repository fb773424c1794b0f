// A save made from a form refuses to overwrite a save made since that form read the item (two
// editors on one item, or one editor in two tabs): the form sends back the item's updated_at as it
// read it (null: it was not saved yet, as a site section still at its defaults), and the write
// compares it with the row it has locked, so of two saves racing from one read the second is
// refused. Without it (SPEC §7's clients) nothing is checked.
import { z } from 'zod';
import { CHANGED_SINCE, editorialMessages, kindLabels, type EditorialKind } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';
import { HttpError, parseInput } from '../http/errors.js';
import { findLatestRevisionAuthor } from './revisions.repository.js';

const bodySchema = z.object({
  expected_updated_at: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso.datetime({ message: editorialMessages.changedSinceInvalid }).nullable().optional(),
  ),
});

/** The row's updated_at as the form read it; null: the form read it before it was first saved; undefined: no check. */
export type ExpectedUpdatedAt = string | null | undefined;

/** The field as the OpenAPI document describes it, beside a form's own fields. */
export const changedSinceFieldSchema = z.object({
  expected_updated_at: z
    .string()
    .nullable()
    .optional()
    .describe(
      "Edits: the item's updated_at as the form read it (null in JSON: read before it was first saved); when it has been saved since, 409 with `code: changed_since` and its `updated_at`, and nothing is saved. Absent: no check",
    ),
});

/** The body's `expected_updated_at`: the item's updated_at as the form read it; undefined when absent or blank. */
export function expectedUpdatedAtOf(body: unknown): ExpectedUpdatedAt {
  return parseInput(bodySchema, body ?? {}, editorialMessages.changedSinceInvalid).expected_updated_at;
}

/** What a refusal names: the thing saved ('news item', 'Hindi text'), and who saved it last (null: not a person). */
export type SavedThing = { what: string; savedBy(): Promise<string | null> };

/**
 * 409 when the locked row's updated_at (null: no row yet) is not the one the form read (to the
 * millisecond the reads give), naming who saved since; the reply carries the row's updated_at,
 * from which a save over it may be sent.
 */
export async function refuseChangedSince(updatedAt: Date | null, expected: ExpectedUpdatedAt, saved: SavedThing): Promise<void> {
  if (expected === undefined || (expected === null ? updatedAt === null : updatedAt !== null && new Date(expected).getTime() === updatedAt.getTime())) return;
  throw new HttpError(409, editorialMessages.changedSince(saved.what, await saved.savedBy()), {
    code: CHANGED_SINCE,
    updated_at: updatedAt?.toISOString() ?? null,
  });
}

/** An item of a kind with revisions, named by its kind, saved last by its newest revision's author. */
export function savedItem(tx: Db, kind: EditorialKind, id: number): SavedThing {
  return { what: kindLabels[kind].one.toLowerCase(), savedBy: () => findLatestRevisionAuthor(tx, kind, id) };
}
