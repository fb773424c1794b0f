// OVERVIEW: the drafts that missed their scheduled time, if any; how many of each type there are,
// with shortcuts to add each; how many drafts and scheduled items wait, by type, and how many items
// are in the trash (issue 22); the published items each language lacks (issue 50); the last backup or its
// failure (issue 27); the latest contact messages with their delivery state, the scheduled items
// and texts in another language due soonest, and the items added or edited last (each a link to
// its form). A viewer gets no Add shortcuts.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AdminOverview } from '@common/api-types';
import { useCan } from '@/admin-shared/account-context';
import { Spinner } from '@/admin-shared/banners';
import { DeliveryBadge } from '@/admin-shared/delivery-badge';
import { IndiaTime } from '@/admin-shared/india-time';
import { languageNameOf } from '@/admin-shared/language-statuses';
import { fetchOverview } from './api/overview';
import { BackupStatusView } from './backup-status';
import { EditorialCounts } from './editorial-counts';
import { contentTypes, formPlaceOf, typeLabelOf } from './item-places';
import { MissedSchedules } from './missed-schedules';
import { MissingLanguages } from './missing-languages';
import './overview-panel.css';

export function OverviewPanel() {
  const [overview, setOverview] = useState<AdminOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const canWrite = useCan('write');
  useEffect(() => {
    const controller = new AbortController();
    fetchOverview(controller.signal).then(setOverview, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('Failed to load the overview', error);
      setFailed(true);
    });
    return () => controller.abort();
  }, []);

  return (
    <section className="admin-section admin-overview" aria-labelledby="overview-heading">
      <div className="admin-section__head">
        <h2 id="overview-heading">Overview</h2>
      </div>
      {failed ? (
        <p className="admin-table__empty">The overview could not be loaded.</p>
      ) : !overview ? (
        <Spinner label="Loading the overview…" />
      ) : (
        <>
          <MissedSchedules items={overview.missed_schedules ?? []} />

          <ul className="admin-overview__counts" aria-label="How many there are">
            {contentTypes.map((entry) => (
              <li key={entry.type} className="admin-overview__count">
                <Link to={{ search: `?section=${entry.section}` }}>
                  <strong>{overview.counts[entry.type]}</strong> {entry.label}
                </Link>
                {canWrite && (
                  <Link className="admin-button admin-button--small" to={{ search: `?section=${entry.section}&edit=new` }} aria-label={`Add ${entry.noun}`}>
                    <span aria-hidden="true">+</span> Add
                  </Link>
                )}
              </li>
            ))}
            <li className="admin-overview__count">
              <Link to={{ search: '?section=messages' }}>
                <strong>{overview.counts.messages}</strong> Messages
              </Link>
              {overview.counts.unread_messages > 0 ? (
                <Link className="admin-badge" to={{ search: '?section=messages&status=unread' }}>
                  {overview.counts.unread_messages} unread
                </Link>
              ) : (
                <span className="admin-badge">0 unread</span>
              )}
            </li>
          </ul>

          {overview.editorial && <EditorialCounts editorial={overview.editorial} />}

          <MissingLanguages />

          {overview.backup && <BackupStatusView backup={overview.backup} />}

          <div className="admin-overview__lists">
            <div>
              <h3>Latest messages</h3>
              {overview.latest_messages.length === 0 ? (
                <p className="admin-table__empty">No messages yet.</p>
              ) : (
                <ul className="admin-overview__list" aria-label="Latest messages">
                  {overview.latest_messages.map((message) => (
                    <li key={message.id}>
                      <strong>{message.name}</strong> <IndiaTime at={message.created_at} />{' '}
                      {!message.read && <span className="admin-badge admin-badge--new">New</span>}{' '}
                      <DeliveryBadge message={message} mailConfigured={overview.mail_configured} />
                    </li>
                  ))}
                </ul>
              )}
              <Link to={{ search: '?section=messages' }}>All messages</Link>
            </div>
            <div>
              <h3>Latest changes</h3>
              {overview.latest_changes.length === 0 ? (
                <p className="admin-table__empty">Nothing added yet.</p>
              ) : (
                <ul className="admin-overview__list" aria-label="Latest changes">
                  {overview.latest_changes.map((change) => (
                    <li key={`${change.type}-${change.id}`}>
                      <span className="admin-overview__type">{typeLabelOf(change.type)}</span>{' '}
                      <Link to={formPlaceOf(change)}>{change.title}</Link>{' '}
                      {change.action} <IndiaTime at={change.at} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3>Publishing soon</h3>
              {!overview.publishing_soon?.length ? (
                <p className="admin-table__empty">Nothing is scheduled.</p>
              ) : (
                <ul className="admin-overview__list" aria-label="Publishing soon">
                  {overview.publishing_soon.map((item) => (
                    <li key={`${item.type}-${item.id}-${item.lang ?? 'en'}`}>
                      <span className="admin-overview__type">{typeLabelOf(item.type)}</span>{' '}
                      {item.lang && `${languageNameOf(item.lang)} text: `}
                      <Link to={formPlaceOf(item)}>{item.title}</Link> <IndiaTime at={item.at} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
