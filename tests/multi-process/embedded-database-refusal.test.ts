// Several server processes need a Postgres of their own (DATABASE_URL): a second server on the
// embedded database of a running one refuses to start and says so, while the CLI may still share it.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

describe('a second server process on the embedded database', () => {
  let folder: string;
  let first: ServerProcess;
  let env: Record<string, string>;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-embedded-twice-'));
    // A private (0700) folder would send the cluster to /var/lib (see embedded-postgres.ts).
    await chmod(folder, 0o755);
    env = { DATA_DIR: path.join(folder, 'data'), UPLOADS_DIR: path.join(folder, 'uploads'), SEED_DEMO_CONTENT: 'false' };
    first = await startServerProcess(env, 120_000);
  }, 150_000);
  afterAll(async () => {
    await first?.stop('SIGTERM');
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses to start, naming DATABASE_URL, and leaves the running one serving', async () => {
    const failure = await startServerProcess(env, 60_000).then(
      async (second) => {
        await second.stop();
        throw new Error('a second server started on the embedded database');
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/exited with 1 before starting/);
    expect(failure).toMatch(
      /The server could not start: another process \(pid \d+\) already runs the embedded database in .+; to run several server processes, set DATABASE_URL to one Postgres server they all share/,
    );
    expect(failure).not.toMatch(/^\s+at /m);
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
  });
});
