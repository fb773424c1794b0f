// The session calls every admin screen shares: the server-side check of the gate and logout.
import type { AccountSessionReply } from '@common/accounts';
import type { LogoutReply, SessionReply } from '@common/api-types';
import { apiRequest } from '@/lib/api-client';
import { signedInAccountOf, type SignedInAccount } from '../account-context';
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

/** The account of the live admin session of this browser (GET login/session.php), or null without one. */
export async function fetchSignedInAccount(): Promise<SignedInAccount | null> {
  try {
    const reply = await apiRequest<AccountSessionReply | SessionReply>('login/session.php');
    return reply.status === 'success' ? signedInAccountOf(reply as AccountSessionReply) : null;
  } catch {
    return null;
  }
}
