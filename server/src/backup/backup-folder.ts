// The archives in BACKUP_DIR as the Backups screen lists them, and the one path an archive's name
// may open: only a name the folder's listing holds, so no request can name a file elsewhere.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupStatus } from '../../../common/api-types.js';
import type { BackupArchive } from '../../../common/backups.js';
import { listArchives } from './backup-archive.js';

/**
 * A folder that cannot be read (a file in its place, no permission, a link to itself, a lost mount)
 * lists nothing: the backup that fails there says why, in the last run's failure.
 */
async function readableArchives(backupDir: string): Promise<string[]> {
  return listArchives(backupDir).catch(() => []);
}

/** The finished archives, newest first, with their sizes and times. */
export async function listBackupArchives(backupDir: string): Promise<BackupArchive[]> {
  const names = (await readableArchives(backupDir)).reverse();
  const archives = await Promise.all(
    names.map(async (file) => {
      const info = await stat(path.join(backupDir, file)).catch(() => null);
      // Deleted between the listing and now (a scheduled backup pruned it): not listed.
      if (!info) return null;
      return { file, size_bytes: info.size, created_at: info.mtime.toISOString(), encrypted: file.endsWith('.age') };
    }),
  );
  return archives.filter((archive) => archive !== null);
}

/**
 * The status as the overview and the Backups screen say it: where no backup is recorded, when the
 * folder's newest archive was written, so an archive there is not called "no backup".
 */
export function withNewestArchive(status: BackupStatus, archives: readonly BackupArchive[]): BackupStatus {
  const newest = archives[0];
  return status.last_success || !newest ? status : { ...status, newest_archive_at: newest.created_at };
}

/** The archive's path when `file` is one of the folder's archives, else null. */
export async function archivePathOf(backupDir: string, file: string): Promise<string | null> {
  const names = await readableArchives(backupDir);
  return names.includes(file) ? path.join(backupDir, file) : null;
}
