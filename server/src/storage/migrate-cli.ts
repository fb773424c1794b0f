// npm run storage:migrate: copies the local uploads (UPLOADS_DIR) into the S3 bucket that
// STORAGE=s3 and the S3_* variables name. Safe to run again: it skips what is already there.
import { ConfigError, loadConfig } from '../config.js';
import { describeBucket } from './s3-storage.js';
import { formatBytes, migrateUploads } from './migrate-uploads.js';

try {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error('storage:migrate copies the uploads into a bucket: set STORAGE=s3 and S3_BUCKET (and S3_ENDPOINT for a store other than AWS).');
    process.exit(2);
  }
  console.log(`Copying uploads to the ${describeBucket(config.storage)}`);
  const totals = await migrateUploads({ uploadsDir: config.uploadsDir, settings: config.storage, report: (line) => console.log(line) });
  console.log(
    `Done: ${totals.copied} copied (${formatBytes(totals.copiedBytes)}), ${totals.skipped} already in the bucket (${formatBytes(totals.skippedBytes)}).`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `storage:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
