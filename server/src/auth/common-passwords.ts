// The list of the most common passwords (common-passwords.txt), refused as new admin passwords,
// and the words they are made of, refused as the only words of one (see new-password.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { leetLetters } from '../../../common/guessable-passwords.js';
import { projectRoot } from '../project-root.js';

// From the project root, not this file's folder: the compiled server (dist/) reads the same file.
const listFile = path.join(projectRoot, 'server/src/auth/common-passwords.txt');

let commonPasswords: readonly string[] | undefined;
let commonPasswordSet: ReadonlySet<string> | undefined;
let commonWords: readonly string[] | undefined;

/** Read on first use, not at import: about 1,000 short lines, kept for the life of the process. */
function loadCommonPasswords(): readonly string[] {
  commonPasswords ??= readFileSync(listFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.toLowerCase());
  return commonPasswords;
}

/** True for a password on the list, whatever its letter case ('PASSWORD1!' is as guessable). */
export function isCommonPassword(password: string): boolean {
  commonPasswordSet ??= new Set(loadCommonPasswords());
  return commonPasswordSet.has(password.normalize('NFC').toLowerCase());
}

/**
 * The words of the list ('password' from 'P@ssw0rd1!', 'india' from 'India@2025', 'qazwsx' from
 * '1qaz2wsx'): what remains of each entry once decoration is dropped, with leet characters read
 * as letters where they stand between letters. Entries of digits alone leave no word.
 */
export function commonPasswordWords(): readonly string[] {
  commonWords ??= [...new Set(loadCommonPasswords().map(wordOfEntry))].filter((word) => word.length >= 3);
  return commonWords;
}

function wordOfEntry(entry: string): string {
  const chars = [...entry];
  let word = '';
  let afterLetter = false;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (/\p{L}/u.test(char)) {
      word += char;
      afterLetter = true;
    } else if (afterLetter && leetLetters[char] && letterFollowsLeet(chars, i)) {
      word += leetLetters[char][0];
    } else {
      afterLetter = false;
    }
  }
  return word;
}

/** Whether the run of leet characters starting at `start` ends in a letter ('p@$$w0rd'). */
function letterFollowsLeet(chars: string[], start: number): boolean {
  let i = start;
  while (i < chars.length && leetLetters[chars[i]!]) i++;
  return i < chars.length && /\p{L}/u.test(chars[i]!);
}
