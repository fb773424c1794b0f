// The rules a new admin password must pass wherever it is set (the password form, npm run admin,
// ADMIN_PASSWORD): SPEC §5's, not on the common-password list, not built only from guessable words.
import { authMessages } from '../../../common/messages.js';
import { guessablePasswordProblem, newPasswordProblem } from '../../../common/password-rules.js';
import { commonPasswordWords, isCommonPassword } from './common-passwords.js';

/** The first rule broken, as the message to show, or null. */
export function newPasswordProblemFor(email: string, password: string, confirmation = password): string | null {
  return (
    newPasswordProblem(password, confirmation) ??
    (isCommonPassword(password) ? authMessages.passwordCommon : null) ??
    guessablePasswordProblem(password, { account: email, commonWords: commonPasswordWords() })
  );
}
