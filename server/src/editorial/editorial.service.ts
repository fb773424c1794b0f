// The admin's editorial actions on one item: move it between states, and restore a revision.
import { CONTENT_KINDS, contentKinds } from '../../../common/content-kinds.js';
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

/** Where each picture column's files live, for their URLs: the declared pictures, and a venture's stats picture. */
const imageAreas = new Map<string, UploadArea>([
  ...CONTENT_KINDS.flatMap((kind) => contentKinds[kind].pictures.map((picture) => [`${kind}.${picture.column}`, picture.area] as const)),
  ['ventures.stats_image', 'ventureStats'],
]);

/** A venture's fields, which are not declared one by one (its form is its own). */
const ventureFieldLabels: Record<string, string> = {
  title: 'Title',
  about_desc: 'About',
  stats_right_section_title: 'Stats: right title',
  stats_right_section_content: 'Stats: right text',
  stats_left_section_title: 'Stats: left title',
  stats_left_section_content: 'Stats: left text',
  logo_url: 'Logo',
  img_banner_url: 'Banner',
  about_img_url: 'About image',
  stats_image: 'Stats image',
};

/** Each column's name for people, by kind: the declared fields' and pictures' labels. */
function fieldLabelsOf(kind: EditorialKind): Record<string, string> {
  if (kind === 'ventures') return ventureFieldLabels;
  const { listed, pictures } = contentKinds[kind];
  return {
    ...Object.fromEntries(Object.entries(listed.fields).map(([name, field]) => [name, field.label])),
    ...Object.fromEntries(pictures.map((picture) => [picture.column, picture.label ?? 'Image'])),
  };
}

/** A revision's content as labelled text fields and image URLs, for the history's comparison. */
function readableContent(kind: EditorialKind, content: SnapshotContent): Pick<RevisionDetail, 'fields' | 'images'> {
  const fields: Record<string, string> = {};
  const images: Record<string, string | null> = {};
  const fieldLabels = fieldLabelsOf(kind);
  const take = (values: SnapshotContent | null | undefined) => {
    for (const [column, value] of Object.entries(values ?? {})) {
      const label = fieldLabels[column];
      if (column === 'slug' || label === undefined) continue;
      const area = imageAreas.get(`${kind}.${column}`);
      if (area) images[label] = uploadUrl(area, value as string | null);
      else fields[label] = value === null || value === undefined ? '' : String(value);
    }
  };
  if (kind !== 'ventures') {
    take(content);
    return { fields, images };
  }
  take(content.venture as SnapshotContent);
  take(content.stats as SnapshotContent | null);
  const lines = (key: string, line: (row: SnapshotContent) => string) => ((content[key] as SnapshotContent[] | undefined) ?? []).map(line).join('\n');
  fields.Subcategories = lines('subcategories', (row) => String(row.name ?? ''));
  fields.Clients = lines('clients', (row) => String(row.client_name ?? ''));
  fields.Gallery = lines('gallery', (row) => [row.alt_text, row.caption].filter((text) => text).join(' — '));
  return { fields, images };
}
