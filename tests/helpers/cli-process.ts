// A command-line tool of the project in a process of its own, as `npm run <tool>` runs it in the
// production image (scripts/run-cli.mjs without tsx): its compiled copy under dist/, which the
// global set-up has built. The tests of the backup, restore, import and storage:migrate commands.
import { spawn } from 'node:child_process';
import path from 'node:path';

export type CliResult = { code: number | null; stdout: string; stderr: string };

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Runs `source` (a .ts path under the project) with `args` and only `env` (plus PATH); `input` is typed at its prompt. */
export function runCliTool(source: string, args: string[], env: Record<string, string>, input = ''): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('dist', source.replace(/\.ts$/, '.js')), ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
