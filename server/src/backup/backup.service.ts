// One backup: the database (a consistent snapshot) and every uploaded file into one archive, with
// a manifest of what it holds. Files are listed after the snapshot is taken, so every file a row of
// the snapshot names was already stored (an upload is stored before its row is committed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { projectRoot } from '../project-root.js';
import type { Storage } from '../storage/storage.js';
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, writeArchive, type ArchiveKeys, type Manifest } from './backup-archive.js';
import { dumpDatabase } from './database-copy.repository.js';

/** `keys`: BACKUP_ENCRYPTION_KEY and BACKUP_SIGNING_KEY; without them a plain, unsigned .tar.gz. */
export type BackupDeps = { pool: pg.Pool; storage: Storage; clock: Clock; backupDir: string; keys?: ArchiveKeys };
export type BackupResult = { file: string; size: number; manifest: Manifest };

export const appVersion: string = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

export function backupKeysOf(config: Pick<Config, 'backupEncryptionKey' | 'backupSigningKey'>): ArchiveKeys {
  return { encryptionKey: config.backupEncryptionKey, signingKey: config.backupSigningKey };
}

export async function createBackup(deps: BackupDeps): Promise<BackupResult> {
  const startedAt = deps.clock.now();
  return writeArchive(deps.backupDir, startedAt, async (archive) => {
    const dump = await dumpDatabase(deps.pool, async (name, bytes) => {
      await archive.add(name, bytes.length, bytes);
    });
    const files: Manifest['files'] = [];
    for (const object of await deps.storage.objects.list()) {
      const stored = await deps.storage.objects.find(object.key);
      // Removed since the listing (a picture deleted from the library meanwhile): no row of the snapshot needs it.
      if (!stored) continue;
      const entry = `uploads/${object.key}`;
      await archive.add(entry, stored.size, stored.open());
      files.push({ key: object.key, entry });
    }
    return {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      appVersion,
      createdAt: new Date(startedAt).toISOString(),
      migrations: { level: dump.migrations.at(-1) ?? '', applied: dump.migrations },
      tables: dump.tables,
      sequences: dump.sequences,
      files,
    };
  }, deps.keys);
}
