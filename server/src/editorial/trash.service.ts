// The trash: Delete moves an item there (off the site at once, its URL answering 410); Restore puts
// it back as it was; Delete forever, or TRASH_RETENTION_DAYS later the worker, removes it with its
// revisions (its pictures stay in the media library, unused, until deleted from the Media screen). Each is in the audit log (the worker's purge by no one).
import { editorialMessages, TRASH_RETENTION_DAYS, type EditorialKind, type TrashEntry } from '../../../common/editorial.js';
import { slugify } from '../../../common/slug.js';
import { recordAudit } from '../audit/audit.service.js';
import type { FileDeps } from '../media/file-lifecycle.js';
import { allocateSlug, retryOnSlugConflict } from '../content/slugs.js';
import type { Db } from '../db/database.js';
import { NotFoundError } from '../http/errors.js';
import {
  claimExpiredTrash,
  deleteItemRow,
  findLiveSlugsLike,
  isSlugLive,
  listTrash,
  lockEditorialRow,
  setEditorialColumns,
} from './editorial.repository.js';
import { editorialTables } from './editorial-tables.js';
import { recordTrashAudit } from './item-audit.js';
import type { Editor } from '../http/editor.js';
import { recordRevision } from './item-history.js';
import { deleteRevisionsOf } from './revisions.repository.js';
import { deleteSlugHistoryOf } from './slug-history-cleanup.repository.js';
import { auditItemOf } from './translation-history.js';
import { claimExpiredTranslations, deleteTranslation, deleteTranslationsOf } from './translations.repository.js';

export type TrashDeps = FileDeps & { db: Db };

const DAY_MS = 86_400_000;

/** Off the site at once; the files stay (a restore needs them). */
export async function moveToTrash(deps: TrashDeps, target: { kind: EditorialKind; id: number }, editor: Editor, now: Date, notFoundMessage: string): Promise<void> {
  const { kind, id } = target;
  await deps.db.transaction().execute(async (tx) => {
    const row = await lockEditorialRow(tx, kind, id);
    if (!row || row.deleted_at) throw new NotFoundError(notFoundMessage);
    await setEditorialColumns(tx, kind, id, { deleted_at: now, deleted_by: editor?.id ?? null });
    await recordTrashAudit(tx, { action: 'trash', kind, id, editor, now });
  });
}

/** Back in the state it had; with a fresh slug when a live item took its slug meanwhile. Returns the slug. */
export async function restoreFromTrash(deps: TrashDeps, kind: EditorialKind, id: number, editor: Editor, now: Date): Promise<string> {
  // A new item may take the slug between the check and the commit: the unique index refuses
  // one of the two, and the restore runs again with a fresh slug.
  return retryOnSlugConflict(() =>
    deps.db.transaction().execute(async (tx) => {
      const row = await lockEditorialRow(tx, kind, id);
      if (!row?.deleted_at) throw new NotFoundError(editorialMessages.trashNotFound);
      let slug = row.slug;
      if (await isSlugLive(tx, kind, slug, id)) {
        slug = await allocateSlug(slugify(slug) || slug, (base) => findLiveSlugsLike(tx, kind, base));
      }
      await setEditorialColumns(tx, kind, id, { deleted_at: null, deleted_by: null, slug });
      await recordRevision(tx, { kind, id, editor, status: row.status, event: 'untrashed', now });
      await recordTrashAudit(tx, { action: 'restore', kind, id, editor, now });
      return slug;
    }),
  );
}

/** Removes a trashed item for good: its row, revisions, earlier slugs and translations; its pictures stay in the library. */
export async function deleteForever(deps: TrashDeps, kind: EditorialKind, id: number, editor: Editor, now: Date): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const row = await lockEditorialRow(tx, kind, id);
    if (!row?.deleted_at) throw new NotFoundError(editorialMessages.trashNotFound);
    await recordTrashAudit(tx, { action: 'delete_forever', kind, id, editor, now });
    await purgeRow(tx, kind, id);
  });
}

/** The item's translations go with it: no foreign key can reach them across kinds (migration translations). */
async function purgeRow(tx: Db, kind: EditorialKind, id: number): Promise<void> {
  await deleteTranslationsOf(tx, kind, id);
  await deleteRevisionsOf(tx, kind, id);
  await deleteSlugHistoryOf(tx, kind, id);
  await deleteItemRow(tx, kind, id);
}

/** Deletes forever what has been in the trash longer than TRASH_RETENTION_DAYS (items, and translations on their own); returns how many. */
export async function purgeExpiredTrash(deps: TrashDeps, now: Date, batch = 20): Promise<number> {
  const before = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (const kind of Object.keys(editorialTables) as EditorialKind[]) {
    for (;;) {
      const count = await deps.db.transaction().execute(async (tx) => {
        const rows = await claimExpiredTrash(tx, kind, before, batch);
        for (const row of rows) {
          await recordTrashAudit(tx, { action: 'delete_forever', kind, id: row.id, editor: null, now });
          await purgeRow(tx, kind, row.id);
        }
        return rows.length;
      });
      purged += count;
      if (count < batch) break;
    }
  }
  return purged + (await purgeExpiredTranslations(deps, before, now, batch));
}

/** A translation in the trash (its item not) is deleted forever after the same TRASH_RETENTION_DAYS. */
async function purgeExpiredTranslations(deps: TrashDeps, before: Date, now: Date, batch: number): Promise<number> {
  let purged = 0;
  for (;;) {
    const count = await deps.db.transaction().execute(async (tx) => {
      const rows = await claimExpiredTranslations(tx, before, batch);
      for (const row of rows) {
        const key = { kind: row.kind, itemId: row.item_id, lang: row.lang };
        await recordAudit(tx, { action: 'delete_forever', actor: null, at: now, item: auditItemOf(key, row.fields) });
        await deleteTranslation(tx, key);
      }
      return rows.length;
    });
    purged += count;
    if (count < batch) return purged;
  }
}

export async function listTrashEntries(db: Db): Promise<TrashEntry[]> {
  const titles = Object.fromEntries(Object.entries(editorialTables).map(([kind, table]) => [kind, table.titleColumn])) as Record<EditorialKind, string>;
  const rows = await listTrash(db, titles);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    deleted_at: row.deleted_at.toISOString(),
    deleted_by: row.deleted_by,
    purge_at: new Date(row.deleted_at.getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
  }));
}
