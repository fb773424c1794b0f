// The signed-in account's own sessions (/backend/admin/account/sessions…): the list, ending one,
// and ending every one but this browser's.
import { accountPaths, type SessionsReply } from '@common/accounts';
import { apiRequest } from '@/lib/api-client';

export function fetchOwnSessions(signal?: AbortSignal): Promise<SessionsReply> {
  return apiRequest<SessionsReply>(accountPaths.ownSessions, { signal });
}

export function endOwnSession(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`${accountPaths.ownSessions}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function endOtherSessions(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`${accountPaths.ownSessions}/end-others`, { method: 'POST', body: {} });
}
