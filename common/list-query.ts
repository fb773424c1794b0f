// The optional ?sort= and ?q= of the admin lists (every listed kind, and ventures):
// their values and messages, read by the server's schemas and the SPA's list headers.
import { TITLE_MAX_LENGTH } from './constants.js';

/** newest/oldest by when the item was added; title (or name) A→Z, -title Z→A. */
export const LIST_SORTS = ['newest', 'oldest', 'title', '-title'] as const;
/** Ventures also sort by `position`, the display order of the public grid. */
export const VENTURE_LIST_SORTS = [...LIST_SORTS, 'position'] as const;
/** A list staff order by dragging also sorts by `order`, that display order (its default). */
export const ORDERED_LIST_SORTS = [...LIST_SORTS, 'order'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export type OrderedListSort = (typeof ORDERED_LIST_SORTS)[number];
export type VentureListSort = (typeof VENTURE_LIST_SORTS)[number];

/** A search longer than the longest title can match nothing. */
export const LIST_SEARCH_MAX_LENGTH = TITLE_MAX_LENGTH;

export const listQueryMessages = {
  badSort: (allowed: readonly string[]) => `sort must be one of ${allowed.join(', ')}`,
  badSearch: `q must be text of at most ${LIST_SEARCH_MAX_LENGTH} characters`,
} as const;
