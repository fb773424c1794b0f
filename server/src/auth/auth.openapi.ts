// The sign-in and password paths in the OpenAPI document, from the schemas that validate them.
import { z } from 'zod';
import { adminOnly, errorResponses, jsonRequestBody, jsonResponse, type OpenApiPaths } from '../openapi/openapi-document.js';
import { loginBody, passwordChangeBody } from './auth.schema.js';

const loginReply = z.union([
  z.object({ status: z.literal('success'), id: z.number().int(), username: z.string(), message: z.string() }),
  z.object({ status: z.literal('two_factor'), message: z.string() }).describe('The password was right; POST login/two-factor with the code next'),
  z.object({ status: z.literal('error'), message: z.string(), error: z.string() }),
]);
const logoutReply = z.object({ status: z.literal('success'), message: z.string() });
const sessionReply = z.union([
  z.object({ status: z.literal('success'), id: z.number().int(), username: z.string() }),
  z.object({ status: z.literal('error'), error: z.string() }),
]);
const passwordChangeReply = z.union([
  z.object({ status: z.literal(true), message: z.string() }),
  z.object({ status: z.literal(false), message: z.string(), error: z.string() }),
]);

export const authOpenApi: OpenApiPaths = {
  '/login/login.php': {
    post: {
      summary: 'Sign in: starts an admin session (cookie); failures are limited per account and address',
      tags: ['auth'],
      requestBody: jsonRequestBody(loginBody),
      responses: {
        200: jsonResponse('Signed in, or (for an account with two-factor sign-in) waiting for the code', loginReply),
        400: jsonResponse('Missing e-mail or password', loginReply),
        401: jsonResponse('Wrong e-mail or password', loginReply),
        429: jsonResponse('Too many failed attempts: see Retry-After', loginReply),
        ...errorResponses(403),
      },
    },
  },
  '/login/logout.php': {
    get: {
      summary: 'Sign out: ends the session',
      tags: ['auth'],
      responses: { 200: jsonResponse('Signed out', logoutReply) },
    },
  },
  '/login/session.php': {
    get: {
      summary: 'The signed-in admin, checked by the admin SPA on load',
      tags: ['auth'],
      ...adminOnly,
      responses: { 200: jsonResponse('Signed in', sessionReply), 401: jsonResponse('No session', sessionReply) },
    },
  },
  '/password/update_password_api.php': {
    post: {
      summary: "Change the signed-in admin's password; ends the admin's other sessions",
      tags: ['auth'],
      ...adminOnly,
      requestBody: jsonRequestBody(passwordChangeBody),
      responses: {
        200: jsonResponse('Changed', passwordChangeReply),
        400: jsonResponse('A rule was broken: `message` says which', passwordChangeReply),
        401: jsonResponse('Wrong current password, or no session', passwordChangeReply),
        ...errorResponses(403, 429),
      },
    },
  },
};
