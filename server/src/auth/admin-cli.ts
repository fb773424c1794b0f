// npm run admin -- create EMAIL | reset-password EMAIL | reset-two-factor EMAIL
// The password is typed at a hidden prompt, or taken from ADMIN_PASSWORD when there is no terminal.
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { withCliContext } from '../db/cli-context.js';
import { createAdmin, resetAdminPassword, resetAdminTwoFactor } from './admin-accounts.service.js';
import { newPasswordProblemFor } from './new-password.js';

const usage = 'Usage: npm run admin -- create EMAIL | reset-password EMAIL | reset-two-factor EMAIL';
const commands = new Set(['create', 'reset-password', 'reset-two-factor']);

async function run(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if (!command || !commands.has(command) || !email) throw new Error(usage);
  if (!z.email().safeParse(email).success) throw new Error(`not an e-mail address: ${email}`);
  if (command === 'reset-two-factor') {
    await withCliContext(({ database }) => resetAdminTwoFactor(database.db, email, new Date()));
    console.log(`Two-factor sign-in of ${email} reset: they sign in with the password alone until they set it up again.`);
    return;
  }
  const password = await readNewPassword(email);
  await withCliContext(
    async ({ database }) => {
      if (command === 'create') await createAdmin(database.db, email, password);
      else await resetAdminPassword(database.db, email, password);
    },
    // ADMIN_PASSWORD is this command's password here, for EMAIL: the server's rule that pairs it
    // with ADMIN_EMAIL (its first admin) does not apply.
    { env: { ...process.env, ADMIN_PASSWORD: undefined } },
  );
  console.log(command === 'create' ? `Admin ${email} created.` : `Password of ${email} changed; their sessions ended.`);
}

/** Checked here too, so a refused password is told before the database is started. */
async function readNewPassword(email: string): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  const password = fromEnvironment ?? (await promptHidden('New password: '));
  const confirmation = fromEnvironment ?? (await promptHidden('Repeat it: '));
  const problem = newPasswordProblemFor(email, password, confirmation);
  if (problem) throw new Error(fromEnvironment === undefined ? problem : `ADMIN_PASSWORD: ${problem}`);
  return password;
}

function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    return Promise.reject(new Error('no terminal to ask for the password: set ADMIN_PASSWORD instead'));
  }
  return new Promise((resolve) => {
    const readline = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing of what is typed after the question.
    const output = readline as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    readline.question(question, (answer) => {
      readline.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
