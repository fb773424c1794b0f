// Request bodies of the Users screen's endpoints, with the messages of common/accounts.ts.
import { z } from 'zod';
import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_ROLES, accountMessages } from '../../../common/accounts.js';
import { isRecordId } from '../../../common/record-id.js';

const name = z
  .string({ error: accountMessages.nameRequired })
  .trim()
  .min(1, { error: accountMessages.nameRequired })
  .max(ACCOUNT_NAME_MAX_LENGTH, { error: accountMessages.nameTooLong });

const email = z
  .string({ error: accountMessages.emailInvalid })
  .trim()
  .max(254, { error: accountMessages.emailInvalid })
  .pipe(z.email({ error: accountMessages.emailInvalid }));

const role = z.enum(ACCOUNT_ROLES, { error: accountMessages.roleInvalid });

export const inviteUserBody = z.object({ name, email, role });
export type InviteUserInput = z.output<typeof inviteUserBody>;

export const updateUserBody = z.object({
  name: name.optional(),
  role: role.optional(),
  disabled: z.boolean({ error: 'disabled must be true or false.' }).optional(),
});
export type UpdateUserInput = z.output<typeof updateUserBody>;

export const accountPolicyBody = z.object({
  require_two_factor: z.boolean({ error: 'require_two_factor must be true or false.' }),
});

/** The :id of a users path, or null when it cannot name an account (answered 404 like an unknown one). */
export function userIdOf(param: unknown): number | null {
  return typeof param === 'string' && isRecordId(param) ? Number(param) : null;
}
