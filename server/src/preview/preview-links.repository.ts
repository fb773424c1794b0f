// The queries of shared preview links (table preview_links): rows by token hash or id, an item's live links.
import type { LanguageCode } from '../../../common/languages.js';
import type { PreviewLinkKind } from '../../../common/preview-links.js';
import type { Db } from '../db/database.js';

export type PreviewLinkRow = {
  id: number;
  item_kind: PreviewLinkKind;
  item_id: number;
  lang: LanguageCode;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
};

const columns = ['id', 'item_kind', 'item_id', 'lang', 'created_at', 'expires_at', 'revoked_at'] as const;

export async function insertPreviewLink(
  db: Db,
  link: { token_hash: string; item_kind: PreviewLinkKind; item_id: number; lang: LanguageCode; created_by: number; created_at: Date; expires_at: Date },
): Promise<PreviewLinkRow> {
  return db.insertInto('preview_links').values(link).returning(columns).executeTakeFirstOrThrow();
}

export function findPreviewLinkByHash(db: Db, tokenHash: string): Promise<PreviewLinkRow | undefined> {
  return db.selectFrom('preview_links').select(columns).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function findPreviewLinkById(db: Db, id: number): Promise<PreviewLinkRow | undefined> {
  return db.selectFrom('preview_links').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The links of an item that still work at `now`, in every language, newest first, with their makers' names. */
export function listLivePreviewLinks(db: Db, kind: PreviewLinkKind, itemId: number, now: Date) {
  return db
    .selectFrom('preview_links')
    .leftJoin('admin_users', 'admin_users.id', 'preview_links.created_by')
    .select(['preview_links.id', 'preview_links.lang', 'preview_links.created_at', 'preview_links.expires_at', 'admin_users.username as created_by'])
    .where('item_kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('preview_links.created_at', 'desc')
    .orderBy('preview_links.id', 'desc')
    .execute();
}

/** Marks the link withdrawn unless it already is; true when this call withdrew it. */
export async function revokePreviewLink(db: Db, id: number, by: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('preview_links').set({ revoked_at: now, revoked_by: by }).where('id', '=', id).where('revoked_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** The title of an item, in the trash or not, for the audit log; null once deleted forever. */
export async function findItemTitle(db: Db, kind: PreviewLinkKind, id: number): Promise<string | null> {
  const row = await db.selectFrom(kind).select('title').where('id', '=', id).executeTakeFirst();
  return row?.title ?? null;
}
