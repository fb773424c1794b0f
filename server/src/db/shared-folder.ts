// The folder outside the project where, as root, the embedded Postgres keeps what the 'postgres'
// system user must reach when the project sits in a folder that user cannot enter.
import { chmod, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

export const SHARED_POSTGRES_ROOT = '/var/lib/sjg-embedded-postgres';

/** Creates the folder and its missing parents enterable by all, whatever the umask. */
export async function makeSharedFolder(folder: string): Promise<void> {
  const created = await mkdir(folder, { recursive: true });
  if (!created) return;
  for (let current = path.resolve(folder); current.startsWith(created); current = path.dirname(current)) {
    await chmod(current, 0o755);
    if (current === created) break;
  }
}

export async function everyAncestorIsEnterable(folder: string): Promise<boolean> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    // Others need execute permission to pass through the folder.
    if (((await stat(current)).mode & 0o001) === 0) return false;
    if (path.dirname(current) === current) return true;
  }
}
