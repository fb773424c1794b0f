// An item's editorial state (draft, scheduled, published; issue 22) as the admin shows it: the
// list's badge and state filter, and schedule times, always in India time whatever the editor's
// own clock says, since the group publishes for India.
import { ITEM_STATUSES, statusLabels, type EditorialFields, type ItemStatus } from '@common/editorial';
import { formatIndiaTime } from './date-time';
import { FilterChoices, type FilterChoice } from './filter-choices';
import './item-state.css';

export type StatusCounts = Record<ItemStatus, number>;

export function isItemStatus(value: string | null | undefined): value is ItemStatus {
  return (ITEM_STATUSES as readonly string[]).includes(value ?? '');
}

type BadgeFields = Pick<EditorialFields, 'status' | 'publish_at' | 'missed_schedule_at'>;

/** What the list says of a draft the scheduler could not publish at its time, until it is saved again. */
const missedScheduleLabel = 'not published at its time';

/**
 * The badge's look and words: 'Draft', 'Draft · not published at its time' (its own look),
 * 'Scheduled · 26 Nov 2026, 09:00 IST' or 'Published'.
 */
function badgeOf({ status, publish_at, missed_schedule_at }: BadgeFields): { look: ItemStatus | 'missed'; text: string } {
  if (status === 'scheduled' && publish_at) return { look: status, text: `${statusLabels.scheduled} · ${formatIndiaTime(publish_at)}` };
  if (status === 'draft' && missed_schedule_at) return { look: 'missed', text: `${statusLabels.draft} · ${missedScheduleLabel}` };
  return { look: status, text: statusLabels[status] };
}

export function StatusBadge({ item }: { item: Partial<EditorialFields> }) {
  // An item read before the server knew states (or a kind without drafts) is live.
  const { look, text } = badgeOf({ status: item.status ?? 'published', publish_at: item.publish_at ?? null, missed_schedule_at: item.missed_schedule_at ?? null });
  return <span className={`admin-badge admin-badge--state admin-badge--${look}`}>{text}</span>;
}

/**
 * All / Draft / Scheduled / Published with the number of items in each, as toggle buttons; the
 * chosen one is pressed. `value` null: every state.
 */
export function StatusFilter({ value, counts, onChange }: { value: ItemStatus | null; counts: StatusCounts | null; onChange(status: ItemStatus | null): void }) {
  const total = counts ? ITEM_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : null;
  const choices: FilterChoice<ItemStatus | null>[] = [
    { value: null, label: 'All', count: total },
    ...ITEM_STATUSES.map((status) => ({ value: status, label: statusLabels[status], count: counts ? (counts[status] ?? 0) : null })),
  ];
  return <FilterChoices label="State" choices={choices} value={value} onChange={onChange} />;
}
