// A restore: the archive proven whole first (every checksum, the manifest, a migration level this
// code knows, its signature when this site signs), then the target checked empty (or --force
// confirmed), then one pass that loads the rows of the tables a backup makes in one transaction,
// ends every session and writes the files; any failure rolls the transaction back and removes the
// files it wrote, so nothing is left half-restored.
import path from 'node:path';
import type pg from 'pg';
import { isStoredKey, type Storage } from '../storage/storage.js';
import { BackupArchiveError, readArchive, type ArchiveKeys, type ArchiveReading, type Manifest } from './backup-archive.js';
import type { SignatureVerdict } from './backup-signature.js';
import { backupMessages } from './backup.messages.js';
import { describeContent, isBackedUpTable, knownMigrations, startDatabaseLoad } from './database-copy.repository.js';

/** A restore refused before anything was written: the target is not empty, or it was not confirmed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export type RestoreDeps = { pool: pg.Pool; storage: Storage; keys?: ArchiveKeys };

export type RestoreOptions = {
  force: boolean;
  /**
   * When this site signs its backups, an archive not signed with its key (unsigned, or another
   * site's) is refused unless this is set. Apart from --force, which is about the target, not
   * about trusting the archive.
   */
  acceptUnsigned?: boolean;
  /** Asked when --force meets a non-empty target; true goes on. */
  confirm(what: string): Promise<boolean>;
  report?(line: string): void;
};

export type RestoreResult = { manifest: Manifest; rows: number; files: number; migrated: string[]; signature: SignatureVerdict; leftOut: string[] };

/** Reads the whole archive and checks it against the manifest and this code's migrations; writes nothing. */
export async function verifyArchive(file: string, keys: ArchiveKeys = {}): Promise<ArchiveReading> {
  const reading = await readArchive(file, { keys });
  const { manifest } = reading;
  const label = path.basename(file);
  const known = await knownMigrations();
  const unknown = manifest.migrations.applied.find((name) => !known.includes(name));
  if (unknown || !known.includes(manifest.migrations.level)) {
    throw new BackupArchiveError(backupMessages.newerThanCode(label, unknown ?? manifest.migrations.level, known.at(-1) ?? '(none)'));
  }
  for (const entry of manifest.files) {
    if (!isStoredKey(entry.key) || entry.entry !== `uploads/${entry.key}` || !manifest.entries.some((listed) => listed.path === entry.entry)) {
      throw new BackupArchiveError(backupMessages.badFileKey(label, entry.key));
    }
  }
  return reading;
}

/** What the restore says of the signature, in words. */
const signatureLines: Record<SignatureVerdict, string> = {
  'signed by this site': 'It is signed by this site.',
  'signed with another key': 'It is signed with another key than this site’s BACKUP_SIGNING_KEY.',
  'changed after signing': 'It was changed after it was signed.',
  'not signed': 'It is not signed.',
  'signed, not checked': 'It is signed, but BACKUP_SIGNING_KEY is not set here, so the signature was not checked.',
};

export async function restoreArchive(deps: RestoreDeps, file: string, options: RestoreOptions): Promise<RestoreResult> {
  const report = options.report ?? (() => undefined);
  const label = path.basename(file);
  const { manifest, signature, encrypted } = await verifyArchive(file, deps.keys);
  const loaded = manifest.tables.filter((table) => isBackedUpTable(table.name));
  const rows = loaded.reduce((sum, table) => sum + table.rows, 0);
  report(`${label} is whole${encrypted ? ' (decrypted)' : ''}: ${rows} rows, ${manifest.files.length} files, made ${manifest.createdAt} at migration ${manifest.migrations.level}. ${signatureLines[signature]}`);
  // A manifest changed after this site signed it is refused outright; an archive this site did
  // not sign may be another installation's or an older backup, which the operator may vouch for.
  if (signature === 'changed after signing') throw new BackupArchiveError(backupMessages.signatureChanged(label));
  if (deps.keys?.signingKey && signature !== 'signed by this site' && !options.acceptUnsigned) {
    throw new RestoreRefusedError(backupMessages.notSignedHere(label, signature));
  }

  const content = await describeContent(deps.pool);
  const existing = await deps.storage.objects.list();
  const problems = [content ? backupMessages.databaseNotEmpty(content) : null, existing.length > 0 ? backupMessages.uploadsNotEmpty(existing.length) : null].filter(
    (problem): problem is string => problem !== null,
  );
  if (problems.length > 0) {
    if (!options.force) throw new RestoreRefusedError(problems[0]!);
    const what = [content ? `the database's content (${content})` : null, existing.length > 0 ? `${existing.length} uploaded files stay, and files of the archive are added` : null]
      .filter(Boolean)
      .join('; ');
    if (!(await options.confirm(`This replaces ${what}.`))) throw new RestoreRefusedError(backupMessages.notConfirmed);
  }

  const fileKeys = new Map(manifest.files.map((entry) => [entry.entry, entry.key]));
  const existingSizes = new Map(existing.map((object) => [object.key, object.size]));
  const written: string[] = [];
  const loader = await startDatabaseLoad(deps.pool, manifest);
  try {
    await readArchive(file, {
      keys: deps.keys ?? {},
      expected: manifest,
      onEntry: async (name, bytes) => {
        if (name.startsWith('database/')) return loader.loadPart(name, bytes);
        const key = fileKeys.get(name);
        if (!key) throw new BackupArchiveError(backupMessages.unlistedEntry(label, name));
        // Stored names are random and never reused: the same key and size is the same file, kept as it is.
        if (existingSizes.get(key) === bytes.length) return;
        await deps.storage.objects.put(key, bytes);
        written.push(key);
      },
    });
    const { migrated } = await loader.finish();
    if (loader.leftOut.length > 0) {
      report(`Not loaded: ${loader.leftOut.join(', ')} (a restore never loads sign-ins, account links, outgoing mail or bookkeeping).`);
    }
    report('Every session was ended: everyone signs in again.');
    return { manifest, rows, files: manifest.files.length, migrated, signature, leftOut: loader.leftOut };
  } catch (error) {
    await loader.abort().catch(() => undefined);
    await Promise.all(written.map((key) => deps.storage.objects.remove(key).catch(() => undefined)));
    throw error;
  }
}
