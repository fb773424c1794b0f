// Request bodies of two-factor sign-in: the code step, the set-up's first code, and the password
// that setting it up, turning it off or renewing the recovery codes asks for.
import { z } from 'zod';
import { accountMessages } from '../../../common/accounts.js';
import { RECORD_ID_MAX } from '../../../common/record-id.js';
import { MAX_PASSWORD_LENGTH } from '../auth/password-hashing.js';

const codeText = z.string(accountMessages.twoFactorWrong).trim().min(1, accountMessages.twoFactorWrong).max(40, accountMessages.twoFactorWrong);

/**
 * `code` takes either kind (the SPA has one field: six digits are an app's code, anything else is
 * tried as a recovery code); `recovery_code` says which it is.
 */
export const twoFactorLoginBody = z
  .object({ code: codeText.optional(), recovery_code: codeText.optional() })
  .refine((body) => body.code !== undefined || body.recovery_code !== undefined, accountMessages.twoFactorWrong);
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginBody>;

export const twoFactorConfirmBody = z.object({ code: codeText });

const password = z.string(accountMessages.passwordWrong).min(1, accountMessages.passwordWrong).max(MAX_PASSWORD_LENGTH, accountMessages.passwordWrong);

export const passwordBody = z.object({ password });

/** The set-up needs the password unless the session signed in a few minutes ago (two-factor.service.ts). */
export const twoFactorSetupBody = z.object({ password: password.optional() });

/** An account id in the path; anything else names no account. */
export const userIdParam = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(RECORD_ID_MAX));
