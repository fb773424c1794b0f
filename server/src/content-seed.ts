// A content seed and what it writes with: the seam between the server's start (main.ts), which runs
// whatever seed it is given, and seed/, which plugs the demo content in and imports the server.
import type { Clock } from './clock.js';
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
  /** The seed's time, which its items' dates count back from; the system's when absent. */
  clock?: Clock | undefined;
};

/** How the start runs a seed: asked once under the start-up lock, then run while the server serves. */
export type ContentSeed = {
  /** True when this database should be seeded now (it may record that it should not, ever again). */
  pending(db: Db, now: Date): Promise<boolean>;
  /** Seeds; once deps.signal is aborted it starts no further item and leaves the seed unfinished. */
  run(deps: SeedDeps): Promise<void>;
};
