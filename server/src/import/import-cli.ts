// npm run import -- --from https://old-site.example/backend [--allow-host HOST]… [--dry-run]: brings
// the old PHP site's content in (issue 27). Exit status: 0 all imported or unchanged, 1 the import could not start
// (the old site unreachable, the database), 2 wrong arguments, 3 finished with items left out.
import { withCliContext } from '../db/cli-context.js';
import { createStorage } from '../storage/storage.js';
import { parseImportArguments } from './import-arguments.js';
import { formatReport } from './import-progress.js';
import { importFromOldSite, OldSiteUnavailableError } from './import.service.js';

const options = parseImportArguments(process.argv.slice(2));
if (typeof options === 'string') {
  console.error(options);
  process.exit(2);
}

await withCliContext(async ({ config, logger, database }) => {
  const storage = createStorage(config);
  await storage.prepare();
  const report = await importFromOldSite(
    { db: database.db, storage, logger },
    { from: options.from, dryRun: options.dryRun, allowHosts: options.allowHosts, print: (line) => console.log(line) },
  );
  for (const line of formatReport(report)) console.log(line);
  if (report.skipped.length > 0) process.exitCode = 3;
}).catch((error: unknown) => {
  console.error(error instanceof OldSiteUnavailableError ? error.message : `The import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
