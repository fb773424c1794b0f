// What the overview and the Backups screen both say of the backups: a warning when the latest one
// failed (why, to owners; the others are told to ask one), then when the last good one was made and
// how large it was, else the folder's newest archive where the database records none, else that
// there is none; then what the schedule means, and a backup under way.
import type { BackupStatus } from '@common/api-types';
import { backupScheduleSentence } from '@common/backups';
import { IndiaTime } from './india-time';
import { formatBytes } from './shrink-offer';

/** The latest backup's failure, as an alert; nothing when it did not fail. */
export function BackupFailureBanner({ failure }: { failure: BackupStatus['failure'] }) {
  if (!failure) return null;
  return (
    // One span: a banner lays out its children as a row spread apart, and this is one sentence.
    <div className="admin-banner admin-banner--error" role="alert">
      <span>
        The last backup failed <IndiaTime at={failure.at} />
        {failure.error === undefined ? '. An owner can see why.' : failure.error ? `: ${failure.error}` : '.'}
      </span>
    </div>
  );
}

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
