// The Mail settings calls (owners): the environment's mail settings, and a test e-mail.
import { mailPaths, type MailSettingsReply, type MailTestReply } from '@common/mail-settings';
import { apiRequest } from '@/lib/api-client';

export function fetchMailSettings(signal?: AbortSignal): Promise<MailSettingsReply> {
  return apiRequest<MailSettingsReply>(mailPaths.settings, { signal });
}

/** `to` blank: the signed-in owner's address. */
export function sendTestMail(to: string): Promise<MailTestReply> {
  return apiRequest<MailTestReply>(mailPaths.test, { method: 'POST', body: { to } });
}
