// The overview's backup line: when the last backup was made and how large it is, or, when the
// latest one failed, a warning that says so (issue 27: a failure seen where people look). The
// archive's name and the error text come to owners only; the others are told to ask an owner.
// Without a schedule it says what that means and what to do (issue 48), an owner with a link to
// the Backups screen.
import { Link } from 'react-router';
import type { BackupStatus } from '@common/api-types';
import { useCan } from '@/admin-shared/account-context';
import { BackupStatusLine } from '@/admin-shared/backup-status-line';
import { IndiaTime } from '@/admin-shared/india-time';
import { paths } from '@/lib/paths';

export function BackupStatusView({ backup }: { backup: BackupStatus }) {
  const owner = useCan('own');
  return (
    <div className="admin-overview__backup" aria-label="Backups">
      <h3>Backups</h3>
      {backup.failure && (
        <div className="admin-banner admin-banner--error" role="alert">
          <span>
            The last backup failed <IndiaTime at={backup.failure.at} />
            {backup.failure.error === undefined ? '. An owner can see why.' : `: ${backup.failure.error}`}
          </span>
        </div>
      )}
      <BackupStatusLine status={backup} owner={owner} />
      {owner && <Link to={paths.adminBackups}>Backups: make one now, download, restore</Link>}
    </div>
  );
}
