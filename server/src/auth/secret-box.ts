// Sealing a secret kept in the database (a TOTP secret) with SECRETS_KEY: AES-256-GCM, so a copy of
// the database alone reveals nothing and a changed value fails to open instead of opening wrong.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The text stored: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. The version names the
 * algorithm, so a later one can be read beside it while old rows are re-sealed.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain text of a sealed secret; throws when the text was not sealed with this key or was changed. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new Error('not a sealed secret of a known version');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
