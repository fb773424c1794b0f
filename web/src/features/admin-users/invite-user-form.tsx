// "Invite a user": name, e-mail and role (each role with what it may do). The server creates the
// account without a password and e-mails it a one-time link to set one.
import { useId, useState } from 'react';
import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_ROLES, accountRoleDescriptions, accountRoleLabels, type AccountRole } from '@common/accounts';
import { Spinner } from '@/admin-shared/banners';
import type { Invitation } from './api/users';

const empty: Invitation = { name: '', email: '', role: 'editor' };

export function InviteUserForm({ onInvite }: { onInvite(invitation: Invitation): Promise<boolean> }) {
  const id = useId();
  const [fields, setFields] = useState<Invitation>(empty);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    const sent = await onInvite({ ...fields, name: fields.name.trim(), email: fields.email.trim() });
    setSending(false);
    if (sent) setFields(empty);
  }

  return (
    <form className="admin-form admin-users__invite" onSubmit={submit} aria-labelledby={`${id}-heading`} aria-busy={sending}>
      <h2 id={`${id}-heading`}>Invite a user</h2>
      <div className="admin-users__invite-fields">
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} type="text" required maxLength={ACCOUNT_NAME_MAX_LENGTH} autoComplete="off" value={fields.name} onChange={(event) => setFields({ ...fields, name: event.target.value })} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input id={`${id}-email`} type="email" required autoComplete="off" value={fields.email} onChange={(event) => setFields({ ...fields, email: event.target.value })} />
        </div>
      </div>
      <fieldset className="admin-users__roles">
        <legend>Role</legend>
        {ACCOUNT_ROLES.map((role: AccountRole) => (
          <label key={role} className="admin-users__role">
            <input
              type="radio"
              name={`${id}-role`}
              value={role}
              checked={fields.role === role}
              onChange={() => setFields({ ...fields, role })}
              // Named by the role alone; what it may do is its description.
              aria-labelledby={`${id}-${role}-name`}
              aria-describedby={`${id}-${role}`}
            />
            <span>
              <strong id={`${id}-${role}-name`}>{accountRoleLabels[role]}</strong>
              <span id={`${id}-${role}`} className="admin-field__hint">
                {accountRoleDescriptions[role]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="admin-users__invite-actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={sending}>
          Send invitation
        </button>
        {sending && <Spinner label="Sending…" />}
      </div>
    </form>
  );
}
