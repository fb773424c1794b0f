// /admin/activity: the audit log, newest first: when (India time), who, from which address, what
// they did, to which item (a content item links to its History screen), and which fields an update
// changed (by their labels, never their internal names); filtered by user, action, type and days, the filters and page kept in the URL
// (activity-filters.ts), and the same entries as a CSV download. A lazy chunk of its own
// (app/page-components.tsx).
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isEditorialKind } from '@common/editorial';
import { AUDIT_ACTIONS, AUDIT_KINDS, AUDIT_RETENTION_DAYS, auditActionLabels, auditKindLabels, auditMessages, type AuditEntry, type AuditKind } from '@common/audit';
import { changedFieldLabel } from '@common/audit-fields';
import { SITE_SECTIONS, type SiteSection } from '@common/site-settings';
import { AdminTable } from '@/admin-shared/admin-table';
import { Spinner } from '@/admin-shared/banners';
import { IndiaTime } from '@/admin-shared/india-time';
import { LabelledOptions } from '@/admin-shared/labelled-options';
import { Pagination } from '@/admin-shared/pagination-nav';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { usePagedList } from '@/admin-shared/use-paged-list';
import { paths } from '@/lib/paths';
import { activityCsvUrl, fetchActivityPage, type ActivityUser } from './api/activity';
import { hasFilters, useActivityPlace, type ActivityFilters } from './activity-filters';
import './activity-page.css';

const actionLabel = (action: string) => auditActionLabels[action as AuditEntry['action']] ?? action;
/** No account: the scheduler publishing on time, or the worker emptying the trash. */
const whoOf = (entry: AuditEntry) => entry.user ?? (entry.action === 'publish' ? 'Scheduler' : 'System');
const kindLabel = (kind: string) => (kind in auditKindLabels ? auditKindLabels[kind as AuditKind].one : kind);

/** The label a Site section's form gives a field (features/admin-site, handed in by the app). */
export type SiteFieldLabel = (section: SiteSection, field: string) => string | undefined;

/** The changed fields' labels: a Site entry's item is its section (numbered from 1 in SITE_SECTIONS' order). */
function changedLabels(entry: AuditEntry, siteFieldLabel?: SiteFieldLabel): string {
  const section = entry.kind === 'site' && entry.item_id !== null ? SITE_SECTIONS[entry.item_id - 1] : undefined;
  const ownLabel = section && siteFieldLabel ? (field: string) => siteFieldLabel(section, field) : undefined;
  return entry.changed_fields.map((field) => changedFieldLabel(entry.kind, field, ownLabel)).join(', ');
}

export function ActivityPage({ siteFieldLabel }: { siteFieldLabel?: SiteFieldLabel }) {
  const { filters, page: urlPage, filter, goToPage } = useActivityPlace();
  /** Everyone who can appear in the log, as the last reply listed them. */
  const [users, setUsers] = useState<ActivityUser[]>([]);
  const load = useCallback(
    async (page: number, signal: AbortSignal) => {
      const reply = await fetchActivityPage(filters, page, signal);
      setUsers(reply.users);
      return reply;
    },
    [filters],
  );
  const { page, goTo, list, loading } = usePagedList(load, 'the activity', { page: urlPage, goTo: goToPage });

  useAdminTitle('Activity');

  const filtered = hasFilters(filters);
  return (
    <StandaloneScreen>
      <ScreenSection
        name="activity"
        title="Activity"
        actions={
          // A plain link: the server answers with the file (Content-Disposition: attachment).
          <a className="admin-button admin-button--small" href={activityCsvUrl(filters)} download="activity.csv">
            Download CSV
          </a>
        }
        hint={<>Every sign-in and every change made in the admin, newest first. Entries are kept for {AUDIT_RETENTION_DAYS} days and cannot be changed or deleted. Times are India time (IST).</>}
      >
        <ActivityFilterBar filters={filters} users={users} onFilter={filter} />
        {loading && !list ? (
          <Spinner label="Loading the activity…" />
        ) : !list || list.items.length === 0 ? (
          <p className="admin-table__empty">{filtered ? 'No activity matches these filters.' : 'No activity yet. Sign-ins and changes made in the admin appear here.'}</p>
        ) : (
          <AdminTable className="admin-activity__table" label="Activity, newest first" busy={loading} columns={['When', 'Who', 'Address', 'What', 'Type', 'Item', 'Changed']}>
            {list.items.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} siteFieldLabel={siteFieldLabel} />
            ))}
          </AdminTable>
        )}
        {list && <Pagination page={page} totalPages={list.totalPages} onChange={goTo} />}
      </ScreenSection>
    </StandaloneScreen>
  );
}

