// Recovery codes: the way in when the phone is lost. Each is 60 random bits written as three groups
// of four base32 letters (`k7qm-2xwa-9fpd`), shown once and stored only as a SHA-256 hash: with that
// much randomness a fast hash cannot be reversed by guessing, so argon2's slowness buys nothing.
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../common/accounts.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const GROUPS = 3;
const GROUP_LENGTH = 4;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

function newRecoveryCode(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  // Each byte keeps its low 5 bits: 32 letters, every one equally likely.
  const letters = [...bytes].map((byte) => ALPHABET[byte & 31]!).join('');
  return Array.from({ length: GROUPS }, (_, i) => letters.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH)).join('-');
}

/** The stored form; case, spaces and dashes as typed do not matter. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalRecoveryCode(code)).digest('hex');
}

function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
