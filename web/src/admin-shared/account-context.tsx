// Who is signed in and what their role lets them do, as the session check told the admin gate:
// screens hide the controls a role cannot use (the server refuses them anyway, with a 403).
import { createContext, useContext } from 'react';
import { ACCOUNT_ROLES, roleAllows, type AccessLevel, type AccountSessionReply } from '@common/accounts';

export type SignedInAccount = Omit<AccountSessionReply, 'status'>;

type AccountContextValue = {
  account: SignedInAccount | null;
  /** Changes what is known of the account (two-factor sign-in set up, for one). */
  update(change: Partial<SignedInAccount>): void;
};

export const AccountContext = createContext<AccountContextValue>({ account: null, update: () => undefined });

export function useAccount(): SignedInAccount | null {
  return useContext(AccountContext).account;
}

export function useUpdateAccount(): AccountContextValue['update'] {
  return useContext(AccountContext).update;
}

/** Whether the signed-in account's role allows `level`; nothing is allowed before the gate knows the account. */
export function useCan(level: AccessLevel): boolean {
  const account = useAccount();
  return account !== null && roleAllows(account.role, level);
}

/** The session check's reply as the SPA keeps it; a role the SPA does not know counts as the weakest. */
export function signedInAccountOf(reply: AccountSessionReply): SignedInAccount {
  const role = ACCOUNT_ROLES.includes(reply.role) ? reply.role : 'viewer';
  return {
    id: reply.id,
    username: reply.username,
    email: reply.email ?? '',
    role,
    two_factor: reply.two_factor === true,
    two_factor_setup_required: reply.two_factor_setup_required === true,
  };
}
