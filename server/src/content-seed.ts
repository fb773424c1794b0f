// What a content seed writes with: declared below seed/seed.ts and the seeders, which all name it,
// so that none of them imports another for it.
import type { Db } from './db/database.js';
import type { Logger } from './logger.js';
import type { Storage } from './storage/storage.js';

export type SeedDeps = {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** Called after each item is inserted and at the end: a server that serves while seeding drops its cached reads. */
  onChange?: () => void;
  /** Once aborted, no further item is started; those under way finish, and the seed is left unfinished. */
  signal?: AbortSignal;
};

