// Request bodies of the sign-in and password endpoints (SPEC §3, §7).
import { z } from 'zod';
import { authMessages, validationMessages } from '../../../common/messages.js';
import { MAX_PASSWORD_LENGTH } from './password-hashing.js';

// Any length up to the bound: long pass-phrases (and unicode) are welcome, only the work is capped.
const password = z.string().min(1).max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong);

export const loginBody = z.object({
  // Not checked as an e-mail: an unknown text simply matches no account, with the same reply.
  email: z.string().trim().min(1).max(254),
  password,
});
export type LoginInput = z.infer<typeof loginBody>;

// A field of the password change left out, blank or not text: the words the add forms use (SPEC §5).
const required = { error: validationMessages.allFieldsRequired };
const changedPassword = z.string(required).min(1, required).max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong);

export const passwordChangeBody = z.object(
  {
    // The SPA sends the id it keeps in session storage, which may be a string.
    user_id: z.union([z.number(required), z.string(required).trim().regex(/^\d+$/, required)], required).transform(Number).pipe(z.number(required).int(required).positive(required)),
    old_password: changedPassword,
    new_password: changedPassword,
    confirm_new_password: changedPassword,
  },
  required,
);
export type PasswordChangeInput = z.infer<typeof passwordChangeBody>;
