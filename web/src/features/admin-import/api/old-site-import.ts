// The Import screen's calls (owners): start a dry run or the import, and read how it goes.
import { importPaths, type ImportJobReply } from '@common/old-site-import';
import { apiRequest } from '@/lib/api-client';

export function fetchImportJob(signal?: AbortSignal): Promise<ImportJobReply> {
  return apiRequest<ImportJobReply>(importPaths.job, { signal });
}

export function startImport(from: string, dryRun: boolean): Promise<ImportJobReply> {
  return apiRequest<ImportJobReply>(importPaths.job, { method: 'POST', body: { from, dry_run: dryRun } });
}
