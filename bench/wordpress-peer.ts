// The peer `npm run lighthouse` measures beside this site (issue 25): stock WordPress from Debian's
// packages with its default theme, on Debian's nginx and php-fpm and a MariaDB of its own, all
// child processes on loopback in a temporary folder (no system service is started or touched).
// Debian's WordPress reads its database settings from /etc/wordpress/config-<name>.php, the one
// file written outside that folder: its name is this peer's own and it is removed on stop.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync, readdirSync, rmSync, unlinkSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { acceptsConnections, freePort } from '../scripts/loopback.js';
import { aptInstall } from './debian-packages.js';

const wordpressRoot = '/usr/share/wordpress';
/** Where Debian's WordPress keeps themes, plugins and uploads (its wp-config.php's default WP_CONTENT_DIR). */
const contentDir = '/var/lib/wordpress/wp-content';
const configDir = '/etc/wordpress';
/** Every config this peer writes is named so (config-sjg-lighthouse-PID-…), which lets a later run find one a killed run left. */
const configPrefix = 'sjg-lighthouse-';
const packages = ['wordpress', 'php-fpm', 'php-mysql', 'mariadb-server', 'nginx'];
const isRoot = process.getuid?.() === 0;

export type PeerPage = { label: string; path: string };

export type PeerInfo = {
  url: string;
  /** Home and the "Hello world!" post the installer writes. */
  pages: PeerPage[];
  /** What runs, for the results: 'WordPress 6.1.9 (twentytwentythree), nginx 1.22.1, php-fpm8.2, MariaDB 10.11.19'. */
  description: string;
};

type Child = { name: string; process: ChildProcess; output: () => string };

/**
 * One stock WordPress: `start()` installs the packages when missing, starts MariaDB, php-fpm and
 * nginx and runs WordPress's installer; `stop()` ends them and removes what start wrote. stop may
 * be called at any time, also while start is under way (Ctrl-C), and more than once.
 */
export class WordPressPeer {
  private folder: string | undefined;
  private configFile: string | undefined;
  private children: Child[] = [];
  private stopped = false;

