// The session calls every admin screen shares: the server-side check of the gate and logout.
import type { LogoutReply, SessionReply } from '@common/api-types';
import { apiRequest } from '@/lib/api-client';
import { clearSessionFlags } from '../session-flags';

/** GET login/logout.php, then the flags go. SPEC §8: a logout failure is only logged. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<LogoutReply>('login/logout.php');
  } catch (error) {
    console.error('Logout failed', error);
  }
  clearSessionFlags();
}

/** True when the server holds a live admin session for this browser (GET login/session.php). */
export async function hasServerSession(): Promise<boolean> {
  try {
    const reply = await apiRequest<SessionReply>('login/session.php');
    return reply.status === 'success';
  } catch {
    return false;
  }
}
