// What every write of an item ends with, inside its transaction: the state it asked for, a
// revision of the item as it now stands (the oldest beyond REVISIONS_KEPT pruned), and its entry
// in the audit log. The item's pictures are settled there too (media/item-pictures.ts): the
// form's alt texts applied, and an item going out refused while a picture lacks one.
import { REVISIONS_KEPT, type EditorialKind, type ItemStatus } from '../../../common/editorial.js';
import type { Db } from '../db/database.js';
import type { ExpectedUpdatedAt } from './changed-since.js';
import { itemPictures, settlePictures } from '../media/item-pictures.js';
import { noPictureEdits, type PictureEdits } from '../media/library-choice.js';
import { deleteAutosave } from './autosaves.repository.js';
import type { Editor } from '../http/editor.js';
import { lockEditorialRow, setEditorialColumns } from './editorial.repository.js';
import { refuseUnpublishable } from './publishable.js';
import { recordRevisionAudit } from './item-audit.js';
import { stateColumns, transitionEvent, type PublicationRequest } from './publication.js';
import { findLatestRevisionContent, insertRevision, pruneRevisions } from './revisions.repository.js';
import { takeSnapshot, type SnapshotContent } from './snapshots.repository.js';

export type SettleInput = {
  kind: EditorialKind;
  id: number;
  editor: Editor;
  /** The state before the write; null for an item the write created. */
  before: ItemStatus | null;
  /** The state asked for; undefined keeps it (an add without one publishes). */
  publication: PublicationRequest | undefined;
  now: Date;
  /** The history's word, when it is not a state transition's (a restore). */
  event?: string;
  /** What the form asked of the item's pictures; undefined for a write that sends none. */
  pictures?: PictureEdits | undefined;
  /**
   * An inline delete of one of a venture's rows (SPEC §5): never refused for what publishing needs,
   * as SPEC's delete is not; a scheduled venture it leaves short is checked again when due.
   */
  inlineDelete?: boolean;
  /**
   * More changes to the item in the same transaction, after its state and before its revision: the import
   * keeps the old site's slug and date, which no form sets, and its own record of the item.
   */
  amend?: ((tx: Db, id: number) => Promise<void>) | undefined;
};

/** Applies the state and the pictures' edits, records the revision and the audit entry. */
export async function settleItemWrite(tx: Db, input: SettleInput): Promise<void> {
  // Every column of the item: its state, and its fields as the write left them.
  const row = await lockEditorialRow(tx, input.kind, input.id);
  if (!row) throw new Error(`settleItemWrite: ${input.kind} ${input.id} is gone`);
  const request = input.publication ?? (input.before === null ? { status: 'published' as const } : undefined);
  let status = row.status;
  // A draft, which may have been saved unfinished (its title alone), goes out only once it has what
  // its add form requires; so does a scheduled item, which SPEC's title-only venture edit could
  // otherwise leave short of it. An add that goes out met that form's schema already, and a live
  // item keeps SPEC §5's title-only edit.
  const target = request?.status ?? row.status;
  const mayBeShort = input.before === 'draft' || input.before === 'scheduled';
  if (mayBeShort && target !== 'draft' && !input.inlineDelete) await refuseUnpublishable(tx, input.kind, input.id);
  if (request) {
    // A row just inserted carries the column defaults ('published'), which say nothing of its past.
    const current = input.before === null ? { ...row, status: 'draft' as const, first_published_at: null } : row;
    const columns = stateColumns(current, request, input.now);
    // A new item is dated by its write, both dates alike (the dashboard tells an added item by them).
    await setEditorialColumns(tx, input.kind, input.id, input.before === null ? { ...columns, created_at: input.now, updated_at: input.now } : columns);
    status = columns.status;
  }
  // The gate applies to a write that asks for a state or sends pictures: deleting a venture's client
  // or a restore of the trash does neither, and is not held up by a picture described elsewhere.
  const goesOut = status === 'published' || status === 'scheduled';
  const gate = goesOut && (request !== undefined || input.pictures !== undefined);
  if (gate || input.pictures) {
    await settlePictures(tx, await itemPictures(tx, input.kind, input.id), input.pictures ?? noPictureEdits, gate);
  }
  // After the state, which dates an item's first publication, so an import's own date stands.
  if (input.amend) await input.amend(tx, input.id);
  if (input.editor) {
    // The form was saved: its autosave has served (for a new item, the one kept under 'new').
    const itemKey = input.before === null ? 'new' : String(input.id);
    await deleteAutosave(tx, { kind: input.kind, itemKey, userId: input.editor.id });
  }
  const event = input.event ?? transitionEvent(input.before, status);
  // An edit's audit entry names the fields that differ from the revision before it.
  const previous = input.before === null ? undefined : await findLatestRevisionContent(tx, input.kind, input.id);
  const content = await writeRevision(tx, { ...input, status, event });
  await recordRevisionAudit(tx, { kind: input.kind, id: input.id, editor: input.editor, event, now: input.now, previous, content });
}

type RevisionInput = { kind: EditorialKind; id: number; editor: Editor; status: ItemStatus; event: string; now: Date };

/** Records a revision of the item as it stands. */
export async function recordRevision(tx: Db, input: RevisionInput): Promise<void> {
  await writeRevision(tx, input);
}

/**
 * Records a revision (the oldest beyond REVISIONS_KEPT pruned; their pictures stay in the
 * library) and returns the content it keeps.
 */
export async function writeRevision(tx: Db, input: RevisionInput): Promise<SnapshotContent> {
  const snapshot = await takeSnapshot(tx, input.kind, input.id);
  if (!snapshot) throw new Error(`recordRevision: ${input.kind} ${input.id} is gone`);
  await insertRevision(
    tx,
    {
      kind: input.kind,
      itemId: input.id,
      authorId: input.editor?.id ?? null,
      authorName: input.editor?.name ?? null,
      event: input.event,
      status: input.status,
      content: snapshot.content,
      files: snapshot.files,
    },
    input.now,
  );
  await pruneRevisions(tx, input.kind, input.id, REVISIONS_KEPT);
  return snapshot.content;
}

/** Who writes, and the state the write asks for (none: an add publishes, an edit keeps the state). */
export type WriteContext = {
  editor: Editor;
  publication: PublicationRequest | undefined;
  pictures?: PictureEdits | undefined;
  amend?: SettleInput['amend'];
  /** The item's updated_at as the form read it: a save made since refuses this one (changed-since.ts). */
  expectedUpdatedAt?: ExpectedUpdatedAt;
};

/** A write by no one in particular, as SPEC §7's clients make: an add publishes, an edit keeps the state. */
export const plainWrite: WriteContext = { editor: null, publication: undefined };
