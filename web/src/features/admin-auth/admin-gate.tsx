// The gate of /admin, /blogsection and /blogs/*: the 'loggedin' flag (SPEC §6) AND a live server
// session. Without either: the logout call, then /login, which is told the page to return to and,
// when a session ended under the editor, why (return-path.ts). A 401 from any later call does the
// same. The session's account (its role) is handed to every screen through AccountContext. While
// the site requires two-factor sign-in and this account has none, only its Account screen works:
// the gate sends it there (so does a 403 two_factor_setup_required from any call); the frame says why.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { SessionEndReason } from '@common/accounts';
import { onTwoFactorSetupRequired, onUnauthorized } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { AccountContext, type SignedInAccount } from '@/admin-shared/account-context';
import { fetchSignedInAccount, logout } from '@/admin-shared/api/session';
import { Spinner } from '@/admin-shared/banners';
import { hasLoggedInFlag } from '@/admin-shared/session-flags';
import { forgetUnsavedChanges, UnsavedChangesGuard } from '@/admin-shared/unsaved-changes';
import { signInPath } from './return-path';
import '@/admin-shared/admin.css';

/** What a 401's body says of why the session no longer counts; a session that is simply gone was ended (elsewhere, or idle too long). */
function endReasonOf(body: unknown): SessionEndReason {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  if (code === 'session_expired') return 'expired';
  if (code === 'account_disabled') return 'disabled';
  return 'ended';
}

export function AdminGate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [account, setAccount] = useState<SignedInAccount | null>(null);

  useEffect(() => {
    let cancelled = false;
    let leaving = false;
    let why: SessionEndReason | undefined;
    /** To the sign-in page, which returns here afterwards; `reason` when a session ended under the editor. */
    const leave = (reason?: SessionEndReason) => {
      // Two calls in flight when a session expires: the first is told "expired" and the session is
      // destroyed, the second finds none ("ended"), and may be answered first. The reason that
      // knows more wins while the logout call is out.
      if (reason && reason !== 'ended') why = reason;
      else why ??= reason;
      if (leaving) return;
      leaving = true;
      // The session is gone: unsaved work cannot be saved any more, so nothing holds the way out.
      forgetUnsavedChanges();
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void logout().then(() => navigate(signInPath(here, why), { replace: true }));
    };
    const hadSession = hasLoggedInFlag();
    (async () => {
      const signedIn = hadSession ? await fetchSignedInAccount() : null;
      if (cancelled) return;
      if (signedIn) setAccount(signedIn);
      else leave(hadSession ? 'ended' : undefined);
    })();
    const stopUnauthorized = onUnauthorized((body) => leave(endReasonOf(body)));
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

  if (!account) {
    return (
      <main className="admin-gate__checking">
        <Spinner label="Checking your session…" />
      </main>
    );
  }
  return (
    <AccountContext.Provider value={context}>
      <Outlet />
      <UnsavedChangesGuard />
    </AccountContext.Provider>
  );
}
