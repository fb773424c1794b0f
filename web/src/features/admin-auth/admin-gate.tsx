// The gate of /admin, /blogsection and /blogs/*: the 'loggedin' flag (SPEC §6) AND a live server
// session. Without either: the logout call, then /login. A 401 from any later call does the same.
// The session's account (its role) is handed to every screen through AccountContext. While the
// site requires two-factor sign-in and this account has none, only its Account screen works: the
// gate sends it there (so does a 403 two_factor_setup_required from any call) and says why.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { accountMessages } from '@common/accounts';
import { onTwoFactorSetupRequired, onUnauthorized } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { AccountContext, type SignedInAccount } from '@/admin-shared/account-context';
import { fetchSignedInAccount, logout } from '@/admin-shared/api/session';
import { Spinner } from '@/admin-shared/banners';
import { hasLoggedInFlag } from '@/admin-shared/session-flags';
import { forgetUnsavedChanges, UnsavedChangesGuard } from '@/admin-shared/unsaved-changes';
import '@/admin-shared/admin.css';

export function AdminGate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [account, setAccount] = useState<SignedInAccount | null>(null);

  useEffect(() => {
    let cancelled = false;
    let leaving = false;
    const leave = () => {
      if (leaving) return;
      leaving = true;
      // The session is gone: unsaved work cannot be saved any more, so nothing holds the way out.
      forgetUnsavedChanges();
      void logout().then(() => navigate(paths.login, { replace: true }));
    };
    (async () => {
      const signedIn = hasLoggedInFlag() ? await fetchSignedInAccount() : null;
      if (cancelled) return;
      if (signedIn) setAccount(signedIn);
      else leave();
    })();
    const stopUnauthorized = onUnauthorized(leave);
    const stopSetupRequired = onTwoFactorSetupRequired(() => setAccount((known) => known && { ...known, two_factor_setup_required: true }));
    return () => {
      cancelled = true;
      stopUnauthorized();
      stopSetupRequired();
    };
  }, [navigate]);

  const setupRequired = account?.two_factor_setup_required === true;
  const onAccountScreen = pathname.toLowerCase() === paths.adminAccount;
  useEffect(() => {
    if (setupRequired && !onAccountScreen) {
      forgetUnsavedChanges();
      navigate(paths.adminAccount, { replace: true });
    }
  }, [setupRequired, onAccountScreen, navigate]);

  const update = useCallback((change: Partial<SignedInAccount>) => setAccount((known) => known && { ...known, ...change }), []);
  const context = useMemo(() => ({ account, update }), [account, update]);

  if (!account) return <Spinner label="Checking your session…" />;
  return (
    <AccountContext.Provider value={context}>
      {setupRequired && (
        <div className="admin-gate__notice">
          <div className="admin-banner admin-banner--error" role="alert">
            {accountMessages.twoFactorSetupRequired}
          </div>
        </div>
      )}
      <Outlet />
      <UnsavedChangesGuard />
    </AccountContext.Provider>
  );
}
