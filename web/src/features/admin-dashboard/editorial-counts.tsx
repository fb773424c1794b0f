// The overview's drafts, scheduled items and trash: each total, and under the drafts and the
// scheduled items how many of each type, each a link to that type's list showing only them.
import { Link } from 'react-router';
import type { AdminOverview } from '@common/api-types';
import { hasDrafts, kindLabels, type ItemStatus } from '@common/editorial';
import { paths } from '@/lib/paths';
import { contentTypes } from './item-places';

type Editorial = NonNullable<AdminOverview['editorial']>;
type WaitingStatus = Exclude<ItemStatus, 'published'>;

export function EditorialCounts({ editorial }: { editorial: Editorial }) {
  return (
    <ul className="admin-overview__counts admin-overview__editorial" aria-label="Drafts, schedules and the trash">
      <li className="admin-overview__count">
        <span>
          <strong>{editorial.drafts}</strong> {editorial.drafts === 1 ? 'Draft' : 'Drafts'}
        </span>
        <CountsByType editorial={editorial} status="draft" label="Drafts by type" />
      </li>
      <li className="admin-overview__count">
        <span>
          <strong>{editorial.scheduled}</strong> Scheduled
        </span>
        <CountsByType editorial={editorial} status="scheduled" label="Scheduled by type" />
      </li>
      <li className="admin-overview__count">
        <Link to={paths.adminTrash}>
          <strong>{editorial.trash}</strong> In the trash
        </Link>
      </li>
    </ul>
  );
}

/** The types with items in `status`, each with its count, leading to its list filtered to them. */
function CountsByType({ editorial, status, label }: { editorial: Editorial; status: WaitingStatus; label: string }) {
  const countOf = status === 'draft' ? 'drafts' : 'scheduled';
  const types = contentTypes.flatMap((entry) => {
    const count = hasDrafts(entry.type) ? editorial.by_type[entry.type][countOf] : 0;
    return count > 0 ? [{ ...entry, count }] : [];
  });
  if (types.length === 0) return null;
  return (
    <ul className="admin-overview__by-type" aria-label={label}>
      {types.map((entry) => (
        <li key={entry.type}>
          <Link to={{ search: `?section=${entry.section}&status=${status}` }}>
            {entry.count} {entry.count === 1 ? kindLabels[entry.type].one : kindLabels[entry.type].many}
          </Link>
        </li>
      ))}
    </ul>
  );
}
