// npm run dev: the server in watch mode and Vite's dev server (proxying /backend to it), together.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  // --watch restarts the server with SIGTERM on every save: no balancer to drain from, so no drain.
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'seed/start-with-demo.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'web/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
console.log('Vite dev server: http://localhost:5173/sjg/  (API on http://localhost:3000)');

function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) child.on('exit', (code) => { stopAll('SIGTERM'); process.exitCode = code ?? 0; });
