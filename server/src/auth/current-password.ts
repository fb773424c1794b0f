// Checking a signed-in account's own password again (the password form; turning two-factor sign-in
// on or off; new recovery codes), counted by the sign-in's limits of login-throttle.ts: a stolen
// session must not become a way to guess the password without limit, and a guess here or at the
// sign-in uses up the same allowance.
import { LoginThrottledError, type LoginClient, type LoginThrottle } from './login-throttle.js';
import { verifyPassword } from './password-hashing.js';

/** The sign-in's throttle and who is asking, as the sign-in would count them (the account's e-mail, the client's address and device cookie). */
export type PasswordAgain = { throttle: LoginThrottle; client: LoginClient };

/**
 * True when `password` is the account's; a wrong one counts as a failed sign-in and a right one
 * clears the count as a sign-in does. Throws LoginThrottledError (429) once the limit is used up,
 * before the password is checked; `throttledBody` adds the fields a form reads to that reply.
 */
export async function isCurrentPassword(
  { throttle, client }: PasswordAgain,
  passwordHash: string | null,
  password: string,
  throttledBody: Record<string, unknown> = {},
): Promise<boolean> {
  const attempt = await throttle.beginAttempt(client);
  if (!attempt.allowed) throw new LoginThrottledError(attempt.retryAfterMs, throttledBody);
  if (passwordHash === null || !(await verifyPassword(passwordHash, password))) return false;
  await throttle.recordSuccess(client, attempt);
  return true;
}
