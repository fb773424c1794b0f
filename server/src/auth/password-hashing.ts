// argon2id hashing with at least OWASP's recommended parameters (19 MiB, 2 passes, 1 lane).
import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

export const hashingOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashingOptions);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
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
