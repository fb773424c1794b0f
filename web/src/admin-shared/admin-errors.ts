// SPEC §8's texts for failed admin actions: 'Error: ' plus the server's text when it answered,
// a generic text when the request itself failed.
import { adminErrorMessages } from '@common/messages';
import { ApiError } from '@/lib/api-client';

export function actionErrorText(error: unknown, fallback: string = adminErrorMessages.generic): string {
  if (error instanceof ApiError && error.status !== 0) return `${adminErrorMessages.errorPrefix}${error.message}`;
  return fallback;
}
