// The OpenAPI block of users.routes.ts.
import { z } from 'zod';
import { ACCOUNT_ROLES, type UserReply, type UsersReply } from '../../../common/accounts.js';
import { adminOperation, errorReply, jsonReplies, jsonRequestBody, type OpenApiPaths } from '../openapi/openapi-document.js';
import { accountPolicyBody, inviteUserBody, updateUserBody } from './users.schema.js';

const tag = 'Users (owners)';

const accountSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  status: z.enum(['active', 'invited', 'disabled']).describe('invited until the invitation link is used'),
  two_factor: z.boolean(),
  last_sign_in_at: z.string().nullable().describe('ISO 8601; null before the first sign-in'),
});

const usersReply = z.object({ users: z.array(accountSchema), require_two_factor: z.boolean() }) satisfies z.ZodType<UsersReply>;
const userReply = z.object({
  user: accountSchema,
  message: z.string(),
  link: z.string().optional().describe('Only while no mail server is set (SMTP_URL): the invitation’s link, which was not e-mailed'),
}) satisfies z.ZodType<UserReply>;
const messageReply = z.object({ message: z.string() });
const policyReply = z.object({ require_two_factor: z.boolean(), message: z.string() });

const idParameter = { name: 'id', in: 'path', required: true, description: "The account's id", schema: { type: 'integer', minimum: 1 } };

/** An owner's operation's replies: its own, 403 for anyone else, and 409 (`conflict`) when the change cannot be made. */
function ownerReplies(replies: Record<string, unknown>, conflict?: string) {
  const forbidden = errorReply('Not an owner (`code: forbidden`), two-factor set-up required first, or a cross-site request');
  return { ...replies, 403: forbidden, ...(conflict !== undefined ? { 409: errorReply(conflict) } : {}) };
}

export const usersOpenApi: OpenApiPaths = {
  '/admin/users': {
    get: adminOperation(tag, 'Every account, by name, and whether two-factor sign-in is required', {
      responses: ownerReplies(jsonReplies('The accounts', usersReply, [401])),
    }),
    post: adminOperation(tag, 'Invite an account: it is created without a password and e-mailed a link valid 48 hours', {
      requestBody: jsonRequestBody(inviteUserBody),
      responses: ownerReplies(jsonReplies('Invited', userReply, [400, 401], 201), 'An account with this e-mail address exists already'),
    }),
  },
  '/admin/users/{id}/invitation': {
    post: adminOperation(tag, 'Send the invitation again with a new link; the earlier link stops working', {
      parameters: [idParameter],
      responses: ownerReplies(jsonReplies('Sent again', userReply, [401, 404]), 'The account has set its password already'),
    }),
  },
  '/admin/users/{id}/password-link': {
    post: adminOperation(tag, 'Make a link to set a new password (30 minutes) for an active account and e-mail it; `link` carries it while no mail server is set', {
      parameters: [idParameter],
      responses: ownerReplies(jsonReplies('Made', userReply, [401, 404]), 'Your own account, or one without a password or disabled'),
    }),
  },
  '/admin/users/{id}': {
    patch: adminOperation(tag, "Change an account's name or role, or disable (ending its sessions at once) or enable it", {
      parameters: [idParameter],
      requestBody: jsonRequestBody(updateUserBody),
      responses: ownerReplies(jsonReplies('Updated', userReply, [400, 401, 404]), 'Your own account, or the change would leave no active owner'),
    }),
    delete: adminOperation(tag, 'Delete an account and end its sessions', {
      parameters: [idParameter],
      responses: ownerReplies(jsonReplies('Deleted', messageReply, [401, 404]), 'Your own account, or the last active owner'),
    }),
  },
  '/admin/account-policy': {
    put: adminOperation(tag, 'Require two-factor sign-in of every account, or not', {
      requestBody: jsonRequestBody(accountPolicyBody),
      responses: ownerReplies(jsonReplies('Saved', policyReply, [400, 401])),
    }),
  },
};
