// Admin users made directly in the database, for tests that need an account.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../server/src/auth/password-hashing.js';
import { insertAdmin } from '../../server/src/auth/admin-users.repository.js';
import type { AccountRole } from '../../common/accounts.js';
import type { Db } from '../../server/src/db/database.js';

export type TestAdmin = { id: number; email: string; password: string; role: AccountRole };

let counter = 0;

export async function createAdminUser(db: Db, overrides: Partial<{ email: string; password: string; role: AccountRole }> = {}): Promise<TestAdmin> {
  counter += 1;
  const email = overrides.email ?? `admin${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? 'Str0ng!Passw0rd';
  // Owners unless a test asks for another role: they may do everything, as every admin could before roles.
  const role = overrides.role ?? 'owner';
  const row = await insertAdmin(db, { email, username: email.split('@')[0]!, password_hash: await hashPassword(password), role });
  return { id: row.id, email, password, role };
}
