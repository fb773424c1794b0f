// A restore: the archive proven whole first (every checksum, the manifest, a migration level this
// code knows), then the target checked empty (or --force confirmed), then one pass that loads the
// rows in one transaction and writes the files; any failure rolls the transaction back and removes
// the files it wrote, so nothing is left half-restored.
import path from 'node:path';
import type pg from 'pg';
import { isStoredKey, type Storage } from '../storage/storage.js';
import { BackupArchiveError, readArchive, type Manifest } from './backup-archive.js';
import { backupMessages } from './backup.messages.js';
import { describeContent, knownMigrations, startDatabaseLoad } from './database-copy.repository.js';

/** A restore refused before anything was written: the target is not empty, or it was not confirmed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export type RestoreDeps = { pool: pg.Pool; storage: Storage };

export type RestoreOptions = {
  force: boolean;
  /** Asked when --force meets a non-empty target; true goes on. */
  confirm(what: string): Promise<boolean>;
  report?(line: string): void;
};

export type RestoreResult = { manifest: Manifest; rows: number; files: number; migrated: string[] };

/** Reads the whole archive and checks it against the manifest and this code's migrations; writes nothing. */
export async function verifyArchive(file: string): Promise<Manifest> {
  const manifest = await readArchive(file);
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
  return manifest;
}

export async function restoreArchive(deps: RestoreDeps, file: string, options: RestoreOptions): Promise<RestoreResult> {
  const report = options.report ?? (() => undefined);
  const label = path.basename(file);
  const manifest = await verifyArchive(file);
  report(`${label} is whole: ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows, ${manifest.files.length} files, made ${manifest.createdAt} at migration ${manifest.migrations.level}.`);

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
    await readArchive(
      file,
      async (name, bytes) => {
        if (name.startsWith('database/')) return loader.loadPart(name, bytes);
        const key = fileKeys.get(name);
        if (!key) throw new BackupArchiveError(backupMessages.unlistedEntry(label, name));
        // Stored names are random and never reused: the same key and size is the same file, kept as it is.
        if (existingSizes.get(key) === bytes.length) return;
        await deps.storage.objects.put(key, bytes);
        written.push(key);
      },
      manifest,
    );
    const { migrated } = await loader.finish();
    return { manifest, rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0), files: manifest.files.length, migrated };
  } catch (error) {
    await loader.abort().catch(() => undefined);
    await Promise.all(written.map((key) => deps.storage.objects.remove(key).catch(() => undefined)));
    throw error;
  }
}
