// /admin/account (every role): who is signed in and with which role, their two-factor sign-in
// (two-factor-panel.tsx), their sessions (sessions-panel.tsx), and a link to the password change.
// A lazy chunk of its own (app/page-components.tsx).
import { Link } from 'react-router';
import { accountRoleDescriptions, accountRoleLabels } from '@common/accounts';
import { useAccount } from '@/admin-shared/account-context';
import { StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { paths } from '@/lib/paths';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';
import './account-page.css';

/** The dashboard's password change section. */
const passwordSection = `${paths.admin}?section=password`;

export function AccountPage() {
  const account = useAccount();
  useAdminTitle('Your account');

  return (
    <StandaloneScreen className="admin-account">
      <section className="admin-section admin-account__panel" aria-labelledby="account-heading">
        <h1 id="account-heading">Your account</h1>
        {account && (
          <dl className="admin-facts">
            <dt>Name</dt>
            <dd>{account.username}</dd>
            <dt>E-mail</dt>
            <dd>{account.email}</dd>
            <dt>Role</dt>
            <dd>
              {accountRoleLabels[account.role]} <span className="admin-field__hint">({accountRoleDescriptions[account.role]})</span>
            </dd>
          </dl>
        )}
        <Link className="admin-button" to={passwordSection}>
          Change your password
        </Link>
      </section>
      <TwoFactorPanel />
      <SessionsPanel />
    </StandaloneScreen>
  );
}
