// Part of `npm start`: builds the SPA when web/dist is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'web/dist/index.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'common'].map((p) => path.join(root, p));

function newestChange(target) {
  const info = statSync(target, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

const builtAt = statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (builtAt === 0 || Math.max(...sources.map(newestChange)) > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed: rebuilding…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // A caller's NODE_ENV (vitest sets 'test') would otherwise give React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // The .br/.gz copies the server sends to clients that accept them.
  execFileSync(process.execPath, [path.join(root, 'scripts/precompress-web.mjs')], { cwd: root, stdio: 'inherit' });
}
