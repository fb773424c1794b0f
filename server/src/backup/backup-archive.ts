// The backup archive on disk: one tar.gz whose entries are streamed in (database parts, uploaded
// files) with the size and SHA-256 of each, and a manifest.json last (then its signature, when
// signed); optionally encrypted as a whole with age. And the reading of one, entry by entry, with
// every checksum compared. Nothing here knows what an entry means.
//
// Archives hold password hashes, accounts and contact messages: they and their folder are readable
// by their owner alone (0600 and 0700), set explicitly so the process's umask does not decide.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, link, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { canDecrypt, DecryptionError, decryptedStream, encryptingStage, isEncryptedFile, recipientOf, WrongKeyError } from './backup-encryption.js';
import { judgeSignature, signManifest, SIGNATURE_ENTRY, type SignatureVerdict } from './backup-signature.js';
import { backupMessages } from './backup.messages.js';

export const MANIFEST_ENTRY = 'manifest.json';
export const ARCHIVE_FORMAT = 'sjg-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

/** Database parts are cut at 8 MiB and uploads are pictures of a few MB: a larger entry is not one of ours. */
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

const entrySchema = z.object({ path: z.string().min(1), size: z.int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.string(),
  migrations: z.object({ level: z.string(), applied: z.array(z.string()).min(1) }),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.int().min(0), parts: z.array(z.string()) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  files: z.array(z.object({ key: z.string(), entry: z.string() })),
  entries: z.array(entrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;

/** BACKUP_ENCRYPTION_KEY (an age identity or recipient) and BACKUP_SIGNING_KEY's HMAC key; each optional. */
export type ArchiveKeys = { encryptionKey?: string | undefined; signingKey?: Buffer | undefined };

const FOLDER_MODE = 0o700;
const ARCHIVE_MODE = 0o600;

/** `sjg-2026-11-24T0600.tar.gz`: UTC to the minute, so names sort by time. */
export function archiveNameAt(time: number): string {
  const iso = new Date(time).toISOString();
  return `sjg-${iso.slice(0, 13)}${iso.slice(14, 16)}.tar.gz`;
}

const ARCHIVE_NAME = /^sjg-(\d{4}-\d{2}-\d{2}T\d{4})(?:-(\d+))?\.tar\.gz(?:\.age)?$/;

/** The finished archives in a folder, oldest first (temporary `.partial` files are not among them). */
export async function listArchives(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const order = (name: string) => {
    const match = ARCHIVE_NAME.exec(name)!;
    return `${match[1]}-${(match[2] ?? '1').padStart(6, '0')}`;
  };
  return names.filter((name) => ARCHIVE_NAME.test(name)).sort((a, b) => (order(a) < order(b) ? -1 : 1));
}

/**
 * Makes the folder if need be and closes it and the archives in it to other users: a folder made
 * before (by hand, or by an older version at 0755) is tightened on every backup.
 */
export async function prepareBackupFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: FOLDER_MODE });
  await chmod(dir, FOLDER_MODE);
  for (const name of await listArchives(dir)) await chmod(path.join(dir, name), ARCHIVE_MODE).catch(() => undefined);
}

export type ArchiveWriter = {
  /** Streams one entry of `size` bytes into the archive; resolves with its manifest line. */
  add(name: string, size: number, content: Buffer | Readable): Promise<ManifestEntry>;
};

/**
 * Writes an archive named after `time` in `dir`: under a temporary name first, moved to its own
 * name only once complete, so a backup that crashes never leaves a file that looks finished.
 * `produce` adds the entries and returns the manifest, which goes last (it holds their checksums).
 * With a signing key the manifest's signature follows it; with an encryption key the whole gzip
 * is encrypted with age and the name ends in `.tar.gz.age`.
 */
