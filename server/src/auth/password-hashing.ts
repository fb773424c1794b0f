// argon2id hashing with at least OWASP's recommended parameters (19 MiB, 2 passes, 1 lane).
import { randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';

export const hashingOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Longest password accepted, in characters: bounds the hashing work a request can ask for. */
export const MAX_PASSWORD_LENGTH = 1024;

// The same text typed on two keyboards may arrive composed or decomposed (é vs e + ´); NFC makes
// them one password. argon2 hashes every byte, so nothing is truncated.
const normalized = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalized(password), hashingOptions);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, normalized(password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with today's parameters, to verify against when the e-mail is
 * unknown: the reply then takes as long as a wrong password and does not tell which it was.
 */
export function hashForUnknownAccounts(): Promise<string> {
  dummyHash ??= argon2.hash(randomBytes(32).toString('base64url'), hashingOptions);
  return dummyHash;
}

/** True when a stored hash was made with weaker parameters than today's. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, hashingOptions);
}

/** A random password that meets the strength rule of SPEC §5 (upper, lower, digit, special). */
export function generateStrongPassword(length = 20): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#%^*-_=+?'];
  const all = sets.join('');
  const chars = sets.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
