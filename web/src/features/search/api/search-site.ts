// GET /backend/search/search.php?query= (SPEC §7): a list of results; empty means none.
import type { SearchResult } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { apiRequest } from '@/lib/api-client';

export function searchSite(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return apiRequest<SearchResult[]>(backendPaths.search, { query: { query }, signal }).then((reply) => (Array.isArray(reply) ? reply : []));
}
