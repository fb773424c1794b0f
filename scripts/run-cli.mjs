// npm run db:migrate, seed and admin: runs a command-line tool from its TypeScript source through
// tsx where tsx is installed (a development checkout, so an edit counts at once), else its compiled
// copy under dist/ (the production image, installed without dev dependencies: tsx is not there).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [source, ...args] = process.argv.slice(2);
if (!source?.endsWith('.ts')) {
  console.error('Usage: node scripts/run-cli.mjs path/to/tool.ts [arguments]');
  process.exit(2);
}

const fromSource = existsSync(path.join(root, 'node_modules/tsx/package.json'));
const entry = fromSource ? path.join(root, source) : path.join(root, 'dist', source.replace(/\.ts$/, '.js'));
if (!existsSync(entry)) {
  console.error(`${path.relative(root, entry)} is missing: run npm run build (or npm install, to run from the sources).`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [...(fromSource ? ['--import', 'tsx'] : []), entry, ...args], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
