// POST password/update_password_api.php {user_id, old_password, new_password, confirm_new_password}:
// a truthy status means success; otherwise the server's message is shown (SPEC §7, §8).
import type { PasswordChangeReply, PasswordChangeRequest } from '@common/api-types';
import { adminErrorMessages } from '@common/messages';
import { apiRequest, ApiError } from '@/lib/api-client';

export async function updatePassword(request: PasswordChangeRequest): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const reply = await apiRequest<PasswordChangeReply>('password/update_password_api.php', { method: 'POST', body: request });
    return reply.status ? { ok: true } : { ok: false, error: reply.message || adminErrorMessages.generic };
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
    return { ok: false, error: typeof body?.message === 'string' && body.message ? body.message : error instanceof ApiError ? error.message : adminErrorMessages.generic };
  }
}
