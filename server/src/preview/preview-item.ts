// What a preview shows: an item of a kind with a public page, in any state but the trash, read as
// its public page reads it, and where that page is. Shared by the signed-in preview and shared links.
import type { BlogItem, NewsItem } from '../../../common/api-types.js';
import { contentKinds } from '../../../common/content-kinds.js';
import { DRAFTABLE_KINDS } from '../../../common/editorial.js';
import type { PreviewLinkKind } from '../../../common/preview-links.js';
import { routePath } from '../../../common/site-routes.js';
import type { AppDeps } from '../app-deps.js';
import { findContent } from '../kinds/content.service.js';
import { HttpError } from '../http/errors.js';
import { listedContentKind } from '../kinds/listed-kind.js';
import { findVentureForPreview } from '../ventures/ventures.service.js';

export type Previewable = PreviewLinkKind;

/** Where each kind's public page is (the slug encoded) and the key of its reply. */
export function previewPage(kind: Previewable, slug: string): { path: string; replyKey: string } {
  const { route, replyKey } = contentKinds[kind].page;
  return { path: routePath(route, slug), replyKey };
}

export function isPreviewable(kind: string): kind is Previewable {
  return (DRAFTABLE_KINDS as readonly string[]).includes(kind);
}

/**
 * The saved item (key: its id, or 'new' for an empty one of news and blogs) as its public page
 * reads it. Throws the features' 404 for an unknown item or one in the trash.
 */
export async function findPreviewItem(deps: AppDeps, kind: Previewable, key: string): Promise<Record<string, unknown>> {
  if (key === 'new') {
    if (kind === 'ventures') throw new HttpError(400, 'Save the venture as a draft first to preview it.');
    const now = new Date().toISOString();
    return { id: 0, slug: 'preview', title: '', content: '', year: '', image_url: null, formattedDate: '', created_at: now, updated_at: now };
  }
  const id = Number(key);
  if (kind === 'ventures') return (await findVentureForPreview(deps, id)) as unknown as Record<string, unknown>;
  const item: NewsItem | BlogItem = await findContent(deps.db, listedContentKind(kind), { id }, { public: false });
  return item as unknown as Record<string, unknown>;
}
