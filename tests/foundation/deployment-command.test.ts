// The Docker image runs the server as `npm start` does: the same Node flags and the same
// environment (MALLOC_ARENA_MAX), which the bench measured through the start script; and
// docker compose gives it every variable a production start requires.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serverCommand } from '../../scripts/server-command.mjs';
import { ConfigError, loadConfig } from '../../server/src/config.js';

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

/**
 * The app service's environment as compose would pass it, given a .env holding only what
 * .env.example asks for: `${X:?…}` takes a stand-in value, `${X:-default}` its default.
 */
function composeAppEnvironment(): Record<string, string> {
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: { app: { environment: Record<string, string> } };
  };
  const dotEnv: Record<string, string> = { POSTGRES_PASSWORD: 'compose-db-password', SESSION_SECRET: 's'.repeat(40), SECRETS_KEY: 'k'.repeat(40) };
  const substitute = (value: string) =>
    value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => dotEnv[name] ?? (kind === '-' ? rest! : ''));
  return Object.fromEntries(Object.entries(compose.services.app.environment).map(([name, value]) => [name, substitute(String(value))]));
}

describe('docker compose', () => {
  it("starts the app with a configuration production accepts (SESSION_SECRET, SECRETS_KEY, PUBLIC_BASE_URL)", () => {
    const env: Record<string, string> = { ...composeAppEnvironment(), DATA_DIR: os.tmpdir() };
    expect(env.NODE_ENV).toBe('production');
    let problems: string[] = [];
    try {
      loadConfig(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([]);
  });

  it('the image alone, without PUBLIC_BASE_URL, refuses to start and names the variable', () => {
    expect(() => loadConfig({ ...runtimeEnv(), SESSION_SECRET: 's'.repeat(40) })).toThrow(/PUBLIC_BASE_URL: required when NODE_ENV=production/);
  });
});
