// The admin's team calls (issue 24): the whole list in order, add, edit, delete; moves go through
// admin-shared/api/order.ts.
import type { ContentWriteReply } from '@common/api-types';
import type { AdminTeamListReply } from '@common/team';
import { apiRequest } from '@/lib/api-client';

/** Every member in order; with `missing` ('hi'), only those with no published text in that language. */
export async function fetchTeam(signal?: AbortSignal, missing?: string): Promise<AdminTeamListReply['team']> {
  return (await apiRequest<AdminTeamListReply>('admin/team', { signal, query: missing ? { missing } : undefined })).team;
}

/** Adds (id null) or edits a member: multipart name, position, bio, linkedin_url, photo, remove_photo. */
export function saveMember(id: number | null, form: FormData): Promise<ContentWriteReply> {
  return apiRequest<ContentWriteReply>(id === null ? 'admin/team' : `admin/team/${id}`, { method: 'POST', body: form });
}

export function deleteMember(id: number): Promise<ContentWriteReply> {
  return apiRequest<ContentWriteReply>(`admin/team/${id}`, { method: 'DELETE' });
}
