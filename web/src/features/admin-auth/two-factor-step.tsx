// The sign-in's second step (issue 23): the 6-digit code from the authenticator app, or, switched
// to, one of the account's recovery codes. A step that waited too long goes back to the password.
import { useState } from 'react';
import { accountMessages, TWO_FACTOR_DIGITS } from '@common/accounts';
import { loginMessages } from '@common/messages';
import type { LoginReply } from '@common/api-types';
import { loginWithSecondFactor } from './api/login';

type SignedIn = Extract<LoginReply, { status: 'success' }>;

export function TwoFactorStep({ prompt, onSignedIn, onRestart }: { prompt: string; onSignedIn(reply: SignedIn): void; onRestart(message?: string): void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const typed = code.trim();
      const reply = await loginWithSecondFactor(useRecovery ? { recovery_code: typed } : { code: typed.replace(/\s/g, '') });
      if (reply.status === 'success') return onSignedIn(reply);
      if (reply.message === accountMessages.twoFactorStepExpired) return onRestart(reply.message);
      setError(reply.message);
      setCode('');
    } catch {
      setError(loginMessages.networkFailure);
    } finally {
      setBusy(false);
    }
  }

  function switchKind() {
    setUseRecovery(!useRecovery);
    setCode('');
    setError('');
  }

  return (
    <form className="admin-login__card" onSubmit={submit} aria-labelledby="two-factor-heading">
      <h1 id="two-factor-heading">Two-factor sign-in</h1>
      <p>{prompt}</p>
      {error && (
        <div className="admin-banner admin-banner--error" role="alert">
          {error}
        </div>
      )}
      {useRecovery ? (
        <div className="admin-field" key="recovery">
          <label htmlFor="login-recovery-code">Recovery code</label>
          <input id="login-recovery-code" autoComplete="off" autoCapitalize="none" spellCheck={false} required autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
        </div>
      ) : (
        <div className="admin-field" key="code">
          <label htmlFor="login-code">{TWO_FACTOR_DIGITS}-digit code</label>
          <input
            id="login-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`[0-9 ]{${TWO_FACTOR_DIGITS},${TWO_FACTOR_DIGITS + 1}}`}
            maxLength={TWO_FACTOR_DIGITS + 1}
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
      )}
      <button type="submit" className="admin-button admin-button--primary admin-button--wide" disabled={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </button>
      <button type="button" className="admin-login__switch" onClick={switchKind}>
        {useRecovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
      </button>
      <button type="button" className="admin-login__switch" onClick={() => onRestart()}>
        ← Start again
      </button>
    </form>
  );
}
