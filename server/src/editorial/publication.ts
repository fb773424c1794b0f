// Where an item stands (draft, scheduled, published) and how a save or a state change moves it.
import { z } from 'zod';
import { editorialMessages, hasDrafts, ITEM_STATUSES, SITE_UTC_OFFSET, type EditorialKind, type ItemStatus } from '../../../common/editorial.js';
import { ValidationError } from '../http/errors.js';
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
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? editorialMessages.statusInvalid);
  const { status, publish_at: publishAt } = parsed.data;
  if (status === undefined || status === '' as never) return undefined;
  if (status !== 'published' && !hasDrafts(kind)) throw new ValidationError(editorialMessages.noDrafts);
  if (status !== 'scheduled') return { status };
  const when = parsePublishAt(publishAt ?? '');
  if (!when) throw new ValidationError(editorialMessages.scheduleInvalid);
  if (when.getTime() <= now) throw new ValidationError(editorialMessages.scheduleInPast);
  return { status, publishAt: when };
}

function parsePublishAt(text: string): Date | undefined {
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text);
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  if (!local && !zoned) return undefined;
  const date = new Date(local ? `${text}${SITE_UTC_OFFSET}` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export type StateColumns = Pick<EditorialRow, 'status' | 'publish_at'> & Partial<Pick<EditorialRow, 'first_published_at' | 'created_at'>>;

/**
 * The editorial columns after `request`. An item published for the first time is dated then (its
 * scheduled time when the scheduler publishes it late), as a post is dated when it goes out.
 */
export function stateColumns(current: Pick<EditorialRow, 'first_published_at'>, request: PublicationRequest, now: Date): StateColumns {
  if (request.status === 'draft') return { status: 'draft', publish_at: null };
  if (request.status === 'scheduled') return { status: 'scheduled', publish_at: request.publishAt };
  if (current.first_published_at) return { status: 'published', publish_at: null };
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
