// POST login/login.php. The reply body is wanted on 401 and 429 too: the form shows the
// server's message ('Invalid email or password.', the wait after too many attempts).
import type { LoginReply } from '@common/api-types';
import { apiRequest, ApiError } from '@/lib/api-client';

export async function login(email: string, password: string): Promise<LoginReply> {
  try {
    return await apiRequest<LoginReply>('login/login.php', { method: 'POST', body: { email, password } });
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
    if (body && typeof body.message === 'string' && body.message) return { status: 'error', message: body.message };
    throw error;
  }
}
