// The overview's backup line: when the last backup was made and how large it is, and, when the
// latest one failed, a warning that says so (issue 27: a failure seen where people look), worded
// as on the Backups screen. The archive's name and the error text come to owners only.
// Without a schedule it says what that means and what to do (issue 48), an owner with a link to
// the Backups screen.
import { Link } from 'react-router';
import type { BackupStatus } from '@common/api-types';
import { useCan } from '@/admin-shared/account-context';
import { BackupFailureBanner, BackupStatusLine } from '@/admin-shared/backup-status-line';
import { paths } from '@/lib/paths';

export function BackupStatusView({ backup }: { backup: BackupStatus }) {
  const owner = useCan('own');
  return (
    <div className="admin-overview__backup" aria-label="Backups">
      <h3>Backups</h3>
      <BackupFailureBanner failure={backup.failure} />
      <BackupStatusLine status={backup} owner={owner} />
      {owner && <Link to={paths.adminBackups}>Backups: make one now, download, restore</Link>}
    </div>
  );
}