function ActivityRow({ entry, siteFieldLabel }: { entry: AuditEntry; siteFieldLabel: SiteFieldLabel | undefined }) {
  // An item deleted forever has no history left to open.
  const linked = entry.kind !== null && isEditorialKind(entry.kind) && entry.item_id !== null && entry.action !== 'delete_forever';
  const title = entry.title ?? (entry.item_id !== null ? `#${entry.item_id}` : null);
  return (
    <tr>
      <td data-label="When">
        <IndiaTime at={entry.at} />
      </td>
      <td data-label="Who">{whoOf(entry)}</td>
      <OptionalCell label="Address" value={entry.address} />
      <td data-label="What">{actionLabel(entry.action)}</td>
      <OptionalCell label="Type" value={entry.kind && <span className="admin-badge">{kindLabel(entry.kind)}</span>} />
      <OptionalCell label="Item" value={title !== null && linked ? <Link to={paths.adminHistory(entry.kind!, entry.item_id!)}>{title}</Link> : title} />
      <OptionalCell label="Changed" value={entry.changed_fields.length > 0 ? changedLabels(entry, siteFieldLabel) : null} />
    </tr>
  );
}

/** A cell an entry may leave empty (a sign-in names no item): a dash in the table, left out of a small screen's card. */
function OptionalCell({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <td data-label={label} data-empty={empty ? '' : undefined}>
      {empty ? '—' : value}
    </td>
  );
}

type FilterSelectProps = { id: string; label: string; every: string; value: string | null; onChoose(value: string | null): void; children: ReactNode };

/** One filter's choice, with a first option for every value (null). */
function FilterSelect({ id, label, every, value, onChoose, children }: FilterSelectProps) {
  return (
    <div className="admin-activity__filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChoose(event.target.value || null)}>
        <option value="">{every}</option>
        {children}
      </select>
    </div>
  );
}

type DateFilterProps = { id: string; label: string; value: string | null; min?: string | null; max?: string | null; onChoose(value: string | null): void };

/** One filter's date, null when none is given. */
function DateFilter({ id, label, value, min, max, onChoose }: DateFilterProps) {
  return (
    <div className="admin-activity__filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value ?? ''} min={min ?? undefined} max={max ?? undefined} onChange={(event) => onChoose(event.target.value || null)} />
    </div>
  );
}

/** The filters: each applies as soon as it is chosen. */
function ActivityFilterBar({ filters, users, onFilter }: { filters: ActivityFilters; users: ActivityUser[]; onFilter(change: Partial<ActivityFilters>, options?: { replace?: boolean }): void }) {
  const id = useId();
  // A user from the URL the reply does not list (yet) still shows as chosen.
  const userOptions = filters.user && !users.some((user) => String(user.id) === filters.user) ? [...users, { id: Number(filters.user), username: `User ${filters.user}` }] : users;
  return (
    <form className="admin-activity__filters" aria-label="Filter the activity" onSubmit={(event) => event.preventDefault()}>
      <FilterSelect id={`${id}-user`} label="User" every="Every user" value={filters.user} onChoose={(user) => onFilter({ user })}>
        {userOptions.map((user) => (
          <option key={user.id} value={String(user.id)}>
            {user.username}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id={`${id}-action`} label="Action" every="Every action" value={filters.action} onChoose={(action) => onFilter({ action })}>
        <LabelledOptions values={AUDIT_ACTIONS} label={(action) => auditActionLabels[action]} />
      </FilterSelect>
      <FilterSelect id={`${id}-kind`} label="Type" every="Every type" value={filters.kind} onChoose={(kind) => onFilter({ kind })}>
        <LabelledOptions values={AUDIT_KINDS} label={(kind) => auditKindLabels[kind].many} />
      </FilterSelect>
      {/* A typed date changes at each digit of its year: those steps replace one history entry. */}
      <DateFilter id={`${id}-from`} label="From" value={filters.from} max={filters.to} onChoose={(from) => onFilter({ from }, { replace: true })} />
      <DateFilter id={`${id}-to`} label="To" value={filters.to} min={filters.from} onChoose={(to) => onFilter({ to }, { replace: true })} />
      {filters.from && filters.to && filters.from > filters.to && (
        <p className="admin-activity__problem" role="alert">
          {auditMessages.fromAfterTo}
        </p>
      )}
      {hasFilters(filters) && (
        <button type="button" className="admin-button admin-button--small admin-activity__clear" onClick={() => onFilter({ user: null, action: null, kind: null, from: null, to: null })}>
          Clear filters
        </button>
      )}
    </form>
  );
}
