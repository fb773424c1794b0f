// What `npm start` prints once the server listens: where the site and the admin are, and how to
// sign in. Harnesses that start the server find its address here (siteAddressIn), so the line and
// its reader change together.
import { BASE_PATH } from '../../common/constants.js';
import { serverAddressOf } from './accounts/link-origin.js';
import type { ensureFirstAdmin } from './auth/admin-accounts.service.js';
import type { Config } from './config.js';

export type FirstAdmin = Awaited<ReturnType<typeof ensureFirstAdmin>>;

const SITE_LABEL = '  Site:   ';

export function printWelcome(config: Config, port: number, firstAdmin: FirstAdmin, seeding: boolean): void {
  const base = serverAddressOf(config, port);
  const lines = [
    '',
    `${SITE_LABEL}${base}${BASE_PATH}/`,
    `  Admin:  ${base}${BASE_PATH}/login`,
  ];
  if (firstAdmin.created && firstAdmin.generatedPassword) {
    lines.push(
      `  First admin account created: ${firstAdmin.email}`,
      `  Password (shown this once): ${firstAdmin.generatedPassword}`,
    );
  } else if (firstAdmin.created) {
    lines.push(`  First admin account created: ${firstAdmin.email} (password from ADMIN_PASSWORD)`);
  } else {
    lines.push(
      '  Log in with your admin account. Forgot the password? Run:',
      '    npm run admin -- reset-password EMAIL',
    );
  }
  if (seeding) {
    lines.push(
      '',
      '  The demo content is being added: its pictures take about half a minute to draw, and',
      '  pages show each item as it lands. A line here says when it is complete.',
    );
  }
  lines.push('');
  console.log(lines.join('\n'));
}

const siteLinePattern = new RegExp(String.raw`^${SITE_LABEL}(https?://[^\s/]+)${BASE_PATH}/$`, 'm');

/** The origin (`http://localhost:4100`) a server's printed welcome names, or null before it is printed. */
export function siteAddressIn(output: string): string | null {
  return siteLinePattern.exec(output)?.[1] ?? null;
}
