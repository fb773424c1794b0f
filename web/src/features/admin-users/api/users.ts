// The owners' account calls (/backend/admin/users…, admin/account-policy): the list, inviting,
// changing, disabling and deleting an account, its invitation, its two-factor sign-in and its
// sessions, and the policy that requires two-factor sign-in of everyone.
import { accountPaths, type AccountRole, type UserReply, type UsersReply } from '@common/accounts';
import { apiRequest } from '@/lib/api-client';

type MessageReply = { message: string };

export function fetchUsers(signal?: AbortSignal): Promise<UsersReply> {
  return apiRequest<UsersReply>(accountPaths.users, { signal });
}

export type Invitation = { name: string; email: string; role: AccountRole };

export function inviteUser(invitation: Invitation): Promise<UserReply> {
  return apiRequest<UserReply>(accountPaths.users, { method: 'POST', body: invitation });
}

export function updateUser(id: number, change: { role?: AccountRole; disabled?: boolean }): Promise<UserReply> {
  return apiRequest<UserReply>(`${accountPaths.users}/${id}`, { method: 'PATCH', body: change });
}

export function resendInvitation(id: number): Promise<UserReply> {
  return apiRequest<UserReply>(`${accountPaths.users}/${id}/invitation`, { method: 'POST', body: {} });
}

/** A link to set a new password, e-mailed; `link` carries it while no mail server is set. */
export function makePasswordLink(id: number): Promise<UserReply> {
  return apiRequest<UserReply>(`${accountPaths.users}/${id}/password-link`, { method: 'POST', body: {} });
}

export function resetTwoFactor(id: number): Promise<UserReply> {
  return apiRequest<UserReply>(`${accountPaths.users}/${id}/two-factor/reset`, { method: 'POST', body: {} });
}

export function endUserSessions(id: number): Promise<MessageReply> {
  return apiRequest<MessageReply>(`${accountPaths.users}/${id}/sessions`, { method: 'DELETE' });
}

export function deleteUser(id: number): Promise<MessageReply> {
  return apiRequest<MessageReply>(`${accountPaths.users}/${id}`, { method: 'DELETE' });
}

export function setAccountPolicy(requireTwoFactor: boolean): Promise<{ require_two_factor: boolean; message: string }> {
  return apiRequest(accountPaths.accountPolicy, { method: 'PUT', body: { require_two_factor: requireTwoFactor } });
}
