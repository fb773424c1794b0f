// Asks for the account's password before a step that sets, weakens or replaces its second factor
// (setting two-factor sign-in up long after signing in, turning it off, new recovery codes).
import { useId, useState } from 'react';

export function PasswordPrompt({
  action,
  hint,
  onSubmit,
  onCancel,
}: {
  action: string;
  /** Why the password is asked for, when the action's name does not say. */
  hint?: string | undefined;
  onSubmit(password: string): Promise<void>;
  onCancel(): void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    await onSubmit(password);
    setBusy(false);
  }

  return (
    <form className="admin-form admin-form--narrow admin-account__prompt" onSubmit={submit} aria-busy={busy}>
      <div className="admin-field">
        <label htmlFor={`${id}-password`}>Your password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          aria-describedby={hint ? `${id}-hint` : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {hint && (
          <p id={`${id}-hint`} className="admin-field__hint">
            {hint}
          </p>
        )}
      </div>
      <div className="admin-account__buttons">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy || password === ''}>
          {action}
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
