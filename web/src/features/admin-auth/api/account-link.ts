// The one-time link of an invitation or a password reset: what it opens (POST login/account-link)
// and the password it sets (POST login/set-password). A 410 means the link has expired or was used.
import { accountPaths, type AccountLinkReply } from '@common/accounts';
import { apiRequest } from '@/lib/api-client';

export function openAccountLink(token: string, signal?: AbortSignal): Promise<AccountLinkReply> {
  return apiRequest<AccountLinkReply>(accountPaths.accountLink, { method: 'POST', body: { token }, signal });
}

export async function setPasswordWithLink(token: string, newPassword: string, confirmation: string): Promise<string> {
  const reply = await apiRequest<{ status: 'success'; message: string }>(accountPaths.setPassword, {
    method: 'POST',
    body: { token, new_password: newPassword, confirm_new_password: confirmation },
  });
  return reply.message;
}
