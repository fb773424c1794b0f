// The Backups screen's endpoints (owners only, issue 48): the last backups with the status the
// overview shows, a backup run now, and one archive downloaded. A restore stays a command
// (npm run restore): it replaces the database this server is using, so it cannot run inside it.
import path from 'node:path';
import type { Router } from 'express';
import { backupScreenMessages, type BackupRunReply, type BackupsReply } from '../../../common/backups.js';
import type { AppDeps } from '../app-deps.js';
import { systemClock } from '../clock.js';
import { backendRouter } from '../http/backend-router.js';
import { HttpError, NotFoundError } from '../http/errors.js';
import { requireAdmin } from '../http/require-admin.js';
import { archivePathOf, listBackupArchives, withNewestArchive } from './backup-folder.js';
import { backupStatus, runRecordedBackup } from './backup-runs.service.js';
import { backupKeysOf } from './backup.service.js';
import { changesNothingPublic } from '../http/public-effect.js';

export const backupsPath = '/admin/backups';

export function backupsRoutes(deps: AppDeps): Router {
  const { config, clock = systemClock } = deps;
  const router = backendRouter();
  const owner = requireAdmin(deps, 'own');
  // One backup at a time from this screen: a second click while one is written is refused, not queued.
  let running: Promise<unknown> | null = null;

  router.get(backupsPath, owner, async (_req, res) => {
    const [status, archives] = await Promise.all([backupStatus(deps.db, config.backupEveryMs), listBackupArchives(config.backupDir)]);
    const reply: BackupsReply = {
      status: withNewestArchive(status, archives),
      archives,
      keep: config.backupKeep,
      encrypted: config.backupEncryptionKey !== undefined,
      signed: config.backupSigningKey !== undefined,
    };
    res.set('Cache-Control', 'no-store').json(reply);
  });

  router.post(backupsPath, owner, changesNothingPublic, async (_req, res) => {
    if (running) throw new HttpError(409, backupScreenMessages.alreadyRunning);
    const backup = runRecordedBackup({
      db: deps.db,
      pool: deps.pool,
      storage: deps.storage,
      clock,
      logger: deps.logger,
      backupDir: config.backupDir,
      keys: backupKeysOf(config),
    });
    running = backup;
    try {
      const result = await backup;
      const file = path.basename(result.file);
      const archive = (await listBackupArchives(config.backupDir)).find((known) => known.file === file) ?? {
        file,
        size_bytes: result.size,
        created_at: new Date(clock.now()).toISOString(),
        encrypted: file.endsWith('.age'),
      };
      const reply: BackupRunReply = { message: backupScreenMessages.written(file), archive };
      res.status(201).json(reply);
    } catch (error) {
      // Recorded in backup_runs and logged by runRecordedBackup; the owner reads the reason here.
      // 503: the server could not do it now (a full disk, a bucket away), not a fault of the request.
      throw new HttpError(503, backupScreenMessages.failed(error instanceof Error ? error.message : String(error)), { code: 'backup_failed' });
    } finally {
      running = null;
    }
  });

  router.get(`${backupsPath}/:file`, owner, async (req, res, next) => {
    const file = await archivePathOf(config.backupDir, String(req.params.file));
    if (!file) throw new NotFoundError(backupScreenMessages.archiveNotFound);
    res.set('Cache-Control', 'no-store');
    res.download(file, path.basename(file), (error) => {
      if (error && !res.headersSent) next(new NotFoundError(backupScreenMessages.archiveNotFound));
    });
  });

  return router;
}
