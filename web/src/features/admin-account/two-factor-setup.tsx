// Setting up two-factor sign-in: the server's QR code of the secret (an SVG document, shown as an
// image: nothing of it runs) and the secret as text for apps that cannot scan, then the first code
// the app shows, which turns it on.
import { useId, useState } from 'react';
import { TWO_FACTOR_DIGITS, type TwoFactorSetupReply } from '@common/accounts';

/** The secret in groups of four, easier to type; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoFactorSetup({ setup, onConfirm, onCancel }: { setup: TwoFactorSetupReply; onConfirm(code: string): Promise<void>; onCancel(): void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    await onConfirm(code.replace(/\s/g, ''));
    setBusy(false);
    setCode('');
  }

  return (
    <div className="admin-account__setup">
      <ol className="admin-account__steps">
        <li>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).</li>
        <li>
          Or type the secret in the app:{' '}
          <code className="admin-account__secret">
            {grouped(setup.secret)}
          </code>
        </li>
        <li>Enter the {TWO_FACTOR_DIGITS}-digit code the app shows.</li>
      </ol>
      <img className="admin-account__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`} alt="QR code of the secret for your authenticator app" width={200} height={200} />
      <form className="admin-form admin-form--narrow" onSubmit={submit} aria-busy={busy}>
        <div className="admin-field">
          <label htmlFor={`${id}-code`}>Code from the app</label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`[0-9 ]{${TWO_FACTOR_DIGITS},${TWO_FACTOR_DIGITS + 1}}`}
            maxLength={TWO_FACTOR_DIGITS + 1}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <div className="admin-account__buttons">
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            Turn on
          </button>
          <button type="button" className="admin-button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
