// The list of the most common passwords (common-passwords.txt), refused as new admin passwords.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root.js';

// From the project root, not this file's folder: the compiled server (dist/) reads the same file.
const listFile = path.join(projectRoot, 'server/src/auth/common-passwords.txt');

let commonPasswords: ReadonlySet<string> | undefined;

/** Read on first use, not at import: about 1,000 short lines, kept for the life of the process. */
function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords;
}

/** True for a password on the list, whatever its letter case ('PASSWORD1!' is as guessable). */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.normalize('NFC').toLowerCase());
}
