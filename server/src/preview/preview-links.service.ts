// Shared preview links: an owner or editor makes a link that shows one item's saved state to
// anyone holding it until it expires (7 days unless asked, at most 30) or is withdrawn, or the item
// goes to the trash. A link shows one language: English, or a translation's saved text (issue 50,
// item 7), which stops working as an expired one does once that text is trashed or the language is
// taken off the site. The token is 32 random bytes in the link; only its sha256 is kept, as the
// account links do (a 256-bit random token needs no slow hash), so it is shown once, when made.
import { randomBytes } from 'node:crypto';
import { BASE_PATH } from '../../../common/constants.js';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../common/languages.js';
import { previewLinkMessages, type PreviewLinkCreatedReply, type PreviewLinkKind, type PreviewLinkSummary } from '../../../common/preview-links.js';
import { hashLinkToken } from '../accounts/account-links.js';
import type { AppDeps } from '../app-deps.js';
import { recordAudit } from '../audit/audit.service.js';
import { findTranslation } from '../editorial/translations.repository.js';
import { auditItemOf } from '../editorial/translation-history.js';
import { HttpError, NotFoundError, ValidationError } from '../http/errors.js';
import type { Editor } from '../http/editor.js';
import { isSiteTranslationLanguage, type SiteLanguages } from '../site-languages.js';
import type { Db } from '../db/database.js';
import { findPreviewItem } from './preview-item.js';
import { findTranslatedPreviewItem } from './translated-preview-item.js';
import { findItemTitle, findPreviewLinkByHash, findPreviewLinkById, insertPreviewLink, listLivePreviewLinks, revokePreviewLink } from './preview-links.repository.js';

const DAY_MS = 86_400_000;

/** The form of a token as links carry it (32 bytes, base64url); anything else is not looked up. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

type Target = { kind: PreviewLinkKind; id: number };
type LinkIn = Target & { lang: LanguageCode };

export function sharedPreviewUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${BASE_PATH}/preview/shared/${token}`;
}

/** A request's address as the log keeps it: a shared link's token is left out, so the log opens no preview. */
export function withoutPreviewToken(url: string): string {
  const prefix = `${BASE_PATH}/preview/shared/`;
  return url.startsWith(prefix) ? `${prefix}[token]` : url;
}

/**
 * Makes a link to the item in `lang` and records it in the audit log: 400 for a language the site
 * is not in, 404 when the item does not exist or is in the trash, or has no text in `lang` outside it.
 */
export async function sharePreviewLink(
  deps: AppDeps,
  target: LinkIn,
  days: number,
  editor: NonNullable<Editor>,
  now: Date,
  siteOrigin: string,
): Promise<PreviewLinkCreatedReply> {
  if (!isSharedLanguage(deps.config.siteLanguages, target.lang)) throw new ValidationError(previewLinkMessages.langInvalid);
  await findItemIn(deps, target);
  const token = randomBytes(32).toString('base64url');
  const row = await deps.db.transaction().execute(async (tx) => {
    const inserted = await insertPreviewLink(tx, {
      token_hash: hashLinkToken(token),
      item_kind: target.kind,
      item_id: target.id,
      lang: target.lang,
      created_by: editor.id,
      created_at: now,
      expires_at: new Date(now.getTime() + days * DAY_MS),
    });
    await recordAudit(tx, { action: 'preview_link_shared', actor: editor, at: now, item: await auditItemOfLink(tx, target) });
    return inserted;
  });
  return { ...summaryOf(row, editor.name), url: sharedPreviewUrl(siteOrigin, token), message: previewLinkMessages.created };
}

/** The item's links that still work, in every language, without their tokens. */
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
    const item = await auditItemOfLink(tx, { kind: link.item_kind, id: link.item_id, lang: link.lang });
    await recordAudit(tx, { action: 'preview_link_withdrawn', actor: editor, at: now, item });
  });
}

export type SharedPreview = (LinkIn & { item: Record<string, unknown> }) | { refused: 404 | 410 };

/**
 * What a token opens at `now`: the item as saved in the link's language, or 404 for a token no
 * link has, or 410 for a link expired, withdrawn, whose item is in the trash or gone, or whose
 * language's text is trashed or gone or language off the site (all "expired or withdrawn" to the
 * reviewer, who has no use for the difference).
 */
export async function openSharedPreview(deps: AppDeps, token: string, now: Date): Promise<SharedPreview> {
  if (!TOKEN_PATTERN.test(token)) return { refused: 404 };
  const link = await findPreviewLinkByHash(deps.db, hashLinkToken(token));
  if (!link) return { refused: 404 };
  if (link.revoked_at !== null || link.expires_at.getTime() <= now.getTime()) return { refused: 410 };
  if (!isSharedLanguage(deps.config.siteLanguages, link.lang)) return { refused: 410 };
  const target = { kind: link.item_kind, id: link.item_id, lang: link.lang };
  try {
    return { ...target, item: await findItemIn(deps, target) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { refused: 410 };
    throw error;
  }
}

/** English, always there, or a translation language the site is in (SITE_LANGUAGES). */
function isSharedLanguage(site: SiteLanguages, lang: LanguageCode): boolean {
  return lang === DEFAULT_LANGUAGE || isSiteTranslationLanguage(site, lang);
}

/** The item as saved in the language: a 404 naming why when there is nothing to show in it. */
function findItemIn(deps: AppDeps, { kind, id, lang }: LinkIn): Promise<Record<string, unknown>> {
  return lang === DEFAULT_LANGUAGE ? findPreviewItem(deps, kind, String(id)) : findTranslatedPreviewItem(deps, kind, id, lang);
}

/** The audit's item: titled by English's title, or as a translation's entries are, by its title and language. */
async function auditItemOfLink(db: Db, { kind, id, lang }: LinkIn): Promise<{ kind: string; id: number; title: string | null }> {
  if (lang === DEFAULT_LANGUAGE) return { kind, id, title: await findItemTitle(db, kind, id) };
  const key = { kind, itemId: id, lang };
  return auditItemOf(key, (await findTranslation(db, key))?.fields ?? {});
}

function summaryOf(row: { id: number; lang: LanguageCode; created_at: Date; expires_at: Date }, createdBy: string | null): PreviewLinkSummary {
  return { id: row.id, lang: row.lang, created_at: row.created_at.toISOString(), expires_at: row.expires_at.toISOString(), created_by: createdBy };
}
