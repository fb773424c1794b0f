// A new password and its confirmation, with the rules they must meet: the password change of the
// dashboard and the page of an invitation or reset link ask for one the same way, and check it
// with the same rules (common/password-rules.ts) before sending it.
import { guessablePasswordProblem, newPasswordProblem } from '@common/password-rules';
import './new-password-fields.css';

export type NewPassword = { next: string; confirm: string };

/** The first rule the new password breaks, or null; `account` is the e-mail address (or its name) it must not be built from. */
export function newPasswordFormProblem({ next, confirm }: NewPassword, account: string): string | null {
  return newPasswordProblem(next, confirm) ?? guessablePasswordProblem(next, { account });
}

export function NewPasswordFields({ value, visible, onChange }: { value: NewPassword; visible: boolean; onChange(value: NewPassword): void }) {
  const input = (key: keyof NewPassword, id: string, label: string) => (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        value={value[key]}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        aria-describedby="password-rules"
      />
    </div>
  );
  return (
    <>
      {input('next', 'new-password', 'New password')}
      {input('confirm', 'confirm-password', 'Confirm new password')}
      <p id="password-rules" className="admin-field__hint">
        At least 8 characters, with upper- and lower-case letters, a number and a special character, and words of your own: not only the site’s name, your
        e-mail name or common words.
      </p>
    </>
  );
}

/** The check that shows the typed passwords as text. */
export function ShowPasswordsCheck({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="admin-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> Show passwords
    </label>
  );
}
