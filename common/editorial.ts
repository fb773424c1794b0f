// Drafts, scheduling, revisions, the trash and autosaves (issue 22): the words and numbers the
// server and the admin share. Which kinds have them is their declarations' (content-kinds.ts).
import { contentKinds, kindsWhere, type KindsWith } from './content-kinds.js';

export const ITEM_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The content types with revisions and a trash. */
export type EditorialKind = KindsWith<{ revisions: true }>;
export const EDITORIAL_KINDS = kindsWhere('revisions');

/** The content types with drafts and scheduling; the others are live when saved. */
export type DraftableKind = KindsWith<{ drafts: true }>;
export const DRAFTABLE_KINDS = kindsWhere('drafts');

export function hasDrafts(kind: EditorialKind): kind is DraftableKind {
  return (DRAFTABLE_KINDS as readonly string[]).includes(kind);
}

export function isEditorialKind(value: string): value is EditorialKind {
  return (EDITORIAL_KINDS as readonly string[]).includes(value);
}

/** Schedules are entered and shown in the group's own time zone. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';
/** Asia/Kolkata has no daylight saving: always UTC+05:30. */
export const SITE_UTC_OFFSET = '+05:30';

export const REVISIONS_KEPT = 50;
export const TRASH_RETENTION_DAYS = 30;
export const AUTOSAVE_INTERVAL_MS = 10_000;
/** How often the worker looks for due schedules and expired trash: a schedule fires within this. */
export const EDITORIAL_POLL_MS = 2_000;

export const kindLabels = Object.fromEntries(EDITORIAL_KINDS.map((kind) => [kind, contentKinds[kind].labels])) as Record<
  EditorialKind,
  { one: string; many: string }
>;

/** The kinds' names inside a sentence: 'news, blogs and investors'. */
export function kindsInProse(kinds: readonly EditorialKind[]): string {
  const names = kinds.map((kind) => kindLabels[kind].many.toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

const withoutDrafts = kindsInProse(EDITORIAL_KINDS.filter((kind) => !hasDrafts(kind)));

export const statusLabels: Record<ItemStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

/** What a revision's save did, as the history lists it. */
export const revisionEventLabels: Record<string, string> = {
  created: 'Created',
  saved: 'Saved',
  published: 'Published',
  scheduled: 'Scheduled',
  unpublished: 'Unpublished',
  not_published: 'Not published at its time: a draft again',
  restored: 'Restored from an earlier revision',
  untrashed: 'Restored from the trash',
};

export const editorialMessages = {
  scheduleInPast: 'Choose a publish time in the future.',
  scheduleInvalid: 'Enter the publish date and time as YYYY-MM-DDTHH:MM (India time).',
  statusInvalid: 'The state must be draft, scheduled or published.',
  noDrafts: `${withoutDrafts.charAt(0).toUpperCase()}${withoutDrafts.slice(1)} have no drafts: they are published when saved.`,
  itemGone: 'This item has been deleted.',
  trashNotFound: 'That item is not in the trash.',
  itemNotFound: 'That item does not exist or is in the trash.',
  autosaveInvalid: 'An autosave holds the form\'s fields as an object.',
  revisionNotFound: 'That revision does not exist.',
  kindInvalid: 'Unknown content type.',
  movedToTrash: 'Moved to the trash.',
  restoredFromTrash: 'Restored from the trash.',
  deletedForever: 'Deleted forever.',
  revisionRestored: 'The revision was restored as a draft.',
  revisionRestoredLive: 'The revision was restored.',
  published: 'Published.',
  unpublished: 'Unpublished: the item is a draft again.',
  scheduled: 'Scheduled.',
  autosaveTooLarge: 'The autosave is too large.',
  changedSinceInvalid: 'expected_updated_at must be the item\'s updated_at as it was read (an ISO 8601 time).',
  /** A form's save refused because `what` ('news item', 'Hindi text') was saved since the form read it (`who`: the newer save's author). */
  changedSince: (what: string, who: string | null) =>
    `This ${what} was ${who === null ? 'changed' : `saved by ${who}`} after you opened it. Your changes are not saved yet.`,
} as const;

/** The code of the 409 that refuses a save made from an older read of the item. */
export const CHANGED_SINCE = 'changed_since';

/** An item's editorial fields, as the admin reads return them beside the public fields. */
export type EditorialFields = {
  status: ItemStatus;
  /** ISO 8601, set when scheduled. */
  publish_at: string | null;
  /** The last save: an autosave older than this is stale. */
  updated_at: string;
  /**
   * ISO 8601: when the scheduler found this draft short of what publishing needs at its scheduled
   * time and made it a draft again; null once it has been saved since, or when that never happened.
   */
  missed_schedule_at: string | null;
};

export type TrashEntry = {
  kind: EditorialKind;
  id: number;
  title: string;
  deleted_at: string;
  deleted_by: string | null;
  /** When the worker deletes it forever. */
  purge_at: string;
};

export type RevisionSummary = {
  id: string;
  created_at: string;
  /** null: the scheduler. */
  author: string | null;
  event: string;
  status: ItemStatus;
};

export type RevisionDetail = RevisionSummary & {
  kind: EditorialKind;
  item_id: number;
  /** The revision's text fields by name (a venture's rows as "Subcategories", "Clients", "Gallery"). */
  fields: Record<string, string>;
  /** The images it names, by field. */
  images: Record<string, string | null>;
};

export type AutosaveReply = { autosave: { fields: Record<string, unknown>; saved_at: string } | null };
