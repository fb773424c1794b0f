// The command `npm start` runs the server with, read from package.json's "start" script (its last
// step), so the bench, Lighthouse and the browser tests run exactly what a deployment runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Node's arguments for the server, e.g. ['--max-semi-space-size=4', 'dist/server/src/main.js']. */
export function serverNodeArgs() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const [program, ...args] = scripts.start.split('&&').at(-1).trim().split(/\s+/);
  if (program !== 'node') throw new Error(`package.json's start script should end with "node …", not "${program}"`);
  return args;
}
