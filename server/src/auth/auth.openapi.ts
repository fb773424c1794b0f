// The sign-in and password paths in the OpenAPI document, from the schemas that validate them.
import { z } from 'zod';
import { sameShapeReplies, adminOperation, jsonRequestBody, jsonResponse, operation, type OpenApiPaths } from '../openapi/openapi-document.js';
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
    post: operation('auth', 'Sign in: starts an admin session (cookie); failures are limited per account and address', {
      requestBody: jsonRequestBody(loginBody),
      responses: sameShapeReplies(
        loginReply,
        {
          200: 'Signed in, or (for an account with two-factor sign-in) waiting for the code',
          400: 'Missing e-mail or password',
          401: 'Wrong e-mail or password',
          429: 'Too many failed attempts: see Retry-After',
        },
        [403],
      ),
    }),
  },
  '/login/logout.php': {
    get: operation('auth', 'Sign out: ends the session', {
      responses: { 200: jsonResponse('Signed out', logoutReply) },
    }),
  },
  '/login/session.php': {
    get: adminOperation('auth', 'The signed-in admin, checked by the admin SPA on load', {
      responses: sameShapeReplies(sessionReply, { 200: 'Signed in', 401: 'No session' }),
    }),
  },
  '/password/update_password_api.php': {
    post: adminOperation('auth', "Change the signed-in admin's password; ends the admin's other sessions", {
      requestBody: jsonRequestBody(passwordChangeBody),
      responses: sameShapeReplies(
        passwordChangeReply,
        {
          200: 'Changed',
          400: 'A rule was broken: `message` says which',
          401: 'Wrong current password, or no session',
        },
        [403, 429],
      ),
    }),
  },
};
