// /admin/users (owners): every account with its role, two-factor sign-in, last sign-in and status;
// inviting a user; per account: its role, Disable/Enable, Resend invitation, Password link, Reset
// 2FA, End sessions and Delete; and the policy that requires two-factor sign-in of every account.
// A lazy chunk of its own (app/page-components.tsx).
import { useState } from 'react';
import { accountRoleLabels, type AccountRole, type AccountSummary, type UsersReply } from '@common/accounts';
import { useAccount, useCan, useUpdateAccount } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { AdminTable } from '@/admin-shared/admin-table';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { useLoaded } from '@/admin-shared/use-loaded';
import { AccountPolicySwitch } from './account-policy-switch';
import { deleteUser, endUserSessions, fetchUsers, inviteUser, makePasswordLink, resendInvitation, resetTwoFactor, setAccountPolicy, updateUser, type Invitation } from './api/users';
import { InvitationLink, type ReadyInvitation } from './invitation-link';
import { InviteUserForm } from './invite-user-form';
import { UserRow, type UserAction } from './user-row';
import './users-page.css';

/** The actions asked about first, and their question. */
const questions: Partial<Record<UserAction, (user: AccountSummary) => string>> = {
  disable: (user) => `Disable ${user.name}? They are signed out at once and cannot sign in until enabled again.`,
  resetTwoFactor: (user) => `Reset two-factor sign-in for ${user.name}? They set it up again at their next sign-in.`,
  endSessions: (user) => `End every session of ${user.name}? They are signed out on every device.`,
  delete: (user) => `Delete the account of ${user.name}? This cannot be undone; their entries in the Activity stay.`,
};

const byName = (a: AccountSummary, b: AccountSummary) => a.name.localeCompare(b.name);

export function UsersPage() {
  const owner = useCan('own');
  const self = useAccount();
  const { value: reply, setValue: setReply, failed } = useLoaded<UsersReply>(fetchUsers, 'the users', [], { enabled: owner });
  const [busy, setBusy] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ user: AccountSummary; action: UserAction } | null>(null);
  const { banner, show, dismiss } = useBanner();
  // While no mail server is set the server hands back the invitation's link instead of e-mailing it.
  const [readyInvitation, setReadyInvitation] = useState<ReadyInvitation | null>(null);
  const updateAccount = useUpdateAccount();

  useAdminTitle('Users');

  const offerLink = (outcome: { user?: AccountSummary; link?: string }, what: ReadyInvitation['what'] = 'Invitation link') =>
    setReadyInvitation(outcome.link && outcome.user ? { email: outcome.user.email, link: outcome.link, what } : null);

  const putUser = (user: AccountSummary) =>
    setReply((current) => current && { ...current, users: [...current.users.filter((other) => other.id !== user.id), user].sort(byName) });
  const dropUser = (id: number) => setReply((current) => current && { ...current, users: current.users.filter((user) => user.id !== id) });

  async function run(user: AccountSummary, call: () => Promise<{ message: string; user?: AccountSummary; link?: string }>, gone = false, what?: ReadyInvitation['what']) {
    setBusy(user.id);
    try {
      const outcome = await call();
      offerLink(outcome, what);
      if (gone) dropUser(user.id);
      else if (outcome.user) putUser(outcome.user);
      // A link to copy stays until Done; its message with it.
      void show({ kind: 'success', text: outcome.message }, outcome.link ? undefined : 4000);
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setBusy(null);
    }
  }

  function perform(user: AccountSummary, action: UserAction) {
    setAsking(null);
    const calls: Record<UserAction, () => Promise<{ message: string; user?: AccountSummary; link?: string }>> = {
      disable: () => updateUser(user.id, { disabled: true }),
      enable: () => updateUser(user.id, { disabled: false }),
      resend: () => resendInvitation(user.id),
      passwordLink: () => makePasswordLink(user.id),
      resetTwoFactor: () => resetTwoFactor(user.id),
      endSessions: () => endUserSessions(user.id),
      delete: () => deleteUser(user.id),
    };
    return run(user, calls[action], action === 'delete', action === 'passwordLink' ? 'Password link' : undefined);
  }

  const choose = (user: AccountSummary, action: UserAction) => (questions[action] ? setAsking({ user, action }) : void perform(user, action));
  const changeRole = (user: AccountSummary, role: AccountRole) => void run(user, () => updateUser(user.id, { role }));

  async function invite(invitation: Invitation): Promise<boolean> {
    try {
      const outcome = await inviteUser(invitation);
      putUser(outcome.user);
      offerLink(outcome);
      // A link to copy stays until Done; its message with it.
      void show({ kind: 'success', text: outcome.message }, outcome.link ? undefined : 6000);
      return true;
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
      return false;
    }
  }

  async function changePolicy(required: boolean) {
    try {
      const outcome = await setAccountPolicy(required);
      setReply((current) => current && { ...current, require_two_factor: outcome.require_two_factor });
      // The policy binds its owner too: without two-factor sign-in of their own, they set it up now
      // (the admin gate takes them to their Account screen), not at the next refused request.
      if (outcome.require_two_factor && self && !self.two_factor) {
        updateAccount({ two_factor_setup_required: true });
        return;
      }
      void show({ kind: 'success', text: outcome.message }, 4000);
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
    }
  }

  return (
    <StandaloneScreen>
      <ScreenSection
        name="users"
        title="Users"
        hint={
          <>
            {accountRoleLabels.owner}s manage accounts; {accountRoleLabels.editor.toLowerCase()}s change content; {accountRoleLabels.viewer.toLowerCase()}s only read. Times are
            India time (IST).
          </>
        }
      >
        <BannerView banner={banner} onDismiss={dismiss} />
        {readyInvitation && <InvitationLink invitation={readyInvitation} onDone={() => setReadyInvitation(null)} />}
        {!owner ? (
          <p className="admin-table__empty">Only owners manage accounts.</p>
        ) : failed ? (
          <p className="admin-table__empty">The accounts could not be loaded.</p>
        ) : !reply ? (
          <Spinner label="Loading the accounts…" />
        ) : (
          <>
            <AccountPolicySwitch required={reply.require_two_factor} onChange={changePolicy} />
            <AdminTable className="admin-users__table" label="Accounts" columns={['Name', 'E-mail', 'Role', '2FA', 'Last sign-in', 'Status', 'Actions']}>
              {reply.users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  self={user.id === self?.id}
                  busy={busy !== null}
                  onRole={(role) => changeRole(user, role)}
                  onAction={(action) => choose(user, action)}
                />
              ))}
            </AdminTable>
            <InviteUserForm onInvite={invite} />
          </>
        )}
      </ScreenSection>
      {asking && (
        <ConfirmDialog
          focus="no"
          question={questions[asking.action]!(asking.user)}
          onYes={() => void perform(asking.user, asking.action)}
          onNo={() => setAsking(null)}
        />
      )}
    </StandaloneScreen>
  );
}
