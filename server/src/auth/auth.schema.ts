// Request bodies of the sign-in and password endpoints (SPEC §3, §7).
import { z } from 'zod';
import { authMessages } from '../../../common/messages.js';
import { MAX_PASSWORD_LENGTH } from './password-hashing.js';

// Any length up to the bound: long pass-phrases (and unicode) are welcome, only the work is capped.
const password = z.string().min(1).max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong);

export const loginBody = z.object({
  // Not checked as an e-mail: an unknown text simply matches no account, with the same reply.
  email: z.string().trim().min(1).max(254),
  password,
});
export type LoginInput = z.infer<typeof loginBody>;

export const passwordChangeBody = z.object({
  // The SPA sends the id it keeps in session storage, which may be a string.
  user_id: z.union([z.number(), z.string().trim().regex(/^\d+$/)]).transform(Number).pipe(z.number().int().positive()),
  old_password: password,
  new_password: password,
  confirm_new_password: password,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeBody>;
