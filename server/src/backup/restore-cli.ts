// npm run restore -- FILE [--force [--yes]] [--accept-unsigned]: restores an archive of npm run
// backup into an empty database and uploads (a non-empty one only with --force, after a y/N
// question that --yes answers); an archive not signed by this site only with --accept-unsigned
// when BACKUP_SIGNING_KEY is set. BACKUP_ENCRYPTION_KEY opens an encrypted archive.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { withCliContext } from '../db/cli-context.js';
import { ConfigError } from '../config.js';
import { repairImageVariants } from '../images/missing-variants.js';
import { createStorage } from '../storage/storage.js';
import { BackupArchiveError } from './backup-archive.js';
import { backupKeysOf } from './backup.service.js';
import { RestoreRefusedError, restoreArchive } from './restore.service.js';

const usage =
  'Usage: npm run restore -- FILE [--force] [--yes] [--accept-unsigned]   (--force replaces a non-empty site after asking; --yes answers yes for scripts; --accept-unsigned restores an archive this site did not sign)';
const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const files = args.filter((arg) => !arg.startsWith('--'));
const unknown = [...flags].filter((flag) => !['--force', '--yes', '--accept-unsigned'].includes(flag));

async function askYesNo(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    // stdin closed without an answer (a script without --yes) counts as no.
    const answer = await Promise.race([terminal.question(`${question} Go on? [y/N] `), new Promise<string>((resolve) => terminal.once('close', () => resolve('')))]);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    terminal.close();
  }
}

if (files.length !== 1 || unknown.length > 0) {
  console.error(unknown.length > 0 ? `Unknown option ${unknown[0]}. ${usage}` : usage);
  process.exitCode = 2;
} else if (!existsSync(files[0]!)) {
  console.error(`There is no file ${files[0]}: name an archive written by npm run backup.`);
  process.exitCode = 2;
} else {
  const file = path.resolve(files[0]!);
  try {
    await withCliContext(
      async ({ config, database }) => {
        const storage = createStorage(config);
        await storage.prepare();
        const result = await restoreArchive({ pool: database.pool, storage, keys: backupKeysOf(config) }, file, {
          force: flags.has('--force'),
          acceptUnsigned: flags.has('--accept-unsigned'),
          confirm: async (what) => flags.has('--yes') || askYesNo(what),
          report: (line) => console.log(line),
        });
        const migrated = result.migrated.length > 0 ? `, then migrated to ${result.migrated.at(-1)}` : '';
        console.log(`Restored ${result.rows} rows and ${result.files} files from ${path.basename(file)}${migrated}.`);
        // An archive made before today's variant widths has its images' other widths.
        const repair = await repairImageVariants(storage, ({ key, error }) =>
          console.error(`Could not make the variants of ${key}: ${error instanceof Error ? error.message : String(error)}`),
        );
        if (repair.made + repair.removed > 0) console.log(`Variants of the pictures brought up to date: ${repair.made} made, ${repair.removed} removed.`);
      },
      // The restore migrates inside its own transaction, to the archive's level first.
      { migrate: false },
    );
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof BackupArchiveError || error instanceof RestoreRefusedError;
    console.error(known ? (error as Error).message : `The restore failed and was undone: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
