// An invitation's or a password link, handed to the owner while no mail server is set (nothing
// was e-mailed): shown once, with Copy link, for the owner to pass on by hand.
import { useId, useState } from 'react';

export type ReadyInvitation = { email: string; link: string; what: 'Invitation link' | 'Password link' };

export function InvitationLink({ invitation, onDone }: { invitation: ReadyInvitation; onDone(): void }) {
  const id = useId();
  const [status, setStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(invitation.link);
      setStatus('Link copied.');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is there to copy by hand.
      (document.getElementById(`${id}-link`) as HTMLInputElement | null)?.select();
      setStatus('Copy the selected link with Ctrl+C (⌘C on a Mac).');
    }
  }

  return (
    <div className="admin-users__link">
      <label htmlFor={`${id}-link`}>
        {invitation.what} for {invitation.email}
      </label>
      <div className="admin-users__link-row">
        <input id={`${id}-link`} type="text" readOnly value={invitation.link} onFocus={(event) => event.target.select()} />
        <button type="button" className="admin-button admin-button--primary" onClick={() => void copy()}>
          Copy link
        </button>
        <button type="button" className="admin-button" onClick={onDone}>
          Done
        </button>
      </div>
      <p className="admin-field__hint" role="status">
        {status || 'Anyone with this link can set the account’s password: give it to them only.'}
      </p>
    </div>
  );
}
