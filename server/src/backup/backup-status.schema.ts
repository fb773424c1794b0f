// The last backups' status as replies carry it (the dashboard's overview, the Backups screen), for
// their OpenAPI entries.
import { z } from 'zod';
import type { BackupStatus } from '../../../common/api-types.js';

export const backupStatusSchema = z.object({
  schedule: z.string().nullable(),
  last_success: z.object({ at: z.string(), file: z.string().optional().describe('Owners only'), size_bytes: z.number() }).nullable(),
  failure: z.object({ at: z.string(), error: z.string().optional().describe('Owners only') }).nullable(),
  running_since: z.string().nullable(),
  newest_archive_at: z.string().optional().describe('Where no backup is recorded: when the newest archive in the folder was written'),
}) satisfies z.ZodType<BackupStatus>;
