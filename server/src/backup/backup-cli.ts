// npm run backup: writes one archive of the database and every uploaded file into BACKUP_DIR
// (backups/ by default), recorded like a scheduled one so the dashboard shows it.
import { withCliContext } from '../db/cli-context.js';
import { systemClock } from '../clock.js';
import { ConfigError } from '../config.js';
import { formatBytes } from '../storage/migrate-uploads.js';
import { createStorage } from '../storage/storage.js';
import { runRecordedBackup } from './backup-runs.service.js';
import { backupKeysOf } from './backup.service.js';

try {
  await withCliContext(async ({ config, logger, database }) => {
    const storage = createStorage(config);
    await storage.prepare();
    const result = await runRecordedBackup({ db: database.db, pool: database.pool, storage, clock: systemClock, backupDir: config.backupDir, logger, keys: backupKeysOf(config) });
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written: ${result.file} (${formatBytes(result.size)}; ${rows} rows, ${result.manifest.files.length} files, migration ${result.manifest.migrations.level}).`);
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
