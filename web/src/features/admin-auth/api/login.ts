// POST login/login.php, then (for an account with two-factor sign-in) login/two-factor. The reply
// body is wanted on 401 and 429 too: the form shows the server's message ('Invalid email or
// password.', a wrong code, the wait after too many attempts).
import { accountPaths, type TwoFactorNeededReply } from '@common/accounts';
import type { LoginReply } from '@common/api-types';
import { apiRequest, ApiError } from '@/lib/api-client';

export async function login(email: string, password: string): Promise<LoginReply | TwoFactorNeededReply> {
  return withErrorReply(apiRequest<LoginReply | TwoFactorNeededReply>('login/login.php', { method: 'POST', body: { email, password } }));
}

/** The second step: a code from the authenticator app, or one of the account's recovery codes. */
export type SecondFactor = { code: string } | { recovery_code: string };

export async function loginWithSecondFactor(factor: SecondFactor): Promise<LoginReply> {
  return withErrorReply(apiRequest<LoginReply>(accountPaths.twoFactorLogin, { method: 'POST', body: factor }));
}

/** A refusal the server explained becomes an error reply; a failed request stays thrown. */
async function withErrorReply<T>(request: Promise<T>): Promise<T | { status: 'error'; message: string }> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) {
      const body = error.body as { message?: unknown } | undefined;
      const message = typeof body?.message === 'string' && body.message ? body.message : error.message;
      if (message) return { status: 'error', message };
    }
    throw error;
  }
}
