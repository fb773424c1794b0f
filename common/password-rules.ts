// The new-password rules of SPEC §5, and NIST SP 800-63B's refusal of passwords built from words
// of the site and the account, shared so the form and the server refuse the same passwords.
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { accountWords, isBuiltFromWords, siteWords } from './guessable-passwords.js';
import { authMessages, validationMessages } from './messages.js';

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

export type PasswordContext = {
  /** The account's e-mail address, or its local part (all the SPA keeps of it). */
  account?: string;
  /** Common password words; the server has a list of them, the SPA does without. */
  commonWords?: Iterable<string>;
};

/**
 * Refuses a password made of nothing but the site's name, the account's name and one or two
 * common words, however decorated with digits, symbols and leet ('SjgGroup@2026', 'Adm1n-2026!'
 * for admin@…). A passphrase with words of its own may contain them ('Sjg-river-lantern-42!'), and
 * so may one of three or more common words ('Summer-Moon-Golden-7!').
 */
export function guessablePasswordProblem(password: string, context: PasswordContext = {}): string | null {
  const contextWords = [...siteWords, ...(context.account ? accountWords(context.account) : [])];
  return isBuiltFromWords(password, contextWords, context.commonWords) ? authMessages.passwordGuessable : null;
}
