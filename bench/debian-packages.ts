// Installing the Debian packages a measurement needs on the bench host (WordPress's pieces, a
// Devanagari face), saying what it does; it throws why it cannot (not root, no apt-get, no network).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** `apt-get update && apt-get install` of `names`, for `who` (a label for the log) which misses `missing`. */
export function aptInstall(who: string, names: string[], missing: string): void {
  const command = `apt-get install -y --no-install-recommends ${names.join(' ')}`;
  if (!existsSync('/usr/bin/apt-get')) throw new Error(`missing ${missing}, and no apt-get to install it (not Debian?): ${command}`);
  if (process.getuid?.() !== 0) throw new Error(`missing ${missing}; installing it takes root: ${command}`);
  console.log(`${who}: missing ${missing}; installing Debian packages: apt-get update && ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...names]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env, timeout: 15 * 60_000 });
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed (${result.error?.message ?? `status ${result.status}`}): no network, or no package mirror?`);
  }
}
