// The admin's editorial actions on one item: move it between states, and restore a revision.
import { compositionOf, contentKinds, formFieldNames, type KindDeclaration } from '../../../common/content-kinds.js';
import { editorialMessages, hasDrafts, type EditorialKind, type ItemStatus, type RevisionDetail, type RevisionSummary } from '../../../common/editorial.js';
import { uploadUrl, type UploadArea } from '../../../common/upload-areas.js';
import type { FileDeps } from '../media/file-lifecycle.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../http/errors.js';
import { itemExists, lockEditorialRow } from './editorial.repository.js';
import type { Editor } from '../http/editor.js';
import { settleItemWrite } from './item-history.js';
import type { PublicationRequest } from './publication.js';
import { findRevision, listRevisions, type RevisionRow } from './revisions.repository.js';
import { applySnapshot, type SnapshotContent } from './snapshots.repository.js';

export type EditorialDeps = FileDeps & { db: Db };

/** Publish now, unpublish, schedule or unschedule; returns the state the item is in after. */
export async function changeStatus(
  deps: EditorialDeps,
  target: { kind: EditorialKind; id: number },
  publication: PublicationRequest,
  editor: Editor,
  now: Date,
): Promise<{ status: ItemStatus; publish_at: string | null }> {
  return deps.db.transaction().execute(async (tx) => {
    const row = await lockEditorialRow(tx, target.kind, target.id);
    if (!row || row.deleted_at) throw new NotFoundError(editorialMessages.itemNotFound);
    await settleItemWrite(tx, { ...target, editor, before: row.status, publication, now });
    const after = await lockEditorialRow(tx, target.kind, target.id);
    return { status: after!.status, publish_at: after!.publish_at?.toISOString() ?? null };
  });
}

/**
 * Puts a revision's content back over its item, as a draft for the kinds that have drafts (never
 * straight to the site); a kind without drafts has none, so its item goes live.
 */
export async function restoreRevision(deps: EditorialDeps, revisionId: string, editor: Editor, now: Date): Promise<EditorialKind> {
  return deps.db.transaction().execute(async (tx) => {
    const revision = await findRevision(tx, revisionId);
    if (!revision) throw new NotFoundError(editorialMessages.revisionNotFound);
    const row = await lockEditorialRow(tx, revision.kind, revision.item_id);
    if (!row || row.deleted_at) throw new NotFoundError(editorialMessages.revisionNotFound);
    await applySnapshot(tx, revision.kind, revision.item_id, revision.content);
    const publication = hasDrafts(revision.kind) ? { status: 'draft' as const } : undefined;
    await settleItemWrite(tx, { kind: revision.kind, id: revision.item_id, editor, before: row.status, publication, now, event: 'restored' });
    return revision.kind;
  });
}

/** The item's revisions, newest first; 404 for an item that does not exist (in the trash it still does). */
export async function revisionsOf(db: Db, kind: EditorialKind, id: number): Promise<RevisionSummary[]> {
  const revisions = await listRevisions(db, kind, id);
  // Every item has a revision but one written straight into the table: only then is the question asked.
  if (revisions.length === 0 && !(await itemExists(db, kind, id))) throw new NotFoundError(editorialMessages.itemNotFound);
  return revisions.map(summary);
}

export async function revisionDetail(db: Db, id: string): Promise<RevisionDetail> {
  const revision = await findRevision(db, id);
  if (!revision) throw new NotFoundError(editorialMessages.revisionNotFound);
  return { ...summary(revision), kind: revision.kind, item_id: revision.item_id, ...readableContent(revision.kind, revision.content) };
}

function summary(row: Omit<RevisionRow, 'content'>): RevisionSummary {
  return { id: String(row.id), created_at: row.created_at.toISOString(), author: row.author_name, event: row.event, status: row.status };
}

type Labelled = Pick<KindDeclaration, 'fields' | 'pictures' | 'listed'>;

/** Each column with its name for people, in the form's order: the fields' labels, then the pictures'. */
function labelsOf(declaration: Labelled): [column: string, label: string][] {
  return [
    ...formFieldNames(declaration).map((name): [string, string] => [name, declaration.fields[name]!.label]),
    ...declaration.pictures.map((picture): [string, string] => [picture.column, picture.label ?? 'Image']),
  ];
}

/** Where each picture column's files live, for their URLs. */
function areasOf({ pictures }: Labelled): Map<string, UploadArea> {
  return new Map(pictures.map((picture) => [picture.column, picture.area]));
}

/** A revision's content as labelled text fields and image URLs, for the history's comparison. */
function readableContent(kind: EditorialKind, content: SnapshotContent): Pick<RevisionDetail, 'fields' | 'images'> {
  const fields: Record<string, string> = {};
  const images: Record<string, string | null> = {};
  // In the form's order, not the stored snapshot's (jsonb keeps its keys shortest first).
  const take = (values: SnapshotContent | null | undefined, declaration: Labelled) => {
    const areas = areasOf(declaration);
    for (const [column, label] of labelsOf(declaration)) {
      if (column === 'slug' || !values || !(column in values)) continue;
      const value = values[column];
      const area = areas.get(column);
      if (area) images[label] = uploadUrl(area, value as string | null);
      else fields[label] = value === null || value === undefined ? '' : String(value);
    }
  };
  const declaration: KindDeclaration = contentKinds[kind];
  const composition = compositionOf(kind);
  if (!composition) {
    take(content, declaration);
    return { fields, images };
  }
  take(content[composition.ownKey] as SnapshotContent, declaration);
  for (const [name, row] of composition.rows) take(content[name] as SnapshotContent | null, row);
  for (const [name, list] of composition.lists) {
    const rows = (content[name] as SnapshotContent[] | undefined) ?? [];
    const line = (row: SnapshotContent) => Object.keys(list.fields).map((field) => row[field]).filter((text) => text).join(' — ');
    fields[list.label] = rows.map(line).join('\n');
  }
  return { fields, images };
}
