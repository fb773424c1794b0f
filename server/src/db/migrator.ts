// Runs the migrations in migrations/ with kysely's Migrator.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import { fillMissingTranslationSearch } from '../search/translation-search.repository.js';
import { syncDeclaredSearch } from './declared-search.js';

export const migrationsDir = path.resolve(import.meta.dirname, '../../../migrations');

/**
 * Like kysely's FileMigrationProvider, but the import happens in our code, so the TypeScript
 * migrations load under tsx and vitest alike.
 */
const migrationFiles: MigrationProvider = {
  async getMigrations() {
    const names = (await readdir(migrationsDir)).filter((name) => /^\d{4}-.*\.(ts|js)$/.test(name)).sort();
    const migrations: Record<string, Migration> = {};
    for (const name of names) {
      migrations[name.replace(/\.(ts|js)$/, '')] = (await import(
        pathToFileURL(path.join(migrationsDir, name)).href
      )) as Migration;
    }
    return migrations;
  },
};

// Migrations are typed Kysely<any> (they are frozen in time, not tied to today's schema types).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrated = await migrate(db, (migrator) => migrator.migrateToLatest());
  await syncDeclaredSearch(db);
  // Translations saved before their search rows existed (this release's migration) become searchable.
  await fillMissingTranslationSearch(db);
  return migrated;
}

/** Up (or down) to `migrationName`: how a test builds the schema an older release left behind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateTo(db: Kysely<any>, migrationName: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(migrationName));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrate(db: Kysely<any>, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationFiles });
  const { error, results } = await run(migrator);
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The names of every migration this code has, in order (a restore refuses an archive past them). */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationFiles.getMigrations()).sort();
}

/**
 * Up to `target` ('latest' or a migration's name) inside a transaction the caller opened on the
 * connection `db` runs on (kyselyOnClient): a restore migrates, loads and migrates again as one
 * transaction, so a failure anywhere leaves the database as it was.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateInOpenTransaction(db: Kysely<any>, target: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationFiles, disableTransactions: true });
  const migrated = await migrate(db, () => (target === 'latest' ? migrator.migrateToLatest() : migrator.migrateTo(target)));
  if (target === 'latest') await syncDeclaredSearch(db);
  return migrated;
}
