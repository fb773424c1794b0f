// The dashboard overview call: counts, latest messages and latest changes in one admin-only read.
import type { AdminOverview } from '@common/api-types';
import { apiRequest } from '@/lib/api-client';

export function fetchOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiRequest<AdminOverview>('dashboard/overview.php', { signal });
}
