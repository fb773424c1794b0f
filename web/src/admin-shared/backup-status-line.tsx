// The sentence the overview and the Backups screen both say of the last backup: when it was made and
// how large it was, else the folder's newest archive where the database records none, else that
// there is none; then what the schedule means, and a backup under way.
import type { BackupStatus } from '@common/api-types';
import { backupScheduleSentence } from '@common/backups';
import { IndiaTime } from './india-time';
import { formatBytes } from './shrink-offer';

type Props = {
  status: BackupStatus;
  owner: boolean;
  /** Said on the Backups screen, whose button makes one and whose table names the archives. */
  onBackupsScreen?: boolean;
};

export function BackupStatusLine({ status, owner, onBackupsScreen = false }: Props) {
  const last = status.last_success;
  const file = onBackupsScreen ? undefined : last?.file;
  return (
    <p>
      {last ? (
        <>
          Last backup <IndiaTime at={last.at} />, {formatBytes(last.size_bytes)}
          {file === undefined ? '.' : ` (${file}).`}
        </>
      ) : status.newest_archive_at ? (
        <>
          No backup is recorded in this site’s database; the newest archive in the folder was written <IndiaTime at={status.newest_archive_at} />.
        </>
      ) : (
        'No backup has been made yet.'
      )}{' '}
      {backupScheduleSentence(status.schedule, owner, onBackupsScreen)}
      {status.running_since && ' A backup is under way.'}
    </p>
  );
}
