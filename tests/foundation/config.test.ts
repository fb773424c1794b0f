import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config.js';

const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sjg-config-'));
  tempDirs.push(dir);
  return dir;
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults with no variables at all', async () => {
    const config = loadConfig({ DATA_DIR: await tempDataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.uploadsDir).toMatch(/uploads$/);
    expect(config.sessionIdleMs).toBe(2 * 3_600_000);
    expect(config.sessionMaxAgeMs).toBe(12 * 3_600_000);
  });

  it('names each bad variable', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', PUBLIC_BASE_URL: 'example.com' });
    expect(problems.join('\n')).toMatch(/^PORT:/m);
    expect(problems.join('\n')).toMatch(/^DATABASE_URL:/m);
    expect(problems.join('\n')).toMatch(/^SMTP_URL:/m);
    expect(problems.join('\n')).toMatch(/^PUBLIC_BASE_URL:/m);
  });

  it('requires SESSION_SECRET, SECRETS_KEY and PUBLIC_BASE_URL in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: required when NODE_ENV=production (at least 32 characters)',
      'SECRETS_KEY: required when NODE_ENV=production (at least 32 characters)',
      "PUBLIC_BASE_URL: required when NODE_ENV=production (the site's public address, such as https://www.example.com)",
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SECRETS_KEY: 'k'.repeat(32), PUBLIC_BASE_URL: 'https://www.example.com' }),
    ).toEqual([]);
  });

  it('refuses a short SECRETS_KEY, and makes a 32-byte key of a long enough one', async () => {
    expect(problemsOf({ SECRETS_KEY: 'short' })[0]).toMatch(/^SECRETS_KEY: must be at least 32/);
    const config = loadConfig({ DATA_DIR: await tempDataDir(), SECRETS_KEY: 'k'.repeat(32) });
    expect(config.secretsKey).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: await tempDataDir(), SECRETS_KEY: 'k'.repeat(32) }).secretsKey.equals(config.secretsKey)).toBe(true);
  });

  it('generates a development secrets key once, readable by its owner alone, and keeps it', async () => {
    const dataDir = await tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).secretsKey;
    expect(first).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir }).secretsKey.equals(first)).toBe(true);
    const file = path.join(dataDir, 'secrets-key');
    expect((await readFile(file, 'utf8')).trim()).toHaveLength(43);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a short SESSION_SECRET', () => {
    expect(problemsOf({ SESSION_SECRET: 'short' })[0]).toMatch(/^SESSION_SECRET: must be at least 32/);
  });

  it('refuses ADMIN_PASSWORD without ADMIN_EMAIL, and an ADMIN_EMAIL that is no address', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'x' })).toContain('ADMIN_EMAIL: required when ADMIN_PASSWORD is set');
    expect(problemsOf({ ADMIN_EMAIL: 'not-an-email' })[0]).toMatch(/^ADMIN_EMAIL:/);
  });

  it('generates a development session secret once and keeps it', async () => {
    const dataDir = await tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect((await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(first);
  });

  it('parses TRUST_PROXY as a flag, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true', SESSION_SECRET: 'x'.repeat(32) }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2', SESSION_SECRET: 'x'.repeat(32) }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8', SESSION_SECRET: 'x'.repeat(32) }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(problemsOf({ TRUST_PROXY: '$(rm -rf)' })[0]).toMatch(/^TRUST_PROXY:/);
  });

  it('turns on every language by default and the ones SITE_LANGUAGES names, English always', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).siteLanguages).toEqual(['en', 'hi', 'mr']);
    expect(loadConfig({ ...secret, SITE_LANGUAGES: 'hi' }).siteLanguages).toEqual(['en', 'hi']);
    expect(loadConfig({ ...secret, SITE_LANGUAGES: 'en' }).siteLanguages).toEqual(['en']);
  });

  it('stops the start on an unknown SITE_LANGUAGES code, naming it', () => {
    expect(problemsOf({ SITE_LANGUAGES: 'en,hi,ta' })).toEqual(['SITE_LANGUAGES names "ta", which is not a language of the site; known: en, hi, mr.']);
  });
});
