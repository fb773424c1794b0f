// Optional signing of archives (BACKUP_SIGNING_KEY): an HMAC-SHA256 of manifest.json, which holds
// the size and SHA-256 of every other entry, so the signature covers the whole archive. It goes in
// its own entry after the manifest, so the manifest's bytes are signed exactly as they were written.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const SIGNATURE_ENTRY = 'manifest.hmac';

const signatureSchema = z.object({ algorithm: z.literal('HMAC-SHA256'), keyId: z.string(), mac: z.string() });

/**
 * Who signed an archive, as the restore says it. An HMAC cannot tell a wrong key from a changed
 * manifest, so each signature carries a key id (an HMAC of a fixed text, which reveals nothing of
 * the key): the same id with a wrong MAC is a manifest changed after signing.
 */
export type SignatureVerdict = 'signed by this site' | 'signed with another key' | 'changed after signing' | 'not signed' | 'signed, not checked';

function keyIdOf(key: Buffer): string {
  return createHmac('sha256', key).update('sjg-backup-signing-key-id').digest('hex').slice(0, 16);
}

/** The signature entry's bytes for a manifest's bytes. */
export function signManifest(key: Buffer, manifest: Buffer): Buffer {
  const mac = createHmac('sha256', key).update(manifest).digest('hex');
  return Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', keyId: keyIdOf(key), mac }));
}

/** Judges the signature entry (null when the archive has none) against this site's key (undefined when none is set). */
export function judgeSignature(key: Buffer | undefined, manifest: Buffer, signature: Buffer | null): SignatureVerdict {
  if (!signature) return 'not signed';
  if (!key) return 'signed, not checked';
  let parsed: z.infer<typeof signatureSchema>;
  try {
    parsed = signatureSchema.parse(JSON.parse(signature.toString('utf8')));
  } catch {
    return 'changed after signing';
  }
  if (parsed.keyId !== keyIdOf(key)) return 'signed with another key';
  const expected = createHmac('sha256', key).update(manifest).digest();
  const given = Buffer.from(parsed.mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'signed by this site' : 'changed after signing';
}
