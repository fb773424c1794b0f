// The signed-in account's own two-factor sign-in (/backend/admin/account/two-factor…): its status,
// the set-up (a secret and its QR code, confirmed by a first code; after the password unless the
// sign-in is fresh), turning it off and new recovery codes (both after the password).
import { accountPaths, type RecoveryCodesReply, type TwoFactorSetupReply, type TwoFactorStatusReply } from '@common/accounts';
import { ApiError, apiRequest } from '@/lib/api-client';

export function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatusReply> {
  return apiRequest<TwoFactorStatusReply>(accountPaths.ownTwoFactor, { signal });
}

/** Without `password`, answers 403 `password_required` unless the session signed in a few minutes ago. */
export function startTwoFactorSetup(password?: string): Promise<TwoFactorSetupReply> {
  return apiRequest<TwoFactorSetupReply>(`${accountPaths.ownTwoFactor}/setup`, { method: 'POST', body: password === undefined ? {} : { password } });
}

/** The set-up's refusal that asks for the password (the sign-in is too old to vouch for the person). */
export function isPasswordRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && (error.body as { code?: unknown } | undefined)?.code === 'password_required';
}

export function confirmTwoFactor(code: string): Promise<RecoveryCodesReply> {
  return apiRequest<RecoveryCodesReply>(`${accountPaths.ownTwoFactor}/confirm`, { method: 'POST', body: { code } });
}

export function disableTwoFactor(password: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`${accountPaths.ownTwoFactor}/disable`, { method: 'POST', body: { password } });
}

export function renewRecoveryCodes(password: string): Promise<RecoveryCodesReply> {
  return apiRequest<RecoveryCodesReply>(`${accountPaths.ownTwoFactor}/recovery-codes`, { method: 'POST', body: { password } });
}
