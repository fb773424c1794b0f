// The media library's rules: pages of pictures with their uses, a picture's details edited, an
// upload straight to the library, and deletion, refused while anything (a live item, one in the
// trash, an earlier version, a site section) uses the picture. Every write records its audit entry
// in its own transaction; files are removed only once the rows say they are unused.
import { imageVariantsOf, narrowestImageUrl } from '../../../common/image-variants.js';
import {
  MEDIA_PAGE_SIZE,
  MEDIA_USE_KINDS,
  mediaMessages,
  mediaUseKindLabels,
  type FocalPoint,
  type MediaDetailReply,
  type MediaItem,
  type MediaListReply,
  type MediaUse,
  type MediaUseKind,
} from '../../../common/media.js';
import { isSiteSection, siteSectionLabels } from '../../../common/site-settings.js';
import { uploadAreas, uploadUrl, type UploadArea } from '../../../common/upload-areas.js';
import { findLatestActorOf } from '../audit/audit.repository.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ContentDeps } from './file-lifecycle.js';
import { writeTime } from '../clock.js';
import { refuseChangedSince, type ExpectedUpdatedAt } from '../editorial/changed-since.js';
import type { MediaRow } from '../db/schema.js';
import type { Editor } from '../http/editor.js';
import { HttpError, NotFoundError } from '../http/errors.js';
import type { UploadedImage } from '../http/image-upload.js';
import { processImage } from '../images/image-processing.js';
import {
  countMedia,
  findMediaListRow,
  listMedia,
  listMediaUses,
  updateMediaDetails,
  type MediaDetailsUpdate,
  type MediaListRow,
  type MediaUseRow,
} from './media-list.repository.js';
import { deleteMediaByName, findMediaById, findMediaByNames, registerMedia } from './media.repository.js';
import type { MediaEditInput, MediaQuery, MediaUploadInput } from './media.schema.js';

export type MediaDeps = ContentDeps;

/** The area whose folder holds a row's file; a row naming an area this code no longer knows is served as the library's. */
function areaOf(row: Pick<MediaRow, 'area'>): UploadArea {
  return row.area in uploadAreas ? (row.area as UploadArea) : 'media';
}

/** The value an item of the row's own area stores for it: what URLs and storage take. */
export function mediaField(row: Pick<MediaRow, 'area' | 'name'>): string {
  return `${uploadAreas[areaOf(row)].fieldPrefix}${row.name}`;
}

/** Fractions (as the table keeps them, in single precision) to per cent with two decimals. */
function focalPointOf(row: Pick<MediaRow, 'focal_x' | 'focal_y'>): FocalPoint | null {
  if (row.focal_x === null || row.focal_y === null) return null;
  const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;
  return { x: percent(row.focal_x), y: percent(row.focal_y) };
}

function toMediaItem(row: MediaListRow): MediaItem {
  const area = areaOf(row);
  const field = mediaField(row);
  const url = uploadUrl(area, field)!;
  const variants = imageVariantsOf(area, field);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    url,
    thumbnail_url: narrowestImageUrl(variants, url)!,
    variants,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    format: /\.([a-z]+)$/.exec(row.name)?.[1] ?? '',
    alt_text: row.alt_text,
    decorative: row.decorative,
    caption: row.caption,
    credit: row.credit,
    focal_point: focalPointOf(row),
    uploaded_by: row.uploader,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    use_count: row.use_count,
  };
}

function isUseKind(kind: string): kind is MediaUseKind {
  return (MEDIA_USE_KINDS as readonly string[]).includes(kind);
}

/**
 * One use per item (or site section): an item that names the file in two fields, or live and in
 * earlier versions, is listed once, in its strongest state (live, then the trash, then history).
 * The rows come sorted in that order.
 */
