// The signed-in account's own two-factor sign-in (/backend/admin/account/two-factor…): its status,
// the set-up (a secret and its QR code, confirmed by a first code), turning it off and new
// recovery codes (both after the password).
import { accountPaths, type RecoveryCodesReply, type TwoFactorSetupReply, type TwoFactorStatusReply } from '@common/accounts';
import { apiRequest } from '@/lib/api-client';

export function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatusReply> {
  return apiRequest<TwoFactorStatusReply>(accountPaths.ownTwoFactor, { signal });
}

export function startTwoFactorSetup(): Promise<TwoFactorSetupReply> {
  return apiRequest<TwoFactorSetupReply>(`${accountPaths.ownTwoFactor}/setup`, { method: 'POST', body: {} });
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