export async function writeArchive(
  dir: string,
  time: number,
  produce: (writer: ArchiveWriter) => Promise<Omit<Manifest, 'entries'>>,
  keys: ArchiveKeys = {},
): Promise<{ file: string; size: number; manifest: Manifest }> {
  const recipient = keys.encryptionKey ? await recipientOf(keys.encryptionKey) : undefined;
  await prepareBackupFolder(dir);
  const finalName = `${archiveNameAt(time)}${recipient ? '.age' : ''}`;
  const temporary = path.join(dir, `.${finalName}.${process.pid}.partial`);
  const pack = tar.pack();
  let size = 0;
  const output = createWriteStream(temporary, { flags: 'wx', mode: ARCHIVE_MODE });
  const counted = async function* (source: AsyncIterable<Uint8Array>) {
    for await (const chunk of source) {
      size += chunk.length;
      yield chunk;
    }
  };
  const plain = async function* (source: AsyncIterable<Buffer>) {
    yield* source;
  };
  const written = pipeline(pack as unknown as Readable, createGzip(), recipient ? encryptingStage(recipient) : plain, counted, output).then(() =>
    chmod(temporary, ARCHIVE_MODE),
  );
  // A failure of the pipeline (a full disk) must not go unhandled while entries are still being produced.
  written.catch(() => undefined);
  const entries: ManifestEntry[] = [];

  async function add(name: string, entrySize: number, content: Buffer | Readable): Promise<ManifestEntry> {
    const hash = createHash('sha256');
    let finish!: (error?: Error | null) => void;
    const finished = new Promise<void>((done, fail) => (finish = (error) => (error ? fail(error) : done())));
    // tar-stream's entries are streamx writables: write, 'drain' and end as Node's.
    const sink = pack.entry({ name, size: entrySize, mtime: new Date(time) }, finish) as unknown as NodeJS.WritableStream;
    const chunks = Buffer.isBuffer(content) ? [content] : content;
    for await (const chunk of chunks as AsyncIterable<Buffer>) {
      hash.update(chunk);
      if (!sink.write(chunk)) await new Promise((resolve) => sink.once('drain', resolve));
    }
    sink.end();
    await Promise.race([finished, written]);
    const entry = { path: name, size: entrySize, sha256: hash.digest('hex') };
    entries.push(entry);
    return entry;
  }

  try {
    const manifest: Manifest = { ...(await produce({ add })), entries: [...entries] };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await add(MANIFEST_ENTRY, ...sized(manifestBytes));
    if (keys.signingKey) await add(SIGNATURE_ENTRY, ...sized(signManifest(keys.signingKey, manifestBytes)));
    pack.finalize();
    await written;
    const file = await moveToFreeName(temporary, dir, finalName);
    return { file, size, manifest };
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}

function sized(bytes: Buffer): [number, Buffer] {
  return [bytes.length, bytes];
}

/** Moves the finished file to its name, or `-2`, `-3`… when a backup of the same minute exists: never over another. */
async function moveToFreeName(temporary: string, dir: string, name: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const file = path.join(dir, attempt === 1 ? name : name.replace(/\.tar\.gz(\.age)?$/, `-${attempt}.tar.gz$1`));
    try {
      // A hard link fails when the name is taken, where a rename would replace that archive.
      await link(temporary, file);
      await rm(temporary, { force: true });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** A damaged, truncated or foreign archive: the message is one sentence a person reads. */
export class BackupArchiveError extends Error {
  override name = 'BackupArchiveError';
}

export type ReadOptions = {
  /** The keys to open an encrypted archive and to judge a signature with. */
  keys?: ArchiveKeys;
  /**
   * Gets each entry's bytes (whole: the entries are table parts of bounded size and single
   * uploaded files) once its checksum matched; without it the archive is only checked.
   */
  onEntry?: (name: string, bytes: Buffer, manifest: Manifest | null) => Promise<void>;
  /** The manifest a first pass proved: each entry is checked against it before onEntry sees it. */
  expected?: Manifest;
};

export type ArchiveReading = { manifest: Manifest; encrypted: boolean; signature: SignatureVerdict };

/**
 * Reads an archive entry by entry, each checked against the manifest. The manifest is the last
 * entry (but its signature), so the first pass over an archive (`readArchive(file)`) proves it whole
 * before a second one writes anything.
 */
export async function readArchive(file: string, options: ReadOptions = {}): Promise<ArchiveReading> {
  const { keys = {}, onEntry, expected } = options;
  const label = path.basename(file);
  const extract = tar.extract();
  const seen = new Map<string, ManifestEntry>();
  let manifest: Manifest | null = null;
  let manifestBytes: Buffer | null = null;
  let signatureBytes: Buffer | null = null;
  let encrypted: boolean;
  const expectedEntries = new Map((expected?.entries ?? []).map((entry) => [entry.path, entry]));
  try {
    encrypted = await isEncryptedFile(file);
    const source = encrypted ? await openEncrypted(file, label, keys) : createReadStream(file);
    const reading = pipeline(source, createGunzip(), extract as unknown as NodeJS.WritableStream);
    reading.catch(() => undefined);
    for await (const entry of extract) {
      const name = entry.header.name;
      if ((entry.header.size ?? 0) > MAX_ENTRY_BYTES) throw new BackupArchiveError(backupMessages.entryTooLarge(label, name));
      const chunks: Buffer[] = [];
      const hash = createHash('sha256');
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        chunks.push(chunk);
      }
      const bytes = Buffer.concat(chunks);
      if (manifest) {
        if (name === SIGNATURE_ENTRY && !signatureBytes) {
          signatureBytes = bytes;
          continue;
        }
        throw new BackupArchiveError(backupMessages.entryAfterManifest(label, name));
      }
      if (seen.has(name)) throw new BackupArchiveError(backupMessages.entryTwice(label, name));
      if (name === MANIFEST_ENTRY) {
        manifest = parseManifest(label, bytes);
        manifestBytes = bytes;
        continue;
      }
      const sha256 = hash.digest('hex');
      seen.set(name, { path: name, size: bytes.length, sha256 });
      // On the second pass the manifest (proven by the first) is known before its entry: each
      // entry is checked before it is used, in case the file changed between the passes.
      const known = expectedEntries.get(name);
      if (expected && (!known || known.sha256 !== sha256 || known.size !== bytes.length)) {
        throw new BackupArchiveError(backupMessages.badChecksum(label, name));
      }
      if (onEntry) await onEntry(name, bytes, expected ?? null);
    }
    await reading;
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    throw new BackupArchiveError(backupMessages.damaged(label, describeReadError(error)), { cause: error });
  } finally {
    extract.destroy();
  }
  if (!manifest || !manifestBytes) throw new BackupArchiveError(backupMessages.noManifest(label));
  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  for (const [name, actual] of seen) {
    const entry = listed.get(name);
    if (!entry) throw new BackupArchiveError(backupMessages.unlistedEntry(label, name));
    if (entry.size !== actual.size || entry.sha256 !== actual.sha256) throw new BackupArchiveError(backupMessages.badChecksum(label, name));
  }
  for (const name of listed.keys()) {
    if (!seen.has(name)) throw new BackupArchiveError(backupMessages.missingEntry(label, name));
  }
  return { manifest, encrypted, signature: judgeSignature(keys.signingKey, manifestBytes, signatureBytes) };
}

/** The decrypted bytes of an encrypted archive, or the sentence that says why it cannot be opened here. */
async function openEncrypted(file: string, label: string, keys: ArchiveKeys): Promise<Readable> {
  if (!keys.encryptionKey) throw new BackupArchiveError(backupMessages.encryptedWithoutKey(label));
  if (!canDecrypt(keys.encryptionKey)) throw new BackupArchiveError(backupMessages.encryptedPublicKeyOnly(label));
  try {
    return await decryptedStream(createReadStream(file), keys.encryptionKey);
  } catch (error) {
    if (error instanceof WrongKeyError) throw new BackupArchiveError(backupMessages.encryptedWithOtherKey(label), { cause: error });
    throw error;
  }
}

function parseManifest(label: string, bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupArchiveError(backupMessages.badManifest(label, 'it is not JSON'));
  }
  if ((json as { format?: unknown })?.format !== ARCHIVE_FORMAT) throw new BackupArchiveError(backupMessages.notOurs(label));
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupArchiveError(backupMessages.badManifest(label, `${issue.path.join('.') || 'it'}: ${issue.message}`));
  }
  return parsed.data;
}

/** zlib's and tar-stream's errors in words: "unexpected end of file" is a truncated archive. */
function describeReadError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOENT') return 'there is no such file';
  if (code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(message)) return 'it ends too early, as a truncated copy does';
  if (code === 'Z_DATA_ERROR') return `its compressed data is corrupt (${message})`;
  // age authenticates each chunk and the end: a changed or cut encrypted archive fails there.
  if (error instanceof DecryptionError) return `its encrypted data does not decrypt, as a changed or cut copy's does not (${message})`;
  if (/unexpected end of data|invalid tar header|invalid header/i.test(message)) return `its contents are corrupt (${message})`;
  return message;
}
