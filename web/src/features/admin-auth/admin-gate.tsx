// The gate of /admin, /blogsection and /blogs/*: the 'loggedin' flag (SPEC §6) AND a live server
// session. Without either: the logout call, then /login. A 401 from any later call does the same.
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { onUnauthorized } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { hasServerSession, logout } from '@/admin-shared/api/session';
import { Spinner } from '@/admin-shared/banners';
import { hasLoggedInFlag } from '@/admin-shared/session-flags';
import { forgetUnsavedChanges, UnsavedChangesGuard } from '@/admin-shared/unsaved-changes';
import '@/admin-shared/admin.css';

export function AdminGate() {
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(false);

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
      if (hasLoggedInFlag() && (await hasServerSession())) {
        if (!cancelled) setAllowed(true);
      } else if (!cancelled) {
        leave();
      }
    })();
    const stop = onUnauthorized(leave);
    return () => {
      cancelled = true;
      stop();
    };
  }, [navigate]);

  if (!allowed) return <Spinner label="Checking your session…" />;
  return (
    <>
      <Outlet />
      <UnsavedChangesGuard />
    </>
  );
}
