// /login (SPEC §2 Login screen, §4 Login, §8 Login errors): e-mail and password, then, for an
// account with two-factor sign-in, its code (two-factor-step.tsx); "Forgot password?" switches to
// the reset request (forgot-password-form.tsx). Signed in, it goes to the overview, or back to the
// admin page the gate was asked for (?next=), and it says why a session ended (?reason=). Reached
// from a password just set, it has that account's e-mail filled in.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { sessionEndMessages } from '@common/accounts';
import type { LoginReply } from '@common/api-types';
import { loginMessages } from '@common/messages';
import { paths } from '@/lib/paths';
import { sectionPath } from '@/admin-shared/admin-menu';
import { storeSessionFlags } from '@/admin-shared/session-flags';
import { login } from './api/login';
import { ForgotPasswordForm } from './forgot-password-form';
import { adminReturnPath, sessionEndReasonOf } from './return-path';
import { TwoFactorStep } from './two-factor-step';
import '@/admin-shared/admin.css';
import '@/admin-shared/banners.css';
import './login-page.css';

type Step = { name: 'password' } | { name: 'code'; prompt: string } | { name: 'forgot' };

/** The e-mail a page that sent here passed in the history entry's state (a password just set), else ''. */
function emailOfState(state: unknown): string {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string' ? state.email : '';
}

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const endedBecause = sessionEndReasonOf(params.get('reason'));
  const givenEmail = emailOfState(useLocation().state);
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [email, setEmail] = useState(givenEmail);
  const passwordField = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Log in · SJG Group admin';
  }, []);
  // Sent from a password just set: its e-mail is filled in, so the password is what is left to type.
  useEffect(() => {
    if (givenEmail) passwordField.current?.focus();
  }, [givenEmail]);

  function signedIn(reply: Extract<LoginReply, { status: 'success' }>) {
    storeSessionFlags(reply.id, reply.username);
    navigate(adminReturnPath(params.get('next'), window.location.origin) ?? sectionPath('overview'), { replace: true });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const reply = await login(email, password);
      if (reply.status === 'success') return signedIn(reply);
      if (reply.status === 'two_factor') {
        setPassword('');
        setStep({ name: 'code', prompt: reply.message });
        return;
      }
      setError(reply.message);
    } catch {
      setError(loginMessages.networkFailure);
    } finally {
      setBusy(false);
    }
  }

  if (step.name === 'code') {
    return (
      <main className="admin-login">
        <TwoFactorStep
          prompt={step.prompt}
          onSignedIn={signedIn}
          onRestart={(message) => {
            setError(message ?? '');
            setStep({ name: 'password' });
          }}
        />
      </main>
    );
  }
  if (step.name === 'forgot') {
    return (
      <main className="admin-login">
        <ForgotPasswordForm initialEmail={email} onBack={() => setStep({ name: 'password' })} />
      </main>
    );
  }
  return (
    <main className="admin-login">
      <form className="admin-login__card" onSubmit={submit}>
        <h1>{loginMessages.heading}</h1>
        <p>{loginMessages.prompt}</p>
        {endedBecause && !error && (
          <div className="admin-banner admin-banner--info" role="status">
            {sessionEndMessages[endedBecause]}
          </div>
        )}
        {error && (
          <div className="admin-banner admin-banner--error" role="alert">
            {error}
          </div>
        )}
        <div className="admin-field">
          <label htmlFor="login-email">Email</label>
          <input id="login-email" type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor="login-password">Password</label>
          <div className="admin-login__password">
            <input
              ref={passwordField}
              id="login-password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button type="button" className="admin-button admin-button--small" aria-pressed={showPassword} onClick={() => setShowPassword(!showPassword)}>
              {showPassword ? 'Hide' : 'Show'}
              <span className="visually-hidden"> password</span>
            </button>
          </div>
        </div>
        <button type="submit" className="admin-button admin-button--primary admin-button--wide" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
        <button
          type="button"
          className="admin-login__switch"
          onClick={() => {
            setError('');
            setStep({ name: 'forgot' });
          }}
        >
          Forgot password?
        </button>
        <Link className="admin-login__site" to={paths.home}>
          ← Back to the website
        </Link>
      </form>
    </main>
  );
}
