// The Docker image runs the server as `npm start` does: the same Node flags and the same
// environment (MALLOC_ARENA_MAX), which the bench measured through the start script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverCommand } from '../../scripts/server-command.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

/** The runtime stage's ENV settings, joined across continuation lines. */
function runtimeEnv(): Record<string, string> {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const match of runtime.replace(/\\\n/g, ' ').matchAll(/^ENV\s+(.+)$/gm)) {
    for (const pair of match[1]!.trim().split(/\s+/)) {
      const [name, ...value] = pair.split('=');
      env[name!] = value.join('=');
    }
  }
  return env;
}

describe('the Docker image', () => {
  it('runs the server with the start script’s Node arguments', () => {
    const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile);
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...serverCommand().args]);
  });

  it('sets the environment the start script sets', () => {
    const { env } = serverCommand();
    expect(env).toHaveProperty('MALLOC_ARENA_MAX');
    expect(runtimeEnv()).toMatchObject(env);
  });
});
