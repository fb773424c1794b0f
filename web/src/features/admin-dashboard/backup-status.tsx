// The overview's backup line: when the last backup was made and how large it is, or, when the
// latest one failed, a warning that says so (issue 27: a failure seen where people look). The
// archive's name and the error text come to owners only; the others are told to ask an owner.
import type { BackupStatus } from '@common/api-types';
import { adminDateTime } from '@/admin-shared/date-time';
import { formatBytes } from '@/admin-shared/shrink-offer';

export function BackupStatusView({ backup }: { backup: BackupStatus }) {
  const last = backup.last_success;
  return (
    <div className="admin-overview__backup" aria-label="Backups">
      <h3>Backups</h3>
      {backup.failure && (
        <div className="admin-banner admin-banner--error" role="alert">
          <span>
            The last backup failed <time dateTime={backup.failure.at}>{adminDateTime.format(new Date(backup.failure.at))}</time>
            {backup.failure.error === undefined ? '. An owner can see why.' : `: ${backup.failure.error}`}
          </span>
        </div>
      )}
      <p>
        {last ? (
          <>
            Last backup <time dateTime={last.at}>{adminDateTime.format(new Date(last.at))}</time>, {formatBytes(last.size_bytes)}
            {last.file === undefined ? '.' : ` (${last.file}).`}
          </>
        ) : (
          'No backup has been made yet.'
        )}{' '}
        {backup.schedule ? `The server backs up ${backup.schedule}.` : 'The server makes no scheduled backups (BACKUP_EVERY is not set).'}
        {backup.running_since && ' A backup is under way.'}
      </p>
    </div>
  );
}
