// The OpenAPI block of account-link.routes.ts.
import { z } from 'zod';
import type { AccountLinkReply } from '../../../common/accounts.js';
import { errorReply, errorResponses, jsonReplies, jsonRequestBody, jsonResponse, operation, type OpenApiPaths } from '../openapi/openapi-document.js';
import { forgotPasswordBody, linkTokenBody, setPasswordBody } from './account-link.schema.js';

const tag = 'Account links';

const successReply = z.object({ status: z.literal('success'), message: z.string() });
const linkReply = z.object({ purpose: z.enum(['invite', 'reset']), email: z.string(), name: z.string() }) satisfies z.ZodType<AccountLinkReply>;

const linkGone = { 410: errorReply('The link has expired, has been used, or never existed') };

export const accountLinkOpenApi: OpenApiPaths = {
  '/login/forgot-password': {
    post: operation(tag, 'E-mail a password-reset link valid 30 minutes; the same reply whether or not the address has an account', {
      requestBody: jsonRequestBody(forgotPasswordBody),
      responses: {
        200: jsonResponse('Accepted (a link is sent only to an active account with this address)', successReply),
        ...errorResponses(400, 403),
        429: errorReply('Too many requests from this address or for this e-mail: see Retry-After'),
      },
    }),
  },
  '/login/account-link': {
    post: operation(tag, 'What the link of an invitation or reset e-mail opens, before its form is sent', {
      requestBody: jsonRequestBody(linkTokenBody),
      responses: { ...jsonReplies('The link works', linkReply, [403]), ...linkGone },
    }),
  },
  '/login/set-password': {
    post: operation(tag, "Set the account's password through its link (used up; every session of the account ends; no sign-in)", {
      requestBody: jsonRequestBody(linkTokenBody.extend(setPasswordBody.shape)),
      responses: { ...jsonReplies('Password set', successReply, [400, 403]), ...linkGone },
    }),
  },
};
