// Asks for the account's password before a step that weakens or replaces its second factor
// (turning two-factor sign-in off, new recovery codes).
import { useId, useState } from 'react';

export function PasswordPrompt({ action, onSubmit, onCancel }: { action: string; onSubmit(password: string): Promise<void>; onCancel(): void }) {
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
        <input id={`${id}-password`} type="password" autoComplete="current-password" required autoFocus value={password} onChange={(event) => setPassword(event.target.value)} />
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
