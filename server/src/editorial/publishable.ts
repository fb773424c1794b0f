// What an item needs before it goes on the site. A draft may be saved with its title alone
// (kinds/listed-schemas.ts, ventures/ventures.schema.ts); its publish or schedule finds here what
// the add form requires (SPEC §5), in the kind's own words, from the item as a revision keeps it;
// a scheduled item is checked again when it comes due.
// The core reads the declarations, not the kinds' schemas (the import rule), so "blank" is said
// here as requiredField says it.
import {
  compositionOf,
  contentKinds,
  type FieldDeclaration,
  type KindDeclaration,
  type PictureDeclaration,
} from '../../../common/content-kinds.js';
import type { EditorialKind } from '../../../common/editorial.js';
import { mediaMessages } from '../../../common/media.js';
import { isBlankHtml } from '../../../common/plain-text.js';
import type { Db } from '../db/database.js';
import { ValidationError } from '../http/errors.js';
import { hasUndescribedPicture, itemPictures } from '../media/item-pictures.js';
import { takeSnapshot, type SnapshotContent } from './snapshots.repository.js';

function isBlank(value: unknown, rich: boolean): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  return rich ? isBlankHtml(value) : value.trim() === '';
}

type Part = { fields: Record<string, FieldDeclaration>; pictures: readonly PictureDeclaration[] };

/** The message for the first required field or picture `values` lack; `required` where a field declares none. */
function missingIn(part: Part, values: Readonly<Record<string, unknown>>, required: string): string | undefined {
  for (const [name, field] of Object.entries(part.fields)) {
    if (!field.optional && isBlank(values[name], field.type === 'richText')) return field.requiredMessage ?? required;
  }
  return part.pictures.find(({ requiredOnAdd, column }) => requiredOnAdd !== undefined && isBlank(values[column], false))?.requiredOnAdd;
}

/**
 * The message for the first field, picture or entry the item lacks, or undefined when it may go
 * out. `content` is the item as takeSnapshot reads it. A composite kind's lists are checked for
 * their number and their entries' pictures: their texts are each entry's own form's to require.
 */
export function missingToPublish(kind: EditorialKind, content: SnapshotContent): string | undefined {
  const declaration: KindDeclaration = contentKinds[kind];
  const required = declaration.listed?.messages.required ?? declaration.incompleteMessage;
  if (!declaration.drafts || required === undefined) return undefined;
  const composition = compositionOf(kind);
  if (!composition) return missingIn(declaration, content, required);
  const own = missingIn(declaration, content[composition.ownKey] as Record<string, unknown>, required);
  if (own !== undefined) return own;
  for (const [name, row] of composition.rows) {
    const missing = missingIn(row, (content[name] as Record<string, unknown> | null) ?? {}, required);
    if (missing !== undefined) return missing;
  }
  for (const [name, list] of composition.lists) {
    const entries = content[name] as Record<string, unknown>[];
    if (entries.length < (list.leastToPublish ?? 0)) return required;
    for (const entry of entries) {
      const missing = missingIn({ fields: {}, pictures: list.pictures }, entry, required);
      if (missing !== undefined) return missing;
    }
  }
  return undefined;
}

/** What the item, as it now stands inside the transaction, lacks of what its add form requires. */
async function missingNow(tx: Db, kind: EditorialKind, id: number): Promise<string | undefined> {
  const snapshot = await takeSnapshot(tx, kind, id);
  return snapshot ? missingToPublish(kind, snapshot.content) : undefined;
}

/** Refuses to put an item on the site while it lacks what its add form requires. */
export async function refuseUnpublishable(tx: Db, kind: EditorialKind, id: number): Promise<void> {
  const missing = await missingNow(tx, kind, id);
  if (missing !== undefined) throw new ValidationError(missing);
}

/**
 * Why the item, as it now stands, may not go out: what its add form requires, or a picture without
 * alt text. The scheduler asks when a scheduled item comes due, since an inline delete or the media
 * library may have left it short since it was scheduled.
 */
export async function reasonNotToPublish(tx: Db, kind: EditorialKind, id: number): Promise<string | undefined> {
  const missing = await missingNow(tx, kind, id);
  if (missing !== undefined) return missing;
  return (await hasUndescribedPicture(tx, await itemPictures(tx, kind, id))) ? mediaMessages.altTextRequired : undefined;
}