  async start(): Promise<PeerInfo> {
    installMissingPackages();
    const defaultTheme = readDefaultTheme();
    if (!existsSync(path.join(contentDir, 'themes', defaultTheme, 'style.css'))) aptInstall('WordPress peer', [`wordpress-theme-${defaultTheme}`], `the default theme, ${defaultTheme}`);
    removeLeftoverConfigs();
    const phpFpm = findPhpFpm();

    // World-enterable (mkdtemp makes it 0700): MariaDB runs as mysql and php-fpm's workers as www-data.
    const folder = (this.folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-wordpress-')));
    await chmod(folder, 0o755);
    const dataDir = path.join(folder, 'mariadb');
    const runDir = path.join(folder, 'run');
    await mkdir(runDir);
    if (isRoot) await chown(runDir, uidOf('mysql'), gidOf('mysql'));
    const socket = path.join(runDir, 'mariadb.sock');

    console.log('WordPress peer: starting MariaDB, php-fpm and nginx in', folder);
    await run('mariadb-install-db', [
      '--no-defaults', ...(isRoot ? ['--user=mysql'] : []), `--datadir=${dataDir}`,
      '--auth-root-authentication-method=socket', '--skip-test-db',
    ], 120_000);
    this.checkStopped();
    const mariadb = this.spawnChild('mariadbd', '/usr/sbin/mariadbd', [
      '--no-defaults', ...(isRoot ? ['--user=mysql'] : []), `--datadir=${dataDir}`, `--socket=${socket}`,
      `--pid-file=${path.join(runDir, 'mariadb.pid')}`, '--skip-networking', `--log-error=${path.join(folder, 'mariadb.log')}`,
    ]);
    const dbUser = isRoot ? 'root' : os.userInfo().username;
    await this.waitFor('MariaDB to answer on its socket', 60_000, [mariadb], () =>
      promisify(execFile)('mariadb-admin', ['--no-defaults', `--socket=${socket}`, '-u', dbUser, 'ping'], { timeout: 5_000 }).then(() => true, () => false),
    );
    const dbPassword = randomBytes(18).toString('base64url');
    await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', dbUser, '-e', [
      'CREATE DATABASE wordpress',
      `CREATE USER 'wordpress'@'localhost' IDENTIFIED BY '${dbPassword}'`,
      "GRANT ALL PRIVILEGES ON wordpress.* TO 'wordpress'@'localhost'",
    ].join('; ')], 30_000);

    // Named for this peer alone, so that it never takes the place of a config someone keeps for 127.0.0.1.
    this.checkStopped();
    const configName = `${configPrefix}${process.pid}-${randomBytes(4).toString('hex')}`;
    this.configFile = path.join(configDir, `config-${configName}.php`);
    await writeFile(this.configFile, [
      '<?php',
      `// The stock WordPress peer of npm run lighthouse (bench/wordpress-peer.ts), pid ${process.pid}; removed when it stops.`,
      "define('DB_NAME', 'wordpress');",
      "define('DB_USER', 'wordpress');",
      `define('DB_PASSWORD', '${dbPassword}');`,
      `define('DB_HOST', 'localhost:${socket}');`,
      '',
    ].join('\n'), { mode: 0o640 });
    if (isRoot) await chown(this.configFile, 0, gidOf('www-data'));

    const fpmPort = await freePort();
    const fpmConfig = path.join(folder, 'php-fpm.conf');
    // Debian's www pool (pm dynamic, 5 children at most), on a loopback port instead of /run/php.
    await writeFile(fpmConfig, [
      '[global]',
      `pid = ${path.join(folder, 'php-fpm.pid')}`,
      `error_log = ${path.join(folder, 'php-fpm.log')}`,
      'daemonize = no',
      '[wordpress]',
      ...(isRoot ? ['user = www-data', 'group = www-data'] : []),
      `listen = 127.0.0.1:${fpmPort}`,
      'listen.allowed_clients = 127.0.0.1',
      'pm = dynamic',
      'pm.max_children = 5',
      'pm.start_servers = 2',
      'pm.min_spare_servers = 1',
      'pm.max_spare_servers = 3',
      '',
    ].join('\n'));
    const fpm = this.spawnChild(path.basename(phpFpm), phpFpm, ['-F', '-y', fpmConfig]);
    await this.waitFor(`${path.basename(phpFpm)} to listen on 127.0.0.1:${fpmPort}`, 30_000, [fpm], () => acceptsConnections(fpmPort));

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    await mkdir(path.join(folder, 'nginx'));
    const nginxConfig = path.join(folder, 'nginx.conf');
    // Debian's nginx.conf as it comes (sendfile, tcp_nopush, gzip for HTML) and the usual WordPress
    // server block; /wp-content is Debian's content folder, as its Apache example aliases it.
    await writeFile(nginxConfig, `daemon off;
${isRoot ? 'user www-data;\n' : ''}worker_processes auto;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'nginx-error.log')} warn;
events { worker_connections 768; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  gzip on;
  access_log off;
  client_body_temp_path ${folder}/nginx/body;
  proxy_temp_path ${folder}/nginx/proxy;
  fastcgi_temp_path ${folder}/nginx/fastcgi;
  uwsgi_temp_path ${folder}/nginx/uwsgi;
  scgi_temp_path ${folder}/nginx/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${wordpressRoot};
    index index.php;
    location ^~ /wp-content/ { alias ${contentDir}/; }
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      try_files $uri =404;
${fastcgiParams()}
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_param WORDPRESS_CONFIG ${configName};
      fastcgi_pass 127.0.0.1:${fpmPort};
    }
  }
}
`);
    const nginx = this.spawnChild('nginx', '/usr/sbin/nginx', ['-p', `${folder}/nginx/`, '-e', path.join(folder, 'nginx-error.log'), '-c', nginxConfig]);
    const installer = `${url}/wp-admin/install.php`;
    await this.waitFor(`nginx to serve WordPress's installer at ${installer}`, 30_000, [mariadb, fpm, nginx], () =>
      fetch(installer, { signal: AbortSignal.timeout(10_000) }).then((res) => res.ok, () => false),
    );

    const adminPassword = randomBytes(18).toString('base64url');
    const reply = await fetch(`${installer}?step=2`, {
      method: 'POST',
      body: new URLSearchParams({
        weblog_title: 'Stock WordPress',
        user_name: 'admin',
        admin_password: adminPassword,
        admin_password2: adminPassword,
        pw_weak: 'on',
        admin_email: 'admin@example.com',
        blog_public: '1',
      }),
      signal: AbortSignal.timeout(120_000),
    });
    const page = await reply.text();
    if (!reply.ok || !page.includes('Success!')) throw new Error(`WordPress's installer did not succeed (${reply.status}):\n${textOf(page).slice(0, 600)}`);

    // Stock means the default theme and no plugin: say so rather than measure something else.
    const options = await query(socket, dbUser, "SELECT option_name, option_value FROM wordpress.wp_options WHERE option_name IN ('template', 'stylesheet', 'active_plugins')");
    const option = (name: string) => options.find(([key]) => key === name)?.[1];
    if (option('template') !== defaultTheme || option('stylesheet') !== defaultTheme || option('active_plugins') !== 'a:0:{}') {
      throw new Error(`WordPress is not stock after installing: ${JSON.stringify(Object.fromEntries(options))} (wanted theme ${defaultTheme}, no plugins)`);
    }
    // The installer's first post, at whatever permalink it chose (?p=1 redirects there).
    const post = await fetch(`${url}/?p=1`, { signal: AbortSignal.timeout(30_000) });
    if (!post.ok || !(await post.text()).includes('Hello world!')) throw new Error(`WordPress's "Hello world!" post is missing (${post.status} at ${post.url})`);
    const postPath = new URL(post.url).pathname + new URL(post.url).search;

    const description = `WordPress ${wordpressVersion()} (${defaultTheme}, no plugins), nginx ${versionOf('/usr/sbin/nginx', ['-v'], /nginx\/(\S+)/)}, ${path.basename(phpFpm)}, MariaDB ${versionOf('/usr/sbin/mariadbd', ['--version'], /Ver (\d+\.\d+\.\d+)/)}`;
    console.log(`WordPress peer: ${description} at ${url}`);
    return { url, pages: [{ label: 'WordPress home', path: '/' }, { label: 'WordPress "Hello world!" post', path: postPath }], description };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // nginx and php-fpm first, so that nothing holds a connection to MariaDB while it shuts down.
    for (const child of [...this.children].reverse()) await stopChild(child);
    this.children = [];
    if (this.configFile) rmSync(this.configFile, { force: true });
    this.configFile = undefined;
    if (this.folder) await rm(this.folder, { recursive: true, force: true });
    this.folder = undefined;
  }

  private checkStopped(): void {
    if (this.stopped) throw new Error('the WordPress peer was stopped while starting');
  }

  private spawnChild(name: string, command: string, args: string[]): Child {
    this.checkStopped();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('error', (error) => keep(Buffer.from(`\n${error.message}\n`)));
    const entry = { name, process: child, output: () => output };
    this.children.push(entry);
    return entry;
  }

  /** Polls `ready` until it holds, or fails naming what did not happen, with the processes' output and logs. */
  private async waitFor(what: string, timeoutMs: number, children: Child[], ready: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.checkStopped();
      const exited = children.find((child) => child.process.exitCode !== null || child.process.signalCode !== null);
      if (exited) throw new Error(`${exited.name} exited (${exited.process.exitCode ?? exited.process.signalCode}) while waiting for ${what}${this.diagnostics(children)}`);
      if (await ready()) return;
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${this.diagnostics(children)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  private diagnostics(children: Child[]): string {
    const logs = ['mariadb.log', 'php-fpm.log', 'nginx-error.log'].map((name) => path.join(this.folder ?? '', name)).filter((file) => existsSync(file));
    return [
      ...children.map((child) => `\n--- ${child.name} output:\n${child.output().trim()}`),
      ...logs.map((file) => `\n--- ${path.basename(file)}:\n${readFileSync(file, 'utf8').slice(-2_000).trim()}`),
    ].join('');
  }
}

/**
 * Debian's fastcgi_params but for HTTP_HOST, which Debian's nginx 1.22 passes as $host, without the
 * port: WordPress builds its site URL from it, and on any port but 80 every link would be broken.
 */
function fastcgiParams(): string {
  const lines = readFileSync('/etc/nginx/fastcgi_params', 'utf8').split('\n').filter((line) => /^\s*fastcgi_param\s/.test(line) && !/\sHTTP_HOST\s/.test(line));
  return [...lines, 'fastcgi_param HTTP_HOST $host:$server_port;'].map((line) => `      ${line.trim()}`).join('\n');
}

/** Installs the Debian packages when a piece is missing, saying so; throws why it cannot (not root, no apt-get, no network). */
function installMissingPackages(): void {
  const pieces = {
    wordpress: path.join(wordpressRoot, 'wp-config.php'),
    'php-fpm': '/usr/sbin/php-fpm*',
    'php-mysql': '/etc/php/*/fpm/conf.d/*mysqli.ini',
    'mariadb-server': '/usr/sbin/mariadbd',
    nginx: '/usr/sbin/nginx',
  };
  const missing = Object.entries(pieces).filter(([, pattern]) => !globExists(pattern)).map(([name]) => name);
  if (missing.length > 0) aptInstall('WordPress peer', packages, missing.join(', '));
}

/** Whether a path exists, where its last segments may hold one '*' each. */
function globExists(pattern: string): boolean {
  const check = (dir: string, rest: string[]): boolean => {
    if (rest.length === 0) return existsSync(dir);
    const [head, ...tail] = rest as [string, ...string[]];
    if (!head.includes('*')) return check(path.join(dir, head), tail);
    const regexp = new RegExp(`^${head.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return false;
    }
    return entries.some((entry) => regexp.test(entry) && check(path.join(dir, entry), tail));
  };
  return check('/', pattern.split('/').filter(Boolean));
}

/** WordPress's own default theme (WP_DEFAULT_THEME), which its installer activates. */
function readDefaultTheme(): string {
  const source = readFileSync(path.join(wordpressRoot, 'wp-includes/default-constants.php'), 'utf8');
  const match = /define\(\s*'WP_DEFAULT_THEME',\s*'([a-z0-9-]+)'/.exec(source);
  if (!match) throw new Error("cannot find WP_DEFAULT_THEME in WordPress's default-constants.php");
  return match[1]!;
}

function wordpressVersion(): string {
  return /\$wp_version = '([^']+)'/.exec(readFileSync(path.join(wordpressRoot, 'wp-includes/version.php'), 'utf8'))?.[1] ?? '?';
}

function versionOf(binary: string, args: string[], pattern: RegExp): string {
  const result = spawnSync(binary, args, { encoding: 'utf8' });
  return pattern.exec(`${result.stdout}${result.stderr}`)?.[1] ?? '?';
}

/** The newest php-fpm Debian installed (/usr/sbin/php-fpm8.2). */
function findPhpFpm(): string {
  const found = readdirSync('/usr/sbin')
    .filter((name) => /^php-fpm\d+\.\d+$/.test(name))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  if (!found[0]) throw new Error('no /usr/sbin/php-fpmX.Y (apt-get install php-fpm)');
  return path.join('/usr/sbin', found[0]);
}

/** Config files of peers whose process is gone (a run that was killed outright). */
function removeLeftoverConfigs(): void {
  try {
    accessSync(configDir, constants.W_OK);
  } catch {
    throw new Error(`${configDir} is not writable, and Debian's WordPress reads its database settings only from there (run as root)`);
  }
  for (const name of readdirSync(configDir)) {
    const pid = new RegExp(`^config-${configPrefix}(\\d+)-[0-9a-f]+\\.php$`).exec(name)?.[1];
    if (pid && !isAlive(Number(pid))) unlinkSync(path.join(configDir, name));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function idOf(file: string, name: string): number {
  const line = readFileSync(file, 'utf8').split('\n').find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} in ${file}`);
  return Number(line.split(':')[2]);
}
const uidOf = (user: string) => idOf('/etc/passwd', user);
const gidOf = (group: string) => idOf('/etc/group', group);

async function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(command, args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; killed?: boolean; message: string };
    throw new Error(`${command} ${failure.killed ? `took over ${timeoutMs / 1000} s` : 'failed'}: ${(failure.stderr || failure.stdout || failure.message).trim().slice(-2_000)}`, {
      cause: error,
    });
  }
}

async function query(socket: string, user: string, sql: string): Promise<string[][]> {
  const out = await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', user, '--batch', '--skip-column-names', '-e', sql], 30_000);
  return out.split('\n').filter(Boolean).map((line) => line.split('\t'));
}

/** SIGTERM (nginx and php-fpm stop at once, MariaDB shuts down cleanly), then SIGKILL after 20 s. */
async function stopChild(child: Child): Promise<void> {
  const proc = child.process;
  const gone = () => proc.exitCode !== null || proc.signalCode !== null || proc.pid === undefined;
  if (gone()) return;
  const exited = new Promise<boolean>((resolve) => proc.once('exit', () => resolve(true)));
  proc.kill('SIGTERM');
  const timeout = (ms: number) => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref());
  if (await Promise.race([exited, timeout(20_000)])) return;
  console.error(`WordPress peer: ${child.name} did not stop within 20 s; killing it`);
  proc.kill('SIGKILL');
  await Promise.race([exited, timeout(5_000)]);
}

/** The text of an HTML page, for an error message. */
function textOf(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

// A quick check by hand: `node --import tsx bench/wordpress-peer.ts` starts the peer, prints its
// pages and keeps it up until Ctrl-C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const peer = new WordPressPeer();
  const stop = () => void peer.stop().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  peer.start().then(
    (info) => console.log(info.pages.map((page) => `${page.label}: ${info.url}${page.path}`).join('\n'), '\nCtrl-C stops it.'),
    async (error: unknown) => {
      console.error(error);
      await peer.stop();
      process.exit(1);
    },
  );
}
