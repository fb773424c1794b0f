// The drafts the scheduler could not publish at their time (they lacked something publishing
// needs), on the overview until each is saved again: the editor who opens the admin in the morning
// sees them before anything else that waits.
import { Link } from 'react-router';
import type { AdminOverview } from '@common/api-types';
import { IndiaTime } from '@/admin-shared/india-time';
import { formPlaceOf, typeLabelOf } from './item-places';

type Missed = NonNullable<AdminOverview['missed_schedules']>[number];

export function MissedSchedules({ items }: { items: Missed[] }) {
  if (items.length === 0) return null;
  return (
    <section className="admin-overview__missed" aria-labelledby="missed-schedules-heading">
      <h3 id="missed-schedules-heading">Not published at their time</h3>
      <p>Each lacked something publishing needs when its time came, so it is a draft again. Publish on its form shows what is missing.</p>
      <ul className="admin-overview__list" aria-labelledby="missed-schedules-heading">
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <span className="admin-overview__type">{typeLabelOf(item.type)}</span>{' '}
            <Link to={formPlaceOf(item)}>{item.title}</Link> due <IndiaTime at={item.at} />
          </li>
        ))}
      </ul>
    </section>
  );
}
