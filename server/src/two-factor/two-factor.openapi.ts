// The OpenAPI block of two-factor.routes.ts.
import { z } from 'zod';
import {
  ACCOUNT_ROLES,
  FRESH_SIGN_IN_MINUTES,
  type RecoveryCodesReply,
  type TwoFactorSetupReply,
  type TwoFactorStatusReply,
  type UserReply,
} from '../../../common/accounts.js';
import { sameShapeReplies, adminOperation, errorResponses, jsonReplies, jsonRequestBody, jsonResponse, operation, type OpenApiPaths } from '../openapi/openapi-document.js';
import { passwordBody, twoFactorConfirmBody, twoFactorLoginBody, twoFactorSetupBody } from './two-factor.schema.js';

const tag = 'Two-factor sign-in';

const codeStepReply = z.union([
  z.object({ status: z.literal('success'), id: z.int(), username: z.string(), message: z.string() }),
  z.object({ status: z.literal('error'), message: z.string(), error: z.string() }),
]);

const statusReply = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.int(),
  required: z.boolean().describe("The owners' policy: every account must use two-factor sign-in"),
}) satisfies z.ZodType<TwoFactorStatusReply>;

const setupReply = z.object({
  secret: z.string().describe('Base32, for typing into an app that cannot scan'),
  otpauth_url: z.string(),
  qr_svg: z.string().describe('The otpauth URL as a QR code, an SVG document'),
}) satisfies z.ZodType<TwoFactorSetupReply>;

const recoveryCodesReply = z.object({
  recovery_codes: z.array(z.string()).describe('Shown this once; each works once'),
  message: z.string(),
}) satisfies z.ZodType<RecoveryCodesReply>;

const messageReply = z.object({ message: z.string() });

const passwordRequiredReply = z.object({ error: z.string(), code: z.literal('password_required').optional() });

const tooManyPasswords = jsonResponse('Too many wrong passwords of this account: see Retry-After', messageReply);

const passwordLimitNote =
  'A wrong password counts as a failed sign-in of the account (login.php\'s limits): past them, 429 with Retry-After, here and at every other check of the password.';

const userReply = z.object({
  user: z.object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ACCOUNT_ROLES),
    status: z.enum(['active', 'invited', 'disabled']),
    two_factor: z.boolean(),
    last_sign_in_at: z.string().nullable().describe('ISO 8601'),
  }),
  message: z.string(),
}) satisfies z.ZodType<UserReply>;

export const twoFactorOpenApi: OpenApiPaths = {
  '/login/two-factor': {
    post: operation('auth', "Sign in, second step: the code of the account's authenticator app (or a recovery code) within 5 minutes of the password", {
      requestBody: jsonRequestBody(twoFactorLoginBody),
      responses: sameShapeReplies(
        codeStepReply,
        {
          200: 'Signed in: the reply of login.php',
          400: 'Neither code nor recovery_code',
          401: 'A wrong or used code, or no password step in the last 5 minutes',
          429: 'Too many wrong codes: see Retry-After',
        },
        [403],
      ),
    }),
  },
  '/admin/account/two-factor': {
    get: adminOperation(tag, "Whether the signed-in account's two-factor sign-in is on, and its recovery codes left", {
      responses: jsonReplies('The state', statusReply, [401]),
    }),
  },
  '/admin/account/two-factor/setup': {
    post: adminOperation(
      tag,
      {
        summary: 'Starts the set-up: a new secret, as text and as a QR code, waiting for its first code',
        description: `Needs the password unless the session signed in within the last ${FRESH_SIGN_IN_MINUTES} minutes: without it, 403 with \`code: "password_required"\`, and the admin asks for it. ${passwordLimitNote}`,
      },
      {
        requestBody: jsonRequestBody(twoFactorSetupBody),
        responses: {
          200: jsonResponse('The secret to scan', setupReply),
          403: jsonResponse(`No password, and the sign-in is over ${FRESH_SIGN_IN_MINUTES} minutes old (code password_required); or a cross-site request`, passwordRequiredReply),
          409: jsonResponse('On already', messageReply),
          429: tooManyPasswords,
          ...errorResponses(400, 401),
        },
      },
    ),
  },
  '/admin/account/two-factor/confirm': {
    post: adminOperation(tag, 'Turns two-factor sign-in on with the first code of the new secret; replies with 10 recovery codes and e-mails the account', {
      requestBody: jsonRequestBody(twoFactorConfirmBody),
      responses: {
        200: jsonResponse('On', recoveryCodesReply),
        409: jsonResponse('On already, or no set-up waiting', messageReply),
        ...errorResponses(400, 401, 403),
      },
    }),
  },
  '/admin/account/two-factor/disable': {
    post: adminOperation(
      tag,
      {
        summary: 'Turns two-factor sign-in off (needs the password; refused while the owners require it)',
        description: passwordLimitNote,
      },
      {
        requestBody: jsonRequestBody(passwordBody),
        responses: {
          200: jsonResponse('Off', messageReply),
          409: jsonResponse('Required by the policy', messageReply),
          429: tooManyPasswords,
          ...errorResponses(400, 401, 403),
        },
      },
    ),
  },
  '/admin/account/two-factor/recovery-codes': {
    post: adminOperation(
      tag,
      {
        summary: 'A new set of 10 recovery codes (needs the password); the old ones stop working',
        description: passwordLimitNote,
      },
      {
        requestBody: jsonRequestBody(passwordBody),
        responses: {
          200: jsonResponse('The new codes', recoveryCodesReply),
          409: jsonResponse('Two-factor sign-in is off', messageReply),
          429: tooManyPasswords,
          ...errorResponses(400, 401, 403),
        },
      },
    ),
  },
  '/admin/users/{id}/two-factor/reset': {
    post: adminOperation(tag, "An owner turns an account's two-factor sign-in off, for it to set up again (lost phone and codes)", {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: jsonReplies('Reset', userReply, [401, 403, 404]),
    }),
  },
};
