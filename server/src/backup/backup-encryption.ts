// Optional encryption of archives with age (BACKUP_ENCRYPTION_KEY), as streams: the gzip is
// encrypted on its way to the disk and decrypted on its way back, so no archive is held in memory.
// age rather than a cipher of our own: its format authenticates every 64 KiB chunk and the end, and
// an archive can be opened by hand with the age command-line tool and the same key.
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, identityToRecipient } from 'age-encryption';

/** The first bytes of every age file. */
const AGE_HEADER = Buffer.from('age-encryption.org/v1\n');

/** The public key archives are encrypted to: the key itself when it is one, else the identity's. */
export async function recipientOf(key: string): Promise<string> {
  return key.startsWith('AGE-SECRET-KEY-') ? identityToRecipient(key) : key;
}

/** Whether the key can decrypt (an identity) rather than only encrypt (a public recipient). */
export function canDecrypt(key: string): boolean {
  return key.startsWith('AGE-SECRET-KEY-');
}

/** A pipeline stage that encrypts what flows through it to `recipient`. */
export function encryptingStage(recipient: string): (source: AsyncIterable<Buffer>) => AsyncGenerator<Uint8Array> {
  return async function* encrypt(source) {
    const encrypter = new Encrypter();
    encrypter.addRecipient(recipient);
    const encrypted = await encrypter.encrypt(Readable.toWeb(Readable.from(source)) as unknown as ReadableStream<Uint8Array>);
    yield* Readable.fromWeb(encrypted as unknown as NodeReadableStream<Uint8Array>) as AsyncIterable<Uint8Array>;
  };
}

/** Whether the file starts as an age file does. */
export async function isEncryptedFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(AGE_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(AGE_HEADER);
  } finally {
    await handle.close();
  }
}

/** Thrown when none of the file's recipients is the identity given: it was encrypted to another key. */
export class WrongKeyError extends Error {
  override name = 'WrongKeyError';
}

/** A failure of age itself (a changed, cut or malformed encrypted file), apart from the disk's or gzip's. */
export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

/**
 * The plaintext of an encrypted stream. The header is read and the file key unwrapped before this
 * resolves, so a wrong key is known before anything downstream starts; a changed byte later on
 * fails the stream at that chunk.
 */
export async function decryptedStream(encrypted: Readable, identity: string): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  try {
    const plain = Readable.fromWeb((await decrypter.decrypt(Readable.toWeb(encrypted) as unknown as ReadableStream<Uint8Array>)) as unknown as NodeReadableStream<Uint8Array>);
    return Readable.from(
      (async function* () {
        try {
          yield* plain as AsyncIterable<Uint8Array>;
        } catch (error) {
          throw asDecryptionError(error);
        }
      })(),
    );
  } catch (error) {
    encrypted.destroy();
    // typage's words for "the file is for someone else"; anything else is a damaged header.
    if (error instanceof Error && /no identity matched/i.test(error.message)) throw new WrongKeyError(error.message, { cause: error });
    throw asDecryptionError(error);
  }
}

function asDecryptionError(error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  // The disk's own errors (ENOENT, EIO) keep their code, so they are told as such.
  if (typeof code === 'string' && code.startsWith('E')) return error as Error;
  return new DecryptionError(error instanceof Error ? error.message : String(error), { cause: error });
}
