// The audit log calls (admin only): a page of entries, newest first, with the users to filter by,
// and the address of the same entries as a CSV file.
import { backendUrl, type Query } from '@common/backend-urls';
import type { ActivityReply, AuditEntry } from '@common/audit';
import { apiRequest } from '@/lib/api-client';
import type { PageOf } from '@/admin-shared/use-paged-list';
import type { ActivityFilters } from '../activity-filters';

export type ActivityUser = ActivityReply['users'][number];
export type ActivityPage = PageOf<AuditEntry> & { users: ActivityUser[] };

const queryOf = (filters: ActivityFilters): Query => ({ ...filters });

export async function fetchActivityPage(filters: ActivityFilters, page: number, signal?: AbortSignal): Promise<ActivityPage> {
  const reply = await apiRequest<ActivityReply>('admin/activity', {
    query: { page, ...queryOf(filters) },
    signal,
  });
  return { items: reply.entries ?? [], totalPages: Number(reply.total_pages) || 0, users: reply.users ?? [] };
}

/** Every entry the filters match, as a download (the server names it activity.csv). */
export function activityCsvUrl(filters: ActivityFilters): string {
  return backendUrl('admin/activity.csv', queryOf(filters));
}
