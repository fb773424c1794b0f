// The command `npm start` runs the server with, read from package.json's "start" script (its last
// step), so the bench, Lighthouse and the browser tests run exactly what a deployment runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The environment the start script sets and Node's arguments for the server, e.g.
 * { env: { MALLOC_ARENA_MAX: '2' }, args: ['--max-semi-space-size=4', 'dist/seed/start-with-demo.js'] }
 * for `MALLOC_ARENA_MAX=2 node --max-semi-space-size=4 dist/seed/start-with-demo.js`.
 */
export function serverCommand() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const words = scripts.start.split('&&').at(-1).trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  // `exec`: the shell npm runs the script in becomes the server (see package.json's start script).
  if (words[0] === 'exec') words.shift();
  const [program, ...args] = words;
  if (program !== 'node') throw new Error(`package.json's start script should end with "node …", not "${program}"`);
  return { env, args };
}
