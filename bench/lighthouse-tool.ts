// Lighthouse lives in its own package (bench/lighthouse-tool, with its lockfile): a large tree that
// only `npm run lighthouse` needs, so `npm install` leaves it out and this script installs it, at
// the locked versions, the first time it runs (sizes in bench/RESULTS-archive.md).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const toolDir = path.join(import.meta.dirname, 'lighthouse-tool');

/** The part of Lighthouse's Node API the script calls; the result is read as bench/lighthouse.ts's own shape. */
export type RunLighthouse = (
  url: string,
  flags: {
    port: number;
    output: 'json';
    logLevel: 'error';
    clearStorageTypes?: string[];
    onlyAudits?: string[];
    /** Merged into Lighthouse's mobile defaults (resolveSettings in core/config/config-helpers.js), so the network stays its slow 4G. */
    throttling?: { cpuSlowdownMultiplier: number };
  },
) => Promise<{ lhr: unknown; artifacts?: { Trace?: unknown } } | undefined>;

/** Lighthouse's entry point, installed first when missing or not at the locked version. */
export async function loadLighthouse(): Promise<RunLighthouse> {
  const locked = await versionIn(path.join(toolDir, 'package-lock.json'), (lock) => lock.packages?.['node_modules/lighthouse']?.version);
  const installed = await versionIn(path.join(toolDir, 'node_modules/lighthouse/package.json'), (manifest) => manifest.version);
  if (installed !== locked) {
    console.log(`Installing Lighthouse ${locked} for this script into bench/lighthouse-tool (once, about 20 s)`);
    await npmCi();
  }
  const entry = createRequire(path.join(toolDir, 'package.json')).resolve('lighthouse');
  const module = (await import(pathToFileURL(entry).href)) as { default: RunLighthouse };
  return module.default;
}

type Manifest = { version?: string; packages?: Record<string, { version?: string }> };

async function versionIn(file: string, pick: (json: Manifest) => string | undefined): Promise<string | undefined> {
  try {
    return pick(JSON.parse(await readFile(file, 'utf8')) as Manifest);
  } catch {
    return undefined;
  }
}

function npmCi(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolDir, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm ci in bench/lighthouse-tool exited with ${code}`))));
  });
}
