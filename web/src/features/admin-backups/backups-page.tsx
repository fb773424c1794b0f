// /admin/backups (owners): the last backups with their status, "Make a backup now", each archive
// to download, and how to restore one. The restore stays a command on the server (npm run
// restore): it replaces the database this very site runs on, so it cannot run from inside it.
import { useState } from 'react';
import type { BackupsReply } from '@common/backups';
import { useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { AdminTable } from '@/admin-shared/admin-table';
import { BackupFailureBanner, BackupStatusLine } from '@/admin-shared/backup-status-line';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { IndiaTime } from '@/admin-shared/india-time';
import { formatBytes } from '@/admin-shared/shrink-offer';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { useLoaded } from '@/admin-shared/use-loaded';
import { archiveDownloadUrl, fetchBackups, makeBackup } from './api/backups';
import './backups-page.css';

function BackupsStatus({ reply }: { reply: BackupsReply }) {
  const { status } = reply;
  return (
    <div className="admin-backups__status">
      <BackupFailureBanner failure={status.failure} />
      <BackupStatusLine status={status} owner onBackupsScreen />
      <p className="admin-field__hint">
        {reply.encrypted ? 'Archives are encrypted (BACKUP_ENCRYPTION_KEY): keep its secret key somewhere other than the backups.' : 'Archives are not encrypted: keep downloaded copies somewhere only you can read.'}{' '}
        {status.schedule && `The scheduled backups keep the newest ${reply.keep} archives and delete older ones.`}
      </p>
    </div>
  );
}

function RestoreHelp() {
  return (
    <section className="admin-backups__restore" aria-labelledby="restore-heading">
      <h2 id="restore-heading">Restoring a backup</h2>
      <p>
        A restore replaces the whole site, its database and its pictures, with the archive’s. It cannot be done from this screen: it replaces the very
        database this admin and the public site are running on, so the site is stopped first and the restore runs on the server, where it checks every file of
        the archive before it changes anything.
      </p>
      <p>Whoever runs the server:</p>
      <ol>
        <li>stops the site;</li>
        <li>
          runs <code>npm run restore -- backups/ARCHIVE</code> (with the archive’s name; add <code>--force</code> to replace a site that has content);
        </li>
        <li>starts the site again.</li>
      </ol>
      <p className="admin-field__hint">Everything changed after the backup was made is lost, sign-ins included: everyone signs in again.</p>
    </section>
  );
}

export function BackupsPage() {
  const owner = useCan('own');
  const { value: reply, failed, reload } = useLoaded<BackupsReply>(fetchBackups, 'the backups', [], { enabled: owner });
  const [running, setRunning] = useState(false);
  const { banner, show, dismiss } = useBanner();
  useAdminTitle('Backups');

  async function backUpNow() {
    setRunning(true);
    dismiss();
    try {
      const outcome = await makeBackup();
      void show({ kind: 'success', text: outcome.message });
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setRunning(false);
      reload();
    }
  }

  return (
    <StandaloneScreen className="admin-backups">
      <ScreenSection
        name="backups"
        title="Backups"
        hint="A backup is one archive of the whole site: its database (content, accounts, messages) and every uploaded picture."
        actions={
          owner && reply ? (
            <button type="button" className="admin-button admin-button--primary" onClick={() => void backUpNow()} disabled={running}>
              Make a backup now
            </button>
          ) : undefined
        }
      >
        <BannerView banner={banner} onDismiss={dismiss} />
        {running && <Spinner label="Making the backup… this takes a minute or more with many pictures." />}
        {!owner ? (
          <p className="admin-table__empty">Only owners see the backups.</p>
        ) : failed ? (
          <p className="admin-table__empty">The backups could not be loaded.</p>
        ) : !reply ? (
          <Spinner label="Loading the backups…" />
        ) : (
          <>
            <BackupsStatus reply={reply} />
            {reply.archives.length === 0 ? (
              <p className="admin-table__empty">No archive is in the backup folder yet.</p>
            ) : (
              <AdminTable className="admin-backups__table" label="Backup archives" columns={['Archive', 'Made', 'Size', 'Download']}>
                {reply.archives.map((archive) => (
                  <tr key={archive.file}>
                    <td data-label="Archive">{archive.file}</td>
                    <td data-label="Made">
                      <IndiaTime at={archive.created_at} />
                    </td>
                    <td data-label="Size">{formatBytes(archive.size_bytes)}</td>
                    <td data-label="Download">
                      <a href={archiveDownloadUrl(archive.file)} download={archive.file} aria-label={`Download ${archive.file}`}>
                        Download
                      </a>
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
            <RestoreHelp />
          </>
        )}
      </ScreenSection>
    </StandaloneScreen>
  );
}
