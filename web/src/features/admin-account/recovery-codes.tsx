// The recovery codes, shown once right after they are made: each signs in once when the
// authenticator app is not at hand. Copy and Download keep them; "I have saved them" closes.
import { useState } from 'react';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const text = `SJG Group admin: recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="admin-account__codes" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">Your recovery codes</h3>
      <p className="admin-field__hint">They are shown only now. Keep them somewhere safe: each signs you in once if you lose your authenticator app.</p>
      <ol className="admin-account__code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="admin-account__buttons">
        <button type="button" className="admin-button" onClick={() => void copy()}>
          Copy
        </button>
        <a className="admin-button" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="sjg-recovery-codes.txt">
          Download
        </a>
        <button type="button" className="admin-button admin-button--primary" onClick={onDone}>
          I have saved them
        </button>
        <span role="status">{copied ? 'Copied.' : ''}</span>
      </div>
    </div>
  );
}
