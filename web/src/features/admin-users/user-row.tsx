// One account of the Users screen: its name, e-mail, role (a select), two-factor sign-in, last
// sign-in and status, and what an owner can do to it. The owner's own row has no actions: their
// own account is changed on their Account screen.
import { Link } from 'react-router';
import { ACCOUNT_ROLES, accountRoleLabels, type AccountRole, type AccountSummary } from '@common/accounts';
import { IndiaTime } from '@/admin-shared/india-time';
import { LabelledOptions } from '@/admin-shared/labelled-options';
import { paths } from '@/lib/paths';

export type UserAction = 'disable' | 'enable' | 'resend' | 'passwordLink' | 'resetTwoFactor' | 'endSessions' | 'delete';

const statusLabels: Record<AccountSummary['status'], string> = { active: 'Active', invited: 'Invited', disabled: 'Disabled' };
const statusBadges: Record<AccountSummary['status'], string> = { active: 'admin-badge--sent', invited: 'admin-badge--new', disabled: 'admin-badge--failed' };

export function UserRow({
  user,
  self,
  busy,
  onRole,
  onAction,
}: {
  user: AccountSummary;
  self: boolean;
  busy: boolean;
  onRole(role: AccountRole): void;
  onAction(action: UserAction): void;
}) {
  const button = (action: UserAction, text: string, danger = false) => (
    <button type="button" className={`admin-button admin-button--small${danger ? ' admin-button--danger' : ''}`} disabled={busy} onClick={() => onAction(action)}>
      {text}
      <span className="visually-hidden"> {user.name}</span>
    </button>
  );
  return (
    <tr>
      <td data-label="Name">
        {user.name}
        {self && <span className="admin-badge admin-users__you">You</span>}
      </td>
      <td data-label="E-mail">
        <EmailAddress email={user.email} />
      </td>
      <td data-label="Role">
        {self ? (
          accountRoleLabels[user.role]
        ) : (
          <select aria-label={`Role of ${user.name}`} value={user.role} disabled={busy} onChange={(event) => onRole(event.target.value as AccountRole)}>
            <LabelledOptions values={ACCOUNT_ROLES} label={(role) => accountRoleLabels[role]} />
          </select>
        )}
      </td>
      <td data-label="2FA">{user.two_factor ? 'On' : 'Off'}</td>
      <td data-label="Last sign-in">{user.last_sign_in_at ? <IndiaTime at={user.last_sign_in_at} /> : 'Never'}</td>
      <td data-label="Status">
        <span className={`admin-badge ${statusBadges[user.status]}`}>{statusLabels[user.status]}</span>
      </td>
      <td data-label="Actions">
        <div className="admin-users__actions">
          {self ? (
            <Link className="admin-button admin-button--small" to={paths.adminAccount}>
              Your account
            </Link>
          ) : (
            <>
              {user.status === 'disabled' ? button('enable', 'Enable') : button('disable', 'Disable')}
              {user.status === 'invited' && button('resend', 'Resend invitation')}
              {user.status === 'active' && button('passwordLink', 'Password link')}
              {user.two_factor && button('resetTwoFactor', 'Reset 2FA')}
              {user.status === 'active' && button('endSessions', 'End sessions')}
              {button('delete', 'Delete', true)}
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

/** An address that may break before its @ (admin / @example.com) rather than anywhere in it. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
