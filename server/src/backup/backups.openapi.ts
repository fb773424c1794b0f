// The OpenAPI block of backups.routes.ts.
import { z } from 'zod';
import type { BackupRunReply, BackupsReply } from '../../../common/backups.js';
import { backupStatusSchema } from './backup-status.schema.js';
import { adminOperation, errorReply, errorResponses, jsonReplies, pathParameter, type OpenApiPaths } from '../openapi/openapi-document.js';

const tag = 'Backups (owners)';

const archiveSchema = z.object({
  file: z.string().describe('The archive’s name in BACKUP_DIR'),
  size_bytes: z.int(),
  created_at: z.string().describe('ISO 8601'),
  encrypted: z.boolean().describe('Encrypted with age (BACKUP_ENCRYPTION_KEY)'),
});

const backupsReply = z.object({
  status: backupStatusSchema,
  archives: z.array(archiveSchema).describe('Newest first'),
  keep: z.int().describe('BACKUP_KEEP: how many archives the scheduled backups keep'),
  encrypted: z.boolean(),
  signed: z.boolean(),
}) satisfies z.ZodType<BackupsReply>;

const runReply = z.object({ message: z.string(), archive: archiveSchema }) satisfies z.ZodType<BackupRunReply>;

const notOwner = errorReply('Not an owner (`code: forbidden`), two-factor set-up required first, or a cross-site request');

export const backupsOpenApi: OpenApiPaths = {
  '/admin/backups': {
    get: adminOperation(tag, 'The archives in BACKUP_DIR, newest first, and the status of the last backups', {
      responses: { ...jsonReplies('The backups', backupsReply, [401]), 403: notOwner },
    }),
    post: adminOperation(tag, 'Make a backup now (the database and every upload), recorded like a scheduled one', {
      responses: {
        ...jsonReplies('Written', runReply, [401], 201),
        403: notOwner,
        409: errorReply('A backup started from this screen is still being written'),
        503: errorReply('The backup failed (`code: backup_failed`); `error` says why'),
      },
    }),
  },
  '/admin/backups/{file}': {
    get: adminOperation(tag, 'Download one archive', {
      parameters: [pathParameter('file', 'The archive’s name, as the list gives it')],
      responses: {
        200: { description: 'The archive', content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } } },
        ...errorResponses(401, 404),
        403: notOwner,
      },
    }),
  },
};