function usesOf(rows: MediaUseRow[]): MediaUse[] {
  const seen = new Set<string>();
  const uses: MediaUse[] = [];
  for (const row of rows) {
    if (!isUseKind(row.kind)) continue;
    const key = `${row.kind}:${row.item_id ?? row.label ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A site section is named by its label, as the Site screen's tab says it.
    const label = row.kind === 'site' && row.label && isSiteSection(row.label) ? siteSectionLabels[row.label] : row.label;
    uses.push({ kind: row.kind, item_id: row.item_id, label, in_trash: row.in_trash, in_history: row.in_history });
  }
  return uses;
}

/** "News “Title”, Ventures “X” (in the trash), Blogs “Y” (an earlier version)". */
function describeUses(uses: MediaUse[]): string {
  return uses
    .map((use) => {
      const label = use.label === null ? '' : ` “${use.label}”`;
      const state = use.in_history ? ' (an earlier version)' : use.in_trash ? ' (in the trash)' : '';
      return `${mediaUseKindLabels[use.kind]}${label}${state}`;
    })
    .join(', ');
}

/** The audit entry's title: the alt text, else the file name. */
function auditTitle(row: Pick<MediaRow, 'alt_text' | 'name'>): string {
  return row.alt_text || row.name;
}

export async function mediaPage(deps: Pick<MediaDeps, 'db'>, query: MediaQuery): Promise<MediaListReply> {
  const page = query.page ?? 1;
  const filter = { q: query.q || undefined, used: query.used, kind: query.kind };
  const [total, rows] = await Promise.all([
    countMedia(deps.db, filter),
    listMedia(deps.db, filter, { limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE }),
  ]);
  return { items: rows.map(toMediaItem), total, page, total_pages: Math.ceil(total / MEDIA_PAGE_SIZE) };
}

async function mediaItem(deps: Pick<MediaDeps, 'db'>, id: number): Promise<MediaItem> {
  const row = await findMediaListRow(deps.db, id);
  if (!row) throw new NotFoundError(mediaMessages.notFound);
  return toMediaItem(row);
}

export async function mediaDetail(deps: Pick<MediaDeps, 'db'>, id: number): Promise<MediaDetailReply> {
  const item = await mediaItem(deps, id);
  return { item, uses: usesOf(await listMediaUses(deps.db, item.name)) };
}

/**
 * Stores an uploaded picture in the library's own folder and registers it with its uploader and
 * size. When registering fails, the stored files are removed again.
 */
export async function uploadMedia(deps: MediaDeps, image: UploadedImage, input: MediaUploadInput, editor: NonNullable<Editor>): Promise<MediaItem> {
  const processed = await processImage(image.bytes);
  const field = await deps.storage.saveImage('media', processed);
  const name = field.slice(uploadAreas.media.fieldPrefix.length);
  // A decorative picture has no alt text: screen readers skip it.
  const altText = input.decorative ? '' : input.alt_text;
  let id: number;
  try {
    id = await deps.db.transaction().execute(async (tx) => {
      const now = writeTime(deps);
      await registerMedia(tx, {
        area: 'media',
        name,
        width: processed.width,
        height: processed.height,
        bytes: processed.bytes.length,
        title: input.title,
        alt_text: altText,
        decorative: input.decorative,
        uploaded_by: editor.id,
      });
      const [row] = await findMediaByNames(tx, [name]);
      if (!row) throw new Error(`media row of ${name} not registered`);
      await recordAudit(tx, { action: 'create', actor: editor, at: now, item: { kind: 'media', id: row.id, title: auditTitle({ alt_text: altText, name }) } });
      return row.id;
    });
  } catch (error) {
    await deps.storage.remove('media', field).catch((removal: unknown) => deps.logger.warn({ err: removal, field }, 'could not remove a stored file'));
    throw error;
  }
  return mediaItem(deps, id);
}

function updateOf(edit: MediaEditInput): MediaDetailsUpdate {
  const update: MediaDetailsUpdate = {};
  if (edit.title !== undefined) update.title = edit.title;
  if (edit.alt_text !== undefined) update.alt_text = edit.alt_text;
  if (edit.decorative !== undefined) update.decorative = edit.decorative;
  if (edit.caption !== undefined) update.caption = edit.caption;
  if (edit.credit !== undefined) update.credit = edit.credit;
  if (edit.focal_point !== undefined) {
    update.focal_x = edit.focal_point === null ? null : edit.focal_point.x / 100;
    update.focal_y = edit.focal_point === null ? null : edit.focal_point.y / 100;
  }
  return update;
}

/**
 * Saves the details sent; refused (409) when the picture was saved since `expected`, the
 * updated_at its form read (two editors on one picture's alt text: the later would silently win).
 */
export async function editMedia(deps: MediaDeps, id: number, edit: MediaEditInput, expected: ExpectedUpdatedAt, editor: NonNullable<Editor>): Promise<MediaItem> {
  await deps.db.transaction().execute(async (tx) => {
    const current = await findMediaById(tx, id, true);
    if (!current) throw new NotFoundError(mediaMessages.notFound);
    // An item's form may have changed its alt text since: that save is the item's, so no one is named then.
    await refuseChangedSince(current.updated_at, expected, { what: 'picture', savedBy: () => findLatestActorOf(tx, 'media', id, current.updated_at) });
    const update = updateOf(edit);
    const now = writeTime(deps);
    await updateMediaDetails(tx, id, update, now);
    const changed = (Object.keys(update) as (keyof MediaDetailsUpdate)[])
      .filter((field) => update[field] !== current[field])
      .map((field) => (field === 'focal_x' || field === 'focal_y' ? 'focal_point' : field));
    await recordAudit(tx, {
      action: 'update',
      actor: editor,
      at: now,
      item: { kind: 'media', id, title: auditTitle({ name: current.name, alt_text: update.alt_text ?? current.alt_text }) },
      changedFields: [...new Set(changed)],
    });
  });
  return mediaItem(deps, id);
}

/**
 * Deletes an unused picture: the row is locked, its uses checked and the row deleted in one
 * transaction; its file and variants are removed after the commit. A used picture is a 409 naming
 * its uses.
 */
export async function deleteMedia(deps: MediaDeps, id: number, editor: NonNullable<Editor>): Promise<void> {
  const row = await deps.db.transaction().execute(async (tx) => {
    const current = await findMediaById(tx, id, true);
    if (!current) throw new NotFoundError(mediaMessages.notFound);
    const uses = usesOf(await listMediaUses(tx, current.name));
    if (uses.length > 0) {
      throw new HttpError(409, `${mediaMessages.inUse} ${describeUses(uses)}`, { code: 'media_in_use', uses });
    }
    await deleteMediaByName(tx, current.name);
    await recordAudit(tx, { action: 'delete', actor: editor, at: writeTime(deps), item: { kind: 'media', id, title: auditTitle(current) } });
    return current;
  });
  try {
    await deps.storage.remove(areaOf(row), mediaField(row));
  } catch (error) {
    // The row is gone; a file left behind costs disk space only.
    deps.logger.warn({ err: error, name: row.name }, 'could not remove a deleted picture');
  }
}
