// /set-password#token=…: the page an invitation or password-reset e-mail links to. The token is in
// the fragment, so it never reaches a server log or a Referer; the page asks the server what the
// link opens, then sets the new password with the same rules as the password change. It does not
// sign in: the new password is used on the sign-in page, which it opens with the e-mail filled in.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { accountMessages, type AccountLinkReply } from '@common/accounts';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useAsync } from '@/lib/use-async';
import { Spinner } from '@/admin-shared/banners';
import { NewPasswordFields, newPasswordFormProblem, ShowPasswordsCheck, type NewPassword } from '@/admin-shared/new-password-fields';
import { openAccountLink, setPasswordWithLink } from './api/account-link';
import '@/admin-shared/admin.css';
import '@/admin-shared/banners.css';
import './login-page.css';

function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** A refused or failed request's text: the server's (linkInvalid on 410, a password rule on 400), or a generic one. */
function problemText(error: unknown): string {
  if (error instanceof ApiError && error.status === 410) return accountMessages.linkInvalid;
  if (error instanceof ApiError && error.status !== 0) return error.message;
  return 'The server could not be reached. Try again in a moment.';
}

export function SetPasswordPage() {
  const [token] = useState(() => tokenOf(window.location.hash));
  useEffect(() => {
    document.title = 'Set a password · SJG Group admin';
  }, []);
  const link = useAsync((signal) => (token ? openAccountLink(token, signal) : Promise.reject(new ApiError(410, accountMessages.linkInvalid, null))), [token]);

  return (
    <main className="admin-login">
      <div className="admin-login__card">
        {link.status === 'loading' && <Spinner label="Opening your link…" />}
        {link.status === 'error' && (
          <>
            <h1>Set a password</h1>
            <div className="admin-banner admin-banner--error" role="alert">
              {problemText(link.error)}
            </div>
            <Link className="admin-login__site" to={paths.login}>
              Go to the sign-in page
            </Link>
          </>
        )}
        {link.status === 'success' && <SetPasswordForm token={token} link={link.data} />}
      </div>
    </main>
  );
}

function SetPasswordForm({ token, link }: { token: string; link: AccountLinkReply }) {
  const [value, setValue] = useState<NewPassword>({ next: '', confirm: '' });
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = newPasswordFormProblem(value, link.email);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      setDone(await setPasswordWithLink(token, value.next, value.confirm));
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <>
        <h1>Password set</h1>
        <div className="admin-banner admin-banner--success" role="status">
          {done}
        </div>
        <Link className="admin-button admin-button--primary admin-button--wide" to={paths.login} state={{ email: link.email }}>
          Sign in
        </Link>
      </>
    );
  }
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="set-password-heading">
      <h1 id="set-password-heading">{link.purpose === 'invite' ? `Set a password for ${link.name}` : 'Choose a new password'}</h1>
      {/* The e-mail in the text rather than the heading: a long address broke mid-word across the heading's lines. */}
      <p>
        {link.purpose === 'invite' ? 'You were invited to the SJG Group admin as ' : 'For '}
        <strong className="admin-login__email">{link.email}</strong>.{link.purpose === 'invite' && ' Choose the password you will sign in with.'}
      </p>
      {error && (
        <div className="admin-banner admin-banner--error" role="alert">
          {error}
        </div>
      )}
      {/* The account's e-mail, for the browser's password manager to save the new password under. */}
      <input type="email" autoComplete="username" value={link.email} readOnly hidden />
      <NewPasswordFields value={value} visible={visible} onChange={setValue} />
      <ShowPasswordsCheck checked={visible} onChange={setVisible} />
      <button type="submit" className="admin-button admin-button--primary admin-button--wide" disabled={busy}>
        {busy ? 'Saving…' : 'Set password'}
      </button>
    </form>
  );
}
