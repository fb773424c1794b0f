// Creating admin accounts: the first one at start-up, and more from the shell (npm run admin),
// both owners; the Users screen invites the rest.
import { recordAudit } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import {
  clearTwoFactor,
  countAdmins,
  deleteSessionsOfAdmin,
  findAdminByEmail,
  insertAdmin,
  updateAdminPasswordHash,
} from './admin-users.repository.js';
import { newPasswordProblemFor } from './new-password.js';
import { generateStrongPassword, hashPassword } from './password-hashing.js';

export const defaultAdminEmail = 'admin@example.com';

export type FirstAdmin =
  | { created: false }
  | { created: true; email: string; generatedPassword: string | undefined };

/**
 * With no admin yet, creates one from ADMIN_EMAIL/ADMIN_PASSWORD, or admin@example.com with a random
 * password that the caller prints once. There is no fixed default password, and an ADMIN_PASSWORD
 * that breaks the rules of a new password stops the start with a message naming it.
 */
export async function ensureFirstAdmin(
  db: Db,
  credentials: { email: string | undefined; password: string | undefined },
): Promise<FirstAdmin> {
  if ((await countAdmins(db)) > 0) return { created: false };
  const email = credentials.email ?? defaultAdminEmail;
  if (credentials.password) {
    const problem = newPasswordProblemFor(email, credentials.password);
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  }
  const generatedPassword = credentials.password ? undefined : generatePasswordFor(email);
  await insertAdmin(db, {
    email,
    username: usernameOf(email),
    password_hash: await hashPassword(credentials.password ?? generatedPassword!),
    role: 'owner',
  });
  return { created: true, email, generatedPassword };
}

export async function createAdmin(db: Db, email: string, password: string): Promise<void> {
  refuseBadPassword(email, password);
  if (await findAdminByEmail(db, email)) throw new Error(`an admin with the e-mail ${email} exists already`);
  // Whoever has the server's shell has every right already: accounts made there are owners.
  await insertAdmin(db, { email, username: usernameOf(email), password_hash: await hashPassword(password), role: 'owner' });
}

export async function resetAdminPassword(db: Db, email: string, password: string): Promise<void> {
  refuseBadPassword(email, password);
  const admin = await findAdminByEmail(db, email);
  if (!admin) throw new Error(`no admin has the e-mail ${email}`);
  await updateAdminPasswordHash(db, admin.id, await hashPassword(password));
  // Sessions of that admin end with the reset: whoever held them no longer knows the password.
  await deleteSessionsOfAdmin(db, admin.id);
}

/** The shell's way back in when an account lost its phone and codes, or SECRETS_KEY changed. */
export async function resetAdminTwoFactor(db: Db, email: string, at: Date): Promise<void> {
  const admin = await findAdminByEmail(db, email);
  if (!admin) throw new Error(`no admin has the e-mail ${email}`);
  await db.transaction().execute(async (tx) => {
    await clearTwoFactor(tx, admin.id);
    await recordAudit(tx, {
      action: 'two_factor_reset',
      actor: { id: null, name: 'npm run admin' },
      at,
      item: { kind: 'users', id: admin.id, title: admin.username },
    });
  });
}

export function logFirstAdmin(logger: Logger, first: FirstAdmin): void {
  if (!first.created) return;
  logger.info({ email: first.email }, 'created the first admin account');
}

/** The broken rule's message as the error, which npm run admin prints. */
function refuseBadPassword(email: string, password: string): void {
  const problem = newPasswordProblemFor(email, password);
  if (problem) throw new Error(problem);
}

/**
 * A random password that passes every rule. Twenty random characters are all but never made of
 * words alone; drawing again when they are makes it certain rather than likely.
 */
export function generatePasswordFor(email: string): string {
  for (;;) {
    const password = generateStrongPassword();
    if (newPasswordProblemFor(email, password) === null) return password;
  }
}

function usernameOf(email: string): string {
  return email.split('@')[0] || email;
}
