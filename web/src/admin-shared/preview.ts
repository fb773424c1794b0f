// Opens the server-rendered preview of a form's unsaved state in a new tab (issue 22). The tab is
// opened inside the click itself, blank, and sent to the preview once the autosave it shows is
// stored: a window.open after an await is no longer "in the click", and popup blockers refuse it.
// A link with target=_blank would open before the PUT had landed and show the older autosave.
import { DRAFTABLE_KINDS, type DraftableKind } from '@common/editorial';
import type { LanguageCode } from '@common/languages';
import { previewPath } from '@common/preview-paths';
import type { AutosaveKey } from './api/autosaves';

/** The kinds with a preview: those with drafts, which all have a page. */
export function isPreviewableKind(kind: string): kind is DraftableKind {
  return (DRAFTABLE_KINDS as readonly string[]).includes(kind);
}

/** `withAutosave`: the editor's autosave over the saved item (the form's unsaved changes). `language`: its saved text in that language. */
export function previewUrl(kind: DraftableKind, key: AutosaveKey, withAutosave: boolean, language?: LanguageCode): string {
  return `${previewPath(kind, key, language)}${withAutosave ? '?autosave=1' : ''}`;
}

/**
 * Call straight from the click handler. `store` saves the autosave the preview shows; null when
 * the form has nothing unsaved, so the saved item is shown (and no autosave is left behind to be
 * offered back the next time the form opens).
 */
export async function openPreview(kind: DraftableKind, key: AutosaveKey, store: (() => Promise<unknown>) | null, language?: LanguageCode): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) {
    // The preview needs no way back into the admin's window.
    tab.opener = null;
    tab.document.title = 'Preparing the preview…';
  }
  try {
    await store?.();
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = previewUrl(kind, key, store !== null, language);
  if (tab && !tab.closed) {
    tab.location.replace(url);
    return;
  }
  // Refused in the click: some blockers let a tab opened soon after one through. (Not with
  // 'noopener', with which window.open answers null even when the tab opened.)
  const late = window.open(url, '_blank');
  if (!late) throw new PreviewBlockedError();
  late.opener = null;
}

/** The browser refused the new tab even inside the click. */
export class PreviewBlockedError extends Error {
  constructor() {
    super('The browser blocked the preview’s new tab: allow pop-ups for this site, then choose Preview again.');
    this.name = 'PreviewBlockedError';
  }
}

/** The text to show when a preview could not be opened. */
export function previewErrorText(error: unknown, otherwise: (error: unknown) => string): string {
  return error instanceof PreviewBlockedError ? error.message : otherwise(error);
}
