// Fills in the size of library pictures registered by the database's trigger (the seed, a script,
// the migration), which knows a file's name but not its bytes. Bounded, and never fatal: a size
// left unknown only shows as such on the Media screen.
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import type { Storage } from '../storage/storage.js';
import { uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import { listMediaWithoutBytes, setMediaBytes } from './media-list.repository.js';

const BATCH = 200;
/** Rows looked at per run; a larger backlog is finished by the next start. */
const MAX_ROWS = 5000;

/** Sets `bytes` of rows missing it from their stored files; returns how many were filled. Errors are logged, not thrown. */
export async function fillMissingMediaSizes(deps: { db: Db; storage: Storage; logger: Logger }): Promise<number> {
  let filled = 0;
  let afterId = 0;
  try {
    for (let seen = 0; seen < MAX_ROWS; ) {
      const rows = await listMediaWithoutBytes(deps.db, afterId, BATCH);
      for (const row of rows) {
        const area: UploadArea = row.area in uploadAreas ? (row.area as UploadArea) : 'media';
        const file = await deps.storage.find(area, `${uploadAreas[area].fieldPrefix}${row.name}`);
        if (file) {
          await setMediaBytes(deps.db, row.id, file.size);
          filled += 1;
        }
      }
      seen += rows.length;
      if (rows.length < BATCH) break;
      afterId = rows[rows.length - 1]!.id;
    }
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not fill in the sizes of library pictures');
  }
  if (filled > 0) deps.logger.info({ filled }, 'sizes of library pictures filled in');
  return filled;
}
