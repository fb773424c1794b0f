// The Docker image runs the server as `npm start` does: the same Node flags and the same
// environment (MALLOC_ARENA_MAX), which the bench measured through the start script; and
// docker compose gives it every variable a production start requires.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serverCommand } from '../../scripts/server-command.mjs';
import { ConfigError, environmentVariableNames, loadConfig } from '../../server/src/config.js';

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
function composeAppEnvironment(service = 'app'): Record<string, string> {
  const environment = composeFile().services[service]?.environment ?? {};
  const dotEnv: Record<string, string> = { POSTGRES_PASSWORD: 'compose-db-password', SESSION_SECRET: 's'.repeat(40), SECRETS_KEY: 'k'.repeat(40) };
  const substitute = (value: string) =>
    value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => dotEnv[name] ?? (kind === '-' ? rest! : ''));
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, substitute(String(value))]));
}

type ComposeService = { profiles?: string[]; environment?: Record<string, string>; volumes?: string[]; image?: string; build?: string; depends_on?: Record<string, unknown> };

function composeFile(): { services: Record<string, ComposeService> } {
  // merge: compose reads YAML merge keys and aliases, as the replicas share one definition.
  return parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
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

/** The variables of STORAGE=s3 (another module's configuration), besides those config.ts names. */
const s3Variables = ['STORAGE', 'S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_BASE_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];

describe("docker compose's scale profile", () => {
  const services = composeFile().services;
  const replicas = ['app1', 'app2', 'app3'];

  it('runs three app replicas of the image, on the one Postgres, with uploads in the S3-compatible store', () => {
    for (const name of replicas) {
      const replica = services[name]!;
      expect(replica.profiles).toEqual(['scale']);
      expect(replica.build).toBe('.');
      const env = composeAppEnvironment(name);
      expect(env.DATABASE_URL).toBe('postgres://sjg:compose-db-password@db:5432/sjg');
      expect(env).toMatchObject({ STORAGE: 's3', S3_ENDPOINT: 'http://s3:9000', S3_FORCE_PATH_STYLE: 'true', S3_BUCKET: 'sjg-uploads' });
      for (const name of ['S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) expect(env[name]).toBeTruthy();
      expect(Object.keys(replica.depends_on ?? {})).toEqual(expect.arrayContaining(['db', 's3-bucket']));
    }
    expect(services.s3?.profiles).toEqual(['scale']);
    expect(services['s3-bucket']?.profiles).toEqual(['scale']);
  });

  it('sets the replicas no variable the server does not read', () => {
    const known = new Set([...environmentVariableNames, ...s3Variables]);
    for (const name of replicas) {
      expect(Object.keys(composeAppEnvironment(name)).filter((variable) => !known.has(variable))).toEqual([]);
    }
  });

  it('starts each replica with a configuration production accepts', () => {
    for (const name of replicas) {
      let problems: string[] = [];
      try {
        loadConfig({ ...composeAppEnvironment(name), DATA_DIR: os.tmpdir() });
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        problems = error.problems;
      }
      expect(problems).toEqual([]);
    }
  });

  it("puts HAProxy in front with the repository's deploy/haproxy/haproxy.cfg, one server line a replica", () => {
    const haproxy = services.haproxy!;
    expect(haproxy.profiles).toEqual(['scale']);
    expect(haproxy.volumes).toContain('./deploy/haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const env = composeAppEnvironment('haproxy');
    expect(replicas.map((_, index) => env[`APP${index + 1}_ADDR`])).toEqual(replicas.map((name) => `${name}:3000`));
    expect(Object.keys(haproxy.depends_on ?? {}).sort()).toEqual(replicas);
  });

  it.skipIf(!existsSync('/usr/sbin/haproxy'))('whose HAProxy configuration HAProxy itself accepts with those variables', () => {
    const env = composeAppEnvironment('haproxy');
    // The replicas' names do not resolve here: the servers start in maintenance, as configured.
    const checked = execFileSync('/usr/sbin/haproxy', ['-c', '-f', path.join(root, 'deploy/haproxy/haproxy.cfg')], {
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(checked).toContain('Configuration file is valid');
  });
});
