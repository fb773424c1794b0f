// Request bodies of "Forgot password" and of the one-time links' endpoints.
import { z } from 'zod';
import { accountMessages } from '../../../common/accounts.js';
import { MAX_PASSWORD_LENGTH } from '../auth/password-hashing.js';
import { authMessages, validationMessages } from '../../../common/messages.js';

export const forgotPasswordBody = z.object({
  // Not checked as an e-mail beyond its length: an odd text simply matches no account, with the same reply.
  email: z.string({ error: accountMessages.emailInvalid }).trim().min(1, { error: accountMessages.emailInvalid }).max(254, { error: accountMessages.emailInvalid }),
});

/** A token as the links carry it (43 base64url characters); anything else is a link that does not work. */
export const linkTokenBody = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });

const password = (missing: string) => z.string({ error: missing }).max(MAX_PASSWORD_LENGTH, { error: authMessages.passwordTooLong });

export const setPasswordBody = z.object({
  new_password: password(validationMessages.passwordWeak),
  confirm_new_password: password(validationMessages.passwordMismatch),
});
export type SetPasswordInput = z.output<typeof setPasswordBody>;
