// POST login/forgot-password {email}: the same reply whether or not the address has an account
// (the server mails a reset link only when it does); a 429 when asked too often.
import { accountPaths } from '@common/accounts';
import { apiRequest } from '@/lib/api-client';

export async function requestPasswordReset(email: string): Promise<string> {
  const reply = await apiRequest<{ status: 'success'; message: string }>(accountPaths.forgotPassword, { method: 'POST', body: { email } });
  return reply.message;
}
