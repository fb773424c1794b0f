// npm run seed: adds the demo content that is missing (safe to run again).
import { createStorage } from '../server/src/storage/storage.js';
import { withCliContext } from '../server/src/db/cli-context.js';
import { seedDemoContent } from './seed.js';

await withCliContext(async ({ config, logger, database }) => {
  const storage = createStorage(config);
  await storage.prepare();
  await seedDemoContent({ db: database.db, storage, logger });
}).then(
  () => console.log('Demo content is in place.'),
  (error: unknown) => {
    console.error('Seeding failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
