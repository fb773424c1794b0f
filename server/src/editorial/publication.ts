// Where an item stands (draft, scheduled, published) and how a save or a state change moves it.
import { z } from 'zod';
import { editorialMessages, hasDrafts, ITEM_STATUSES, SITE_UTC_OFFSET, type EditorialKind, type ItemStatus } from '../../../common/editorial.js';
import { firstIssueText, ValidationError } from '../http/errors.js';
import type { EditorialRow } from './editorial.repository.js';

export type PublicationRequest = { status: 'draft' } | { status: 'published' } | { status: 'scheduled'; publishAt: Date };

const requestSchema = z.object({
  status: z.enum(ITEM_STATUSES, { message: editorialMessages.statusInvalid }).optional(),
  publish_at: z.string().trim().max(40).optional(),
});

/**
 * The state a request asks for, from its `status` and `publish_at` fields; undefined when it names
 * none (a write of SPEC §7's clients: an add publishes, an edit keeps the state). `publish_at` is
 * ISO 8601; without an offset it is India time, as the admin form shows it.
 */
export function readPublication(body: unknown, kind: EditorialKind, now: number): PublicationRequest | undefined {
  const parsed = requestSchema.safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(firstIssueText(parsed.error, editorialMessages.statusInvalid));
  const { status, publish_at: publishAt } = parsed.data;
  if (status === undefined || status === '' as never) return undefined;
  if (status !== 'published' && !hasDrafts(kind)) throw new ValidationError(editorialMessages.noDrafts);
  if (status !== 'scheduled') return { status };
  const when = parsePublishAt(publishAt ?? '');
  if (!when) throw new ValidationError(editorialMessages.scheduleInvalid);
  if (when.getTime() <= now) throw new ValidationError(editorialMessages.scheduleInPast);
  return { status, publishAt: when };
}

const publishAtPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A real date and time only: Date would roll 30 February over to March and 24:00 to the next day. */
export function parsePublishAt(text: string): Date | undefined {
  const match = publishAtPattern.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', zone] = match;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const valid =
    Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= daysInMonth && Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59;
  if (!valid) return undefined;
  const date = new Date(zone ? text : `${text}${SITE_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export type StateColumns = Pick<EditorialRow, 'status' | 'publish_at'> & Partial<Pick<EditorialRow, 'first_published_at' | 'created_at'>>;

/**
 * The editorial columns after `request`. An item published for the first time is dated then (its
 * scheduled time when the scheduler publishes it late), as a post is dated when it goes out.
 */
export function stateColumns(
  current: Pick<EditorialRow, 'first_published_at' | 'status' | 'created_at'>,
  request: PublicationRequest,
  now: Date,
): StateColumns {
  // An item published without the admin (the seed, an import) went out when it was created.
  const first = current.first_published_at ?? (current.status === 'published' ? current.created_at : null);
  if (request.status === 'draft') return { status: 'draft', publish_at: null, first_published_at: first };
  if (request.status === 'scheduled') return { status: 'scheduled', publish_at: request.publishAt, first_published_at: first };
  if (first) return { status: 'published', publish_at: null, first_published_at: first };
  return { status: 'published', publish_at: null, first_published_at: now, created_at: now };
}

/** The history's word for a move from `from` to `to` (a save that keeps the state is 'saved'). */
export function transitionEvent(from: ItemStatus | null, to: ItemStatus): string {
  if (from === null) return 'created';
  if (from === to) return 'saved';
  if (to === 'published') return 'published';
  if (to === 'scheduled') return 'scheduled';
  return 'unpublished';
}
