// "Forgot password?" on the sign-in page: the account's e-mail address, and the server's reply,
// which is the same whether or not the address has an account.
import { useState } from 'react';
import { loginMessages } from '@common/messages';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset } from './api/forgot-password';

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack(): void }) {
  const [email, setEmail] = useState(initialEmail);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    setBusy(true);
    try {
      setOutcome({ kind: 'success', text: await requestPasswordReset(email.trim()) });
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof ApiError && error.status !== 0 ? error.message : loginMessages.networkFailure });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-login__card" onSubmit={submit} aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">Forgot password?</h1>
      <p>Enter the e-mail address of your account: we send it a link to choose a new password.</p>
      {outcome && (
        <div className={`admin-banner admin-banner--${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </div>
      )}
      <div className="admin-field">
        <label htmlFor="forgot-email">Email</label>
        <input id="forgot-email" type="email" autoComplete="username" required autoFocus value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <button type="submit" className="admin-button admin-button--primary admin-button--wide" disabled={busy}>
        {busy ? 'Sending…' : 'Send the link'}
      </button>
      <button type="button" className="admin-login__switch" onClick={onBack}>
        ← Back to sign in
      </button>
    </form>
  );
}
