// The new-password rules of SPEC §5, shared so the form and the server refuse the same passwords.
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { validationMessages } from './messages.js';

export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/** The first rule a new password breaks, in the spec's order (match, then strength), or null. */
export function newPasswordProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword !== confirmation) return validationMessages.passwordMismatch;
  if (!isStrongPassword(newPassword)) return validationMessages.passwordWeak;
  return null;
}
