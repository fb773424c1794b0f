// The Debian programs some tests run for real (HAProxy in front of two app processes, nginx as a
// CDN-like cache and the bench's file server): installed when missing and this is root on a
// machine with apt-get, as .ci/run installs Chromium, else a clear message of what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = [
  { binary: '/usr/sbin/haproxy', debianPackage: 'haproxy', neededBy: 'tests/multi-process' },
  { binary: '/usr/sbin/nginx', debianPackage: 'nginx', neededBy: 'tests/cdn' },
];

export function ensureDebianTools(): void {
  const missing = tools.filter((tool) => !existsSync(tool.binary));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.debianPackage);
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    const needs = missing.map((tool) => `${tool.debianPackage} (${tool.neededBy})`).join(', ');
    throw new Error(`The tests need ${needs}: apt-get install -y --no-install-recommends ${packages.join(' ')}`);
  }
  console.log(`Installing ${packages.join(' and ')} for the tests (apt-get)…`);
  const apt = { stdio: 'inherit' as const, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], apt);
}
