// Shared preview links: an owner or editor makes a link that shows one item's saved state to
// anyone holding it until it expires (7 days unless asked, at most 30) or is withdrawn, or the item
// goes to the trash. The token is 32 random bytes in the link; only its sha256 is kept, as the
// account links do (a 256-bit random token needs no slow hash), so it is shown once, when made.
import { randomBytes } from 'node:crypto';
import { BASE_PATH } from '../../../common/constants.js';
import { previewLinkMessages, type PreviewLinkCreatedReply, type PreviewLinkKind, type PreviewLinkSummary } from '../../../common/preview-links.js';
import { hashLinkToken } from '../accounts/account-links.js';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/audit.service.js';
import { HttpError, NotFoundError } from '../http/errors.js';
import type { Editor } from '../http/editor.js';
import { findPreviewItem } from './preview-item.js';
import { findItemTitle, findPreviewLinkByHash, findPreviewLinkById, insertPreviewLink, listLivePreviewLinks, revokePreviewLink } from './preview-links.repository.js';

const DAY_MS = 86_400_000;

/** The form of a token as links carry it (32 bytes, base64url); anything else is not looked up. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

type Target = { kind: PreviewLinkKind; id: number };

export function sharedPreviewUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${BASE_PATH}/preview/shared/${token}`;
}

/** A request's address as the log keeps it: a shared link's token is left out, so the log opens no preview. */
export function withoutPreviewToken(url: string): string {
  const prefix = `${BASE_PATH}/preview/shared/`;
  return url.startsWith(prefix) ? `${prefix}[token]` : url;
}

/** Makes a link to the item (404 when it does not exist or is in the trash) and records it in the audit log. */
export async function sharePreviewLink(
  deps: AppDeps,
  target: Target,
  days: number,
  editor: NonNullable<Editor>,
  now: Date,
  siteOrigin: string,
): Promise<PreviewLinkCreatedReply> {
  const item = await findPreviewItem(deps, target.kind, String(target.id));
  const token = randomBytes(32).toString('base64url');
  const row = await deps.db.transaction().execute(async (tx) => {
    const inserted = await insertPreviewLink(tx, {
      token_hash: hashLinkToken(token),
      item_kind: target.kind,
      item_id: target.id,
      created_by: editor.id,
      created_at: now,
      expires_at: new Date(now.getTime() + days * DAY_MS),
    });
    await recordAudit(tx, { action: 'preview_link_shared', actor: editor, at: now, item: { ...target, title: typeof item.title === 'string' ? item.title : null } });
    return inserted;
  });
  return { ...summaryOf(row, editor.name), url: sharedPreviewUrl(siteOrigin, token), message: previewLinkMessages.created };
}

/** The item's links that still work, without their tokens. */
export async function listPreviewLinks(deps: Pick<AppDeps, 'db'>, target: Target, now: Date): Promise<PreviewLinkSummary[]> {
  const rows = await listLivePreviewLinks(deps.db, target.kind, target.id, now);
  return rows.map((row) => summaryOf(row, row.created_by));
}

/** Withdraws a link (404 when there is none by that id); withdrawing one already withdrawn changes and records nothing. */
export async function withdrawPreviewLink(deps: Pick<AppDeps, 'db'>, id: number, editor: NonNullable<Editor>, now: Date): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const link = await findPreviewLinkById(tx, id);
    if (!link) throw new NotFoundError(previewLinkMessages.idInvalid);
    if (!(await revokePreviewLink(tx, id, editor.id, now))) return;
    const title = await findItemTitle(tx, link.item_kind, link.item_id);
    await recordAudit(tx, { action: 'preview_link_withdrawn', actor: editor, at: now, item: { kind: link.item_kind, id: link.item_id, title } });
  });
}

export type SharedPreview = { kind: PreviewLinkKind; item: Record<string, unknown> } | { refused: 404 | 410 };

/**
 * What a token opens at `now`: the item as saved, or 404 for a token no link has, or 410 for a
 * link expired, withdrawn, or whose item is in the trash or gone (all "expired or withdrawn" to
 * the reviewer, who has no use for the difference).
 */
export async function openSharedPreview(deps: AppDeps, token: string, now: Date): Promise<SharedPreview> {
  if (!TOKEN_PATTERN.test(token)) return { refused: 404 };
  const link = await findPreviewLinkByHash(deps.db, hashLinkToken(token));
  if (!link) return { refused: 404 };
  if (link.revoked_at !== null || link.expires_at.getTime() <= now.getTime()) return { refused: 410 };
  try {
    return { kind: link.item_kind, item: await findPreviewItem(deps, link.item_kind, String(link.item_id)) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { refused: 410 };
    throw error;
  }
}

function summaryOf(row: { id: number; created_at: Date; expires_at: Date }, createdBy: string | null): PreviewLinkSummary {
  return { id: row.id, created_at: row.created_at.toISOString(), expires_at: row.expires_at.toISOString(), created_by: createdBy };
}
