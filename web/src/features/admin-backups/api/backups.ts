// The Backups calls (owners): the list with the last runs' status, a backup now, and an archive's address.
import { backupPaths, type BackupRunReply, type BackupsReply } from '@common/backups';
import { backendUrl } from '@common/backend-urls';
import { apiRequest } from '@/lib/api-client';

export function fetchBackups(signal?: AbortSignal): Promise<BackupsReply> {
  return apiRequest<BackupsReply>(backupPaths.backups, { signal });
}

export function makeBackup(): Promise<BackupRunReply> {
  return apiRequest<BackupRunReply>(backupPaths.backups, { method: 'POST', body: {} });
}

/** Where the browser downloads an archive from (the session cookie goes with a plain link). */
export function archiveDownloadUrl(file: string): string {
  return backendUrl(`${backupPaths.archive}/${encodeURIComponent(file)}`);
}
