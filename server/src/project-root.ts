// The project's root folder (the one with package.json), found from this file's own place, so the
// same code works run from its sources (server/src) and compiled (dist/server/src).
import { existsSync } from 'node:fs';
import path from 'node:path';

function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);
