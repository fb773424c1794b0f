// The drafts the scheduler could not publish at their time (they lacked something publishing
// needs), on the overview until each is saved again: the editor who opens the admin in the morning
// sees them before anything else that waits.
import { Link } from 'react-router';
import type { AdminOverview } from '@common/api-types';
import { IndiaTime } from '@/admin-shared/india-time';

type Missed = NonNullable<AdminOverview['missed_schedules']>[number];

export function MissedSchedules({ items, typeOf }: { items: Missed[]; typeOf(type: Missed['type']): { label: string; section: string } }) {
  if (items.length === 0) return null;
  return (
    <section className="admin-overview__missed" aria-labelledby="missed-schedules-heading">
      <h3 id="missed-schedules-heading">Not published at their time</h3>
      <p>Each lacked something publishing needs when its time came, so it is a draft again. Publish on its form shows what is missing.</p>
      <ul className="admin-overview__list" aria-labelledby="missed-schedules-heading">
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <span className="admin-overview__type">{typeOf(item.type).label}</span>{' '}
            <Link to={{ search: `?section=${typeOf(item.type).section}&edit=${item.id}` }}>{item.title}</Link> due <IndiaTime at={item.at} />
          </li>
        ))}
      </ul>
    </section>
  );
}
