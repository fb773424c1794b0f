// Runs the real server (seed/start-with-demo.ts, server/src/main.ts with the demo seed) as a child
// process, as `npm start` does: its compiled copy under dist/, which the global set-up has built,
// with the start script's flags (scripts/server-command.mjs), as the browser tests run it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverCommand } from '../../scripts/server-command.mjs';
import { siteAddressIn } from '../../server/src/welcome.js';

const root = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Sends the signal and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
};

/** `cwd` is the checkout to run: this one unless a test runs a copy elsewhere. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, cwd = root): Promise<ServerProcess> {
  const command = serverCommand();
  const child = spawn(process.execPath, command.args, {
    cwd,
    env: { ...command.env, PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), timeoutMs);
    const check = () => {
      const address = siteAddressIn(output);
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });

  return {
    child,
    baseUrl,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
}
