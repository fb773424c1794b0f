// The browser-side session flags of SPEC §3 (sessionStorage 'loggedin', the user id, the
// username). The server session is what really gates the admin; the flags are kept because the
// spec's SPA reads them (the gate, the password form's user_id).

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
