// The browser-side session flags of SPEC §3 (sessionStorage 'loggedin', user id, username) and
// the sign-in calls. The server session is what really gates the admin; the flags are kept
// because the spec's SPA reads them.
import type { LoginReply } from '../../../../common/api-types';
import { apiRequest, ApiError } from '../../lib/api-client';

const keys = { loggedIn: 'loggedin', userId: 'user_id', username: 'username' } as const;

export function storeSessionFlags(id: number, username: string): void {
  sessionStorage.setItem(keys.loggedIn, 'true');
  sessionStorage.setItem(keys.userId, String(id));
  sessionStorage.setItem(keys.username, username);
}

export function clearSessionFlags(): void {
  Object.values(keys).forEach((key) => sessionStorage.removeItem(key));
}

export function hasLoggedInFlag(): boolean {
  return sessionStorage.getItem(keys.loggedIn) === 'true';
}

export function storedUserId(): number | null {
  const id = Number(sessionStorage.getItem(keys.userId));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function storedUsername(): string {
  return sessionStorage.getItem(keys.username) ?? '';
}

/** The login call: the reply body also on 401/429, since the form shows the server's message. */
export async function login(email: string, password: string): Promise<LoginReply> {
  try {
    return await apiRequest<LoginReply>('login/login.php', { method: 'POST', body: { email, password } });
  } catch (error) {
    if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'message' in error.body) {
      return { status: 'error', message: String((error.body as { message: unknown }).message) };
    }
    throw error;
  }
}

export async function logout(): Promise<void> {
  try {
    await apiRequest('login/logout.php');
  } catch (error) {
    // SPEC §8: a logout failure is only logged.
    console.error('Logout failed', error);
  }
  clearSessionFlags();
}

/** True when the server holds a live admin session for this browser. */
export async function hasServerSession(): Promise<boolean> {
  try {
    await apiRequest('login/session.php');
    return true;
  } catch {
    return false;
  }
}
