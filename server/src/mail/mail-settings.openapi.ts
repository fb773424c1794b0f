// The OpenAPI block of mail-settings.routes.ts.
import { z } from 'zod';
import type { MailSettingsReply, MailTestReply } from '../../../common/mail-settings.js';
import { adminOperation, errorReply, jsonReplies, jsonRequestBody, type OpenApiPaths } from '../openapi/openapi-document.js';
import { mailTestBody } from './mail-settings.routes.js';

const tag = 'Mail (owners)';

const settingsReply = z.object({
  configured: z.boolean().describe('SMTP_URL is set'),
  server: z
    .object({
      host: z.string(),
      port: z.int(),
      security: z.enum(['tls', 'starttls']).describe('tls: smtps://, encrypted from the start; starttls: smtp://, upgraded when the server offers it'),
      user: z.string().nullable(),
      password_set: z.boolean().describe('Whether SMTP_URL carries a password; the password itself is never sent'),
    })
    .nullable(),
  from: z.string().describe('MAIL_FROM'),
  contact_to: z.string().describe('CONTACT_TO'),
}) satisfies z.ZodType<MailSettingsReply>;

const testReply = z.object({ message: z.string(), response: z.string().describe('The mail server’s own reply line') }) satisfies z.ZodType<MailTestReply>;

const notOwner = errorReply('Not an owner (`code: forbidden`), two-factor set-up required first, or a cross-site request');

export const mailSettingsOpenApi: OpenApiPaths = {
  '/admin/mail': {
    get: adminOperation(tag, 'The mail settings of the environment (SMTP_URL without its password, MAIL_FROM, CONTACT_TO)', {
      responses: { ...jsonReplies('The settings', settingsReply, [401]), 403: notOwner },
    }),
  },
  '/admin/mail/test': {
    post: adminOperation(tag, 'Send a test e-mail through SMTP_URL to `to`, or to the signed-in owner', {
      requestBody: jsonRequestBody(mailTestBody),
      responses: {
        ...jsonReplies('The mail server took it; `response` is its answer', testReply, [400, 401]),
        403: notOwner,
        409: errorReply('No mail server is set (`code: mail_not_configured`)'),
        502: errorReply('The mail server refused the mail or could not be reached (`code: mail_refused`); `error` quotes its answer'),
      },
    }),
  },
};
