// Part of `npm start` (and of the tests and benches that run the built app): builds what is missing
// or older than its sources. The SPA goes to web/dist (with .br/.gz copies) and its server
// renderer to web/dist-ssr; the server is compiled to dist/ so the running process carries no
// TypeScript loader. `--force` builds everything.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

function newestChange(target) {
  const info = statSync(path.join(root, target), { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path.join(root, target)).map((name) => newestChange(path.join(target, name))));
}

function builtAt(file) {
  return statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

function run(script, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))));
  });
}

/** The server and what it imports or runs: compiled to dist/, one JavaScript file per source. */
const serverSourceDirs = ['server/src', 'common', 'migrations', 'seed'];

function typeScriptFiles(folder) {
  return readdirSync(path.join(root, folder), { recursive: true })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(root, folder, name));
}

/** Builds when forced, when an output is missing, or when a source changed after it was built. */
async function ensure({ name, outputs, sources, build }) {
  const at = Math.min(...outputs.map(builtAt));
  if (!force && at > 0 && Math.max(...sources.map(newestChange)) <= at) return;
  const started = Date.now();
  console.log(at === 0 ? `Building the ${name}…` : `Building the ${name} (sources changed)…`);
  await build();
  console.log(`Built the ${name} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// The web app and the server are built side by side: neither needs the other, and each leaves a
// core idle part of the time.
const builds = [
  ensure({
    name: 'web app',
    outputs: ['web/dist/index.html', 'web/dist-ssr/entry-server.js'],
    sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'common'],
    async build() {
      // A caller's NODE_ENV (vitest sets 'test') would otherwise give React's development build.
      const production = { ...process.env, NODE_ENV: 'production' };
      const vite = 'node_modules/vite/bin/vite.js';
      const config = ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'];
      await run(vite, config, production);
      await Promise.all([
        // The same pages as an ES module for Node: the server renders public pages with it.
        run(vite, [...config, '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'], production),
        // The .br/.gz copies the server sends to clients that accept them.
        run('scripts/precompress-web.mjs', []),
      ]);
    },
  }),
  ensure({
    name: 'server',
    outputs: ['dist/seed/start-with-demo.js'],
    sources: [...serverSourceDirs, 'tsconfig.json'],
    async build() {
      // From empty: a migration deleted or renamed in the sources must not live on in dist/.
      rmSync(path.join(root, 'dist'), { recursive: true, force: true });
      // Each file on its own, as tsc would emit it (the sources are isolatedModules), with esbuild:
      // the types are checked by `npm run typecheck` (and CI), and tsc's emit alone was most of a
      // first start's build (bench/RESULTS-archive.md).
      const { build } = await import('esbuild');
      await build({
        entryPoints: serverSourceDirs.flatMap(typeScriptFiles),
        outdir: path.join(root, 'dist'),
        outbase: root,
        format: 'esm',
        platform: 'node',
        target: 'node20.19',
        sourcemap: true,
        tsconfig: path.join(root, 'tsconfig.json'),
        logLevel: 'warning',
      });
    },
  }),
];
const failed = (await Promise.allSettled(builds)).filter((result) => result.status === 'rejected');
for (const { reason } of failed) console.error(reason instanceof Error ? reason.message : reason);
if (failed.length > 0) process.exit(1);
