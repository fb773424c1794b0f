// The OpenAPI block of users.routes.ts.
import { z } from 'zod';
import { ACCOUNT_ROLES, type UserReply, type UsersReply } from '../../../common/accounts.js';
import { adminOnly, errorResponses, jsonRequestBody, jsonResponse, type OpenApiPaths } from '../openapi/openapi-document.js';
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
const userReply = z.object({ user: accountSchema, message: z.string() }) satisfies z.ZodType<UserReply>;
const messageReply = z.object({ message: z.string() });
const policyReply = z.object({ require_two_factor: z.boolean(), message: z.string() });

const idParameter = { name: 'id', in: 'path', required: true, description: "The account's id", schema: { type: 'integer', minimum: 1 } };

/** An `{ error }` reply with a description of its own (the shared ones describe content endpoints). */
function errorReply(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}

const forbidden = { 403: errorReply('Not an owner (`code: forbidden`), two-factor set-up required first, or a cross-site request') };
const conflicts = (description: string) => ({ 409: errorReply(description) });

export const usersOpenApi: OpenApiPaths = {
  '/admin/users': {
    get: {
      summary: 'Every account, by name, and whether two-factor sign-in is required',
      tags: [tag],
      ...adminOnly,
      responses: { 200: jsonResponse('The accounts', usersReply), ...errorResponses(401), ...forbidden },
    },
    post: {
      summary: 'Invite an account: it is created without a password and e-mailed a link valid 48 hours',
      tags: [tag],
      ...adminOnly,
      requestBody: jsonRequestBody(inviteUserBody),
      responses: {
        201: jsonResponse('Invited', userReply),
        ...errorResponses(400, 401),
        ...forbidden,
        ...conflicts('An account with this e-mail address exists already'),
      },
    },
  },
  '/admin/users/{id}/invitation': {
    post: {
      summary: 'Send the invitation again with a new link; the earlier link stops working',
      tags: [tag],
      ...adminOnly,
      parameters: [idParameter],
      responses: {
        200: jsonResponse('Sent again', userReply),
        ...errorResponses(401, 404),
        ...forbidden,
        ...conflicts('The account has set its password already'),
      },
    },
  },
  '/admin/users/{id}': {
    patch: {
      summary: "Change an account's name or role, or disable (ending its sessions at once) or enable it",
      tags: [tag],
      ...adminOnly,
      parameters: [idParameter],
      requestBody: jsonRequestBody(updateUserBody),
      responses: {
        200: jsonResponse('Updated', userReply),
        ...errorResponses(400, 401, 404),
        ...forbidden,
        ...conflicts('Your own account, or the change would leave no active owner'),
      },
    },
    delete: {
      summary: 'Delete an account and end its sessions',
      tags: [tag],
      ...adminOnly,
      parameters: [idParameter],
      responses: {
        200: jsonResponse('Deleted', messageReply),
        ...errorResponses(401, 404),
        ...forbidden,
        ...conflicts('Your own account, or the last active owner'),
      },
    },
  },
  '/admin/account-policy': {
    put: {
      summary: 'Require two-factor sign-in of every account, or not',
      tags: [tag],
      ...adminOnly,
      requestBody: jsonRequestBody(accountPolicyBody),
      responses: { 200: jsonResponse('Saved', policyReply), ...errorResponses(400, 401), ...forbidden },
    },
  },
};
