// Installs the Debian programs some tests run when missing (debian-tools.ts), builds the app once
// (web/dist and dist/, when missing or stale: some tests read the real build, and two files
// building at once would overwrite each other), then starts the Postgres every test
// file makes its own database in: TEST_DATABASE_URL when set, else a Testcontainers PostgreSQL
// when a Docker engine answers, else an embedded Postgres.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../../server/src/logger.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { ensureDebianTools } from './debian-tools.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureDebianTools();
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return async () => undefined;
  }
  if (await dockerIsReachable()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:18').start();
    project.provide('postgresAdminUrl', container.getConnectionUri());
    return async () => {
      await container.stop();
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sjg-test-pg-'));
  // mkdtemp makes a private folder; Postgres (run as the 'postgres' user under root) must enter it.
  await chmod(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({
    dataDir,
    databaseName: 'postgres',
    logger: createLogger('warn'),
    persistent: false,
  });
  project.provide('postgresAdminUrl', embedded.url);
  return async () => {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function dockerIsReachable(): Promise<boolean> {
  if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}
