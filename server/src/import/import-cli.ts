// npm run import -- --from https://old-site.example/backend [--dry-run]: brings the old PHP site's
// content in (issue 27). Exit status: 0 all imported or unchanged, 1 the import could not start
// (the old site unreachable, the database), 2 wrong arguments, 3 finished with items left out.
import { withCliContext } from '../cli-context.js';
import { createStorage } from '../storage/storage.js';
import { formatReport } from './import-progress.js';
import { importFromOldSite, OldSiteUnavailableError } from './import.service.js';

const usage = 'Usage: npm run import -- --from https://old-site.example/backend [--dry-run]';

function parseArguments(args: string[]): { from: string; dryRun: boolean } | string {
  let from: string | undefined;
  let dryRun = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--from') from = args[++index];
    else if (arg.startsWith('--from=')) from = arg.slice('--from='.length);
    else return `Unknown argument ${arg}. ${usage}`;
  }
  if (!from) return usage;
  if (!/^https?:\/\/[^/]/i.test(from) || !URL.canParse(from)) return `--from must be an http(s) address such as https://old-site.example/backend, not ${from}.`;
  return { from, dryRun };
}

const options = parseArguments(process.argv.slice(2));
if (typeof options === 'string') {
  console.error(options);
  process.exit(2);
}

await withCliContext(async ({ config, logger, database }) => {
  const storage = createStorage(config);
  await storage.prepare();
  const report = await importFromOldSite(
    { db: database.db, storage, logger },
    { from: options.from, dryRun: options.dryRun, print: (line) => console.log(line) },
  );
  for (const line of formatReport(report)) console.log(line);
  if (report.skipped.length > 0) process.exitCode = 3;
}).catch((error: unknown) => {
  console.error(error instanceof OldSiteUnavailableError ? error.message : `The import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
