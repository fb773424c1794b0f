// Seeds the demo content once for the whole browser suite: a server starts from scratch, seeds,
// and stops, and every file's server starts on a copy of its folder (helpers/suite.ts).
// E2E_SEEDED_FOLDER names such a folder to reuse across runs while working on a test: when it does
// not exist yet, it is seeded there and kept.
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startE2eServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    seededServerFolder: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kept = process.env.E2E_SEEDED_FOLDER;
  if (kept && existsSync(kept)) {
    project.provide('seededServerFolder', kept);
    return async () => undefined;
  }
  const seeded = await startE2eServer();
  await seeded.stop({ keepFiles: true });
  if (kept) {
    await rename(seeded.folder, kept);
    project.provide('seededServerFolder', kept);
    return async () => undefined;
  }
  project.provide('seededServerFolder', seeded.folder);
  return async () => {
    await rm(seeded.folder, { recursive: true, force: true });
  };
}
