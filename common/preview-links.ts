// Shared preview links: how long they last, their wire shapes and their words, shared by the
// server and the editor's "Share preview link" panel.
import type { DraftableKind } from './editorial.js';
import type { LanguageCode } from './languages.js';

export const PREVIEW_LINK_DEFAULT_DAYS = 7;
export const PREVIEW_LINK_MAX_DAYS = 30;

/** The kinds a link can show: those with a public page and drafts. */
export type PreviewLinkKind = DraftableKind;

/** A link as listed: never its token, which only its maker sees, once. Times are ISO 8601. `lang`: the language it shows the item in. */
export type PreviewLinkSummary = { id: number; lang: LanguageCode; created_at: string; expires_at: string; created_by: string | null };
export type PreviewLinksReply = { links: PreviewLinkSummary[] };
/** The reply of making a link: its address, with the token, shown this once. */
export type PreviewLinkCreatedReply = PreviewLinkSummary & { url: string; message: string };

export const previewLinkMessages = {
  daysInvalid: `days must be a whole number from 1 to ${PREVIEW_LINK_MAX_DAYS}.`,
  langInvalid: 'lang must be en or a language the site is in.',
  idInvalid: 'That preview link does not exist.',
  created: 'Preview link made. Anyone with it can see this item as saved until it expires.',
  withdrawn: 'Preview link withdrawn. It no longer works.',
  // The reviewer's pages: plain words, and nothing about whether a token ever existed beyond these two.
  unknown: 'There is no preview at this address. Check that the whole link was copied, or ask whoever sent it for a new one.',
  gone: 'This preview link has expired or was withdrawn. Ask whoever sent it for a new one.',
};
