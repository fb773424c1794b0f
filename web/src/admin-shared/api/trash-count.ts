// How many items the trash holds, for the admin menu's TRASH entry: the overview's count.
import type { AdminOverview } from '@common/api-types';
import { apiRequest } from '@/lib/api-client';

/** The number, or undefined when the server does not say. */
export async function fetchTrashCount(signal?: AbortSignal): Promise<number | undefined> {
  const overview = await apiRequest<AdminOverview>('dashboard/overview.php', { signal, background: true });
  return overview.editorial?.trash;
}
