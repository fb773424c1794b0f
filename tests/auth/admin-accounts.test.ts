import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../common/messages.js';
import { createAdmin, ensureFirstAdmin, resetAdminPassword } from '../../server/src/auth/admin-accounts.service.js';
import { findAdminByEmail } from '../../server/src/auth/admin-users.repository.js';
import { verifyPassword } from '../../server/src/auth/password-hashing.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const root = path.resolve(import.meta.dirname, '../..');

/** `npm run admin -- ...args` as a shell runs it, without a terminal, against `databaseUrl`. */
async function runAdminCommand(databaseUrl: string, env: Record<string, string>, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/run-cli.mjs', 'server/src/auth/admin-cli.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: databaseUrl, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('admin accounts set up from the shell and at start-up', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.drop());

  it('refuses an ADMIN_PASSWORD built from the site’s name, naming the variable, and creates no admin', async () => {
    await expect(ensureFirstAdmin(database.db, { email: 'owner@sjg.example', password: 'SjgGroup@2026' })).rejects.toThrow(
      `ADMIN_PASSWORD: ${authMessages.passwordGuessable}`,
    );
    await expect(ensureFirstAdmin(database.db, { email: 'owner@sjg.example', password: 'Owner@2026' })).rejects.toThrow(
      `ADMIN_PASSWORD: ${authMessages.passwordGuessable}`,
    );
    expect(await findAdminByEmail(database.db, 'owner@sjg.example')).toBeUndefined();
  });

  it('creates the first admin with a generated password that passes every rule', async () => {
    const first = await ensureFirstAdmin(database.db, { email: undefined, password: undefined });
    expect(first).toMatchObject({ created: true, email: 'admin@example.com' });
    const admin = await findAdminByEmail(database.db, 'admin@example.com');
    expect(first.created && first.generatedPassword && (await verifyPassword(admin!.password_hash!, first.generatedPassword))).toBe(true);
  });

  it('refuses guessable passwords in npm run admin’s create and reset-password', async () => {
    await expect(createAdmin(database.db, 'ravi.shah@sjg.example', 'Ravi.Shah@2026')).rejects.toThrow(authMessages.passwordGuessable);
    await expect(createAdmin(database.db, 'ravi.shah@sjg.example', 'Sjg@2026')).rejects.toThrow(authMessages.passwordGuessable);
    expect(await findAdminByEmail(database.db, 'ravi.shah@sjg.example')).toBeUndefined();

    await createAdmin(database.db, 'ravi.shah@sjg.example', 'Ravi-copper-kettle-9!');
    await expect(resetAdminPassword(database.db, 'ravi.shah@sjg.example', 'Welcome#2026')).rejects.toThrow(authMessages.passwordGuessable);
    const admin = await findAdminByEmail(database.db, 'ravi.shah@sjg.example');
    expect(await verifyPassword(admin!.password_hash!, 'Ravi-copper-kettle-9!')).toBe(true);
  });

  it('npm run admin takes the password from ADMIN_PASSWORD without a terminal, as its message says, with no ADMIN_EMAIL set', async () => {
    const asked = await runAdminCommand(database.url, {}, 'create', 'meera.iyer@sjg.example');
    expect(asked).toEqual({ code: 1, output: 'no terminal to ask for the password: set ADMIN_PASSWORD instead\n' });

    const created = await runAdminCommand(database.url, { ADMIN_PASSWORD: 'Meera-teak-lantern-4!' }, 'create', 'meera.iyer@sjg.example');
    expect(created).toEqual({ code: 0, output: 'Admin meera.iyer@sjg.example created.\n' });
    const reset = await runAdminCommand(database.url, { ADMIN_PASSWORD: 'Meera-brass-harbour-7!' }, 'reset-password', 'meera.iyer@sjg.example');
    expect(reset).toEqual({ code: 0, output: 'Password of meera.iyer@sjg.example changed; their sessions ended.\n' });
    const admin = await findAdminByEmail(database.db, 'meera.iyer@sjg.example');
    expect(await verifyPassword(admin!.password_hash!, 'Meera-brass-harbour-7!')).toBe(true);
  });
});
