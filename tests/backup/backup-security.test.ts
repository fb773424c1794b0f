// Backups hold the accounts, their password hashes and the contact messages (security issue, items
// 5 and 7): archives are readable by their owner alone and may be encrypted with age; a restore
// loads only the tables a backup makes, whatever a crafted archive names, and ends every session;
// archives may be signed, and the restore says whether this site signed the one it is given.
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateX25519Identity } from 'age-encryption';
import { sign } from 'cookie-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive, type Manifest } from '../../server/src/backup/backup-archive.js';
import { createBackup } from '../../server/src/backup/backup.service.js';
import { describeContent } from '../../server/src/backup/database-copy.repository.js';
import { restoreArchive } from '../../server/src/backup/restore.service.js';
import { sessionCookieName } from '../../server/src/auth/session.js';
import { systemClock } from '../../server/src/clock.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { cliEnv, filesOf, rewriteArchive, runCli, useEmptySite } from './backup-harness.js';

let source: TestApp;
let admin: AdminAgent;
let workDir: string;
/** A plain archive of `source`, made in process. */
let plain: string;
const cliTimeout = { timeout: 120_000 };

beforeAll(async () => {
  source = await createTestApp();
  admin = await loginAgent(source);
  const res = await admin.agent
    .post('/backend/news/news_api.php')
    .field('type', 'insert')
    .field('title', 'Casino opens in Goa')
    .field('content', '<p>The story.</p>')
    .field('year', '2026')
    .attach('image', await smallJpeg(), 'photo.jpg');
  expect(res.status).toBe(200);
  // A live password-reset link and the queued e-mail that carries it.
  await source.db
    .insertInto('account_links')
    .values({ token_hash: 'a'.repeat(64), admin_id: admin.admin.id, purpose: 'reset', expires_at: new Date(Date.now() + 1_800_000) })
    .execute();
  await source.db.insertInto('outgoing_mail').values({ to_address: admin.admin.email, subject: 'Set your password', body: 'https://sjg.localhost/set?token=live' }).execute();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'sjg-backup-security-'));
  plain = (await createBackup({ pool: source.database.pool, storage: source.storage, clock: systemClock, backupDir: path.join(workDir, 'plain') })).file;
});
afterAll(async () => {
  await source?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function expectNothingWritten(target: TestApp) {
  expect(await describeContent(target.database.pool)).toBeNull();
  expect(await filesOf(target.uploadsDir)).toEqual({});
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('an archive on disk', () => {
  it('is readable by its owner alone (0600), in a folder closed to others (0700); an older 0755 folder and its 0644 archives are tightened', async () => {
    const dir = path.join(workDir, 'loose');
    await mkdir(dir);
    await chmod(dir, 0o755);
    const older = path.join(dir, 'sjg-2026-01-01T0000.tar.gz');
    await writeFile(older, await readFile(plain));
    await chmod(older, 0o644);
    const { file } = await createBackup({ pool: source.database.pool, storage: source.storage, clock: systemClock, backupDir: dir });
    expect(await modeOf(file)).toBe(0o600);
    expect(await modeOf(older)).toBe(0o600);
    expect(await modeOf(dir)).toBe(0o700);
    // A folder the backup makes itself.
    const fresh = path.join(workDir, 'fresh', 'backups');
    const made = await createBackup({ pool: source.database.pool, storage: source.storage, clock: systemClock, backupDir: fresh });
    expect(await modeOf(fresh)).toBe(0o700);
    expect(await modeOf(made.file)).toBe(0o600);
  });
});

describe('with BACKUP_ENCRYPTION_KEY', cliTimeout, () => {
  const target = useEmptySite();
  let key: string;
  let encrypted: string;
  beforeAll(async () => {
    key = await generateX25519Identity();
    const dir = path.join(workDir, 'encrypted');
    const result = await runCli('backup', [], cliEnv(source, { BACKUP_DIR: dir, BACKUP_ENCRYPTION_KEY: key }));
    expect(result.stderr).toBe('');
    encrypted = /^Backup written: (\S+) \(/.exec(result.stdout)![1]!;
  });

  it('a backup is an age file named .tar.gz.age, 0600, with nothing of the site in clear', async () => {
    expect(path.basename(encrypted)).toMatch(/^sjg-\d{4}-\d{2}-\d{2}T\d{4}\.tar\.gz\.age$/);
    expect(await modeOf(encrypted)).toBe(0o600);
    const bytes = await readFile(encrypted);
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    expect(bytes.includes(Buffer.from('admin_users'))).toBe(false);
    expect(bytes.includes(Buffer.from([0x1f, 0x8b, 0x08]))).toBe(false);
  });

  it('a restore without the key, or with another, is refused in one sentence, exit 1, and nothing written', async () => {
    const label = path.basename(encrypted);
    const without = await runCli('restore', [encrypted], cliEnv(target.current));
    expect(without.code).toBe(1);
    expect(without.stderr.trim()).toBe(
      `The archive ${label} is encrypted: set BACKUP_ENCRYPTION_KEY to the age secret key it was made with to restore it. Nothing was restored.`,
    );
    const other = await runCli('restore', [encrypted], cliEnv(target.current, { BACKUP_ENCRYPTION_KEY: await generateX25519Identity() }));
    expect(other.code).toBe(1);
    expect(other.stderr.trim()).toBe(`The archive ${label} is encrypted with another key: BACKUP_ENCRYPTION_KEY does not open it. Nothing was restored.`);
    await expectNothingWritten(target.current);
  });

  it('a restore with the key brings the site back', async () => {
    const result = await runCli('restore', [encrypted], cliEnv(target.current, { BACKUP_ENCRYPTION_KEY: key }));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('is whole (decrypted)');
    expect(await describeContent(target.current.database.pool)).toContain('1 row in news');
    expect(await filesOf(target.current.uploadsDir)).toEqual(await filesOf(source.uploadsDir));
  });

  it('a malformed key stops the command with a message naming the variable', async () => {
    const result = await runCli('backup', [], cliEnv(source, { BACKUP_DIR: path.join(workDir, 'never'), BACKUP_ENCRYPTION_KEY: 'AGE-SECRET-KEY-1NOTAKEY' }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('BACKUP_ENCRYPTION_KEY: must be an age secret key');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('what a restore loads', () => {
  const target = useEmptySite();

  it('a backup holds no sessions, account links or outgoing mail', async () => {
    const names = (await readArchive(plain)).manifest.tables.map((table) => table.name);
    expect(names).toContain('admin_users');
    for (const name of ['session', 'account_links', 'outgoing_mail']) expect(names).not.toContain(name);
  });

  it('a crafted archive that plants a live session, an account link and a queued mail gets none of them in, and every session is ended', async () => {
    const sid = randomBytes(24).toString('base64url');
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    const sess = JSON.stringify({ cookie: { originalMaxAge: 3_600_000, expires, httpOnly: true, path: '/', sameSite: 'strict' }, userId: admin.admin.id, username: 'planted', loginAt: Date.now() });
    const now = new Date().toISOString();
    const planted = [
      { name: 'session', columns: ['sid', 'sess', 'expire'], rows: [`${sid}\t${sess}\t${expires}\n`] },
      {
        name: 'account_links',
        columns: ['token_hash', 'admin_id', 'purpose', 'expires_at', 'used_at', 'created_at'],
        rows: [`${'b'.repeat(64)}\t${admin.admin.id}\treset\t${expires}\t\\N\t${now}\n`],
      },
      {
        name: 'outgoing_mail',
        columns: ['id', 'to_address', 'subject', 'body', 'status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at', 'created_at'],
        rows: [`7\t${admin.admin.email}\tSet your password\thttps://sjg.localhost/set?token=planted\tqueued\t0\t\\N\t${now}\t\\N\t${now}\n`],
      },
    ];
    const added = planted.map((table) => ({ name: `database/${table.name}.0001.copy`, body: Buffer.from(table.rows.join('')) }));
    const plantedNames = new Set(planted.map((table) => table.name));
    const crafted = path.join(workDir, 'crafted.tar.gz');
    await rewriteArchive(
      plain,
      crafted,
      (name, body) => {
        // What the archive held of those tables (an archive of an older version has some) gives way to the planted rows.
        if (plantedNames.has(/^database\/(.+)\.\d{4}\.copy$/.exec(name)?.[1] ?? '')) return null;
        if (name !== 'manifest.json') return body;
        const manifest = JSON.parse(body.toString('utf8')) as Manifest;
        const dropped = new Set(manifest.tables.filter((table) => plantedNames.has(table.name)).flatMap((table) => table.parts));
        manifest.tables = manifest.tables.filter((table) => !plantedNames.has(table.name));
        manifest.entries = manifest.entries.filter((entry) => !dropped.has(entry.path));
        for (const table of planted) manifest.tables.push({ name: table.name, columns: table.columns, rows: table.rows.length, parts: [`database/${table.name}.0001.copy`] });
        for (const entry of added) manifest.entries.push({ path: entry.name, size: entry.body.length, sha256: createHash('sha256').update(entry.body).digest('hex') });
        return Buffer.from(JSON.stringify(manifest, null, 2));
      },
      added,
    );

    const lines: string[] = [];
    const site = target.current;
    await restoreArchive({ pool: site.database.pool, storage: site.storage }, crafted, { force: false, confirm: async () => false, report: (line) => lines.push(line) });

    const cookie = `${sessionCookieName(site.config)}=${encodeURIComponent(`s:${sign(sid, site.config.sessionSecret)}`)}`;
    expect((await siteAgent(site).agent.get('/backend/admin/items/news').set('Cookie', cookie)).status).toBe(401);
    for (const table of ['session', 'account_links', 'outgoing_mail']) {
      expect(Number((await site.database.pool.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]!.count), table).toBe(0);
    }
    expect(await describeContent(site.database.pool)).toContain('1 row in news');
    expect(lines).toContain('Not loaded: session, account_links, outgoing_mail (a restore never loads sign-ins, account links, outgoing mail or bookkeeping).');
    expect(lines).toContain('Every session was ended: everyone signs in again.');
  });
});

describe('with BACKUP_SIGNING_KEY', cliTimeout, () => {
  const signingKey = randomBytes(32).toString('base64');
  const refused = useEmptySite();
  const restored = useEmptySite();
  let signed: string;
  beforeAll(async () => {
    const result = await runCli('backup', [], cliEnv(source, { BACKUP_DIR: path.join(workDir, 'signed'), BACKUP_SIGNING_KEY: signingKey }));
    expect(result.stderr).toBe('');
    signed = /^Backup written: (\S+) \(/.exec(result.stdout)![1]!;
  });

  it('a restore says the archive is signed by this site', async () => {
    const result = await runCli('restore', [signed], cliEnv(restored.current, { BACKUP_SIGNING_KEY: signingKey }));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('It is signed by this site.');
    expect(result.stdout).toContain('Every session was ended: everyone signs in again.');
  });

  it('an archive signed with another key is refused in one sentence, and nothing written', async () => {
    const result = await runCli('restore', [signed], cliEnv(refused.current, { BACKUP_SIGNING_KEY: randomBytes(32).toString('base64') }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The archive ${path.basename(signed)} is signed with another key, and this site signs its backups (BACKUP_SIGNING_KEY): add --accept-unsigned to restore it if you trust where it came from. Nothing was restored.`,
    );
    await expectNothingWritten(refused.current);
  });

  it('a signed archive whose manifest was changed is refused, even with --accept-unsigned', async () => {
    const changed = path.join(workDir, 'changed.tar.gz');
    await rewriteArchive(signed, changed, (name, body) => (name === 'manifest.json' ? Buffer.from(body.toString('utf8').replace(/"appVersion": "[^"]*"/, '"appVersion": "9.9.9"')) : body));
    const result = await runCli('restore', [changed, '--accept-unsigned'], cliEnv(refused.current, { BACKUP_SIGNING_KEY: signingKey }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "The archive changed.tar.gz was changed after it was signed: its manifest does not match the signature made with this site's BACKUP_SIGNING_KEY. Nothing was restored.",
    );
    await expectNothingWritten(refused.current);
  });

  it('an unsigned archive is refused where this site signs, and restored with --accept-unsigned, saying it is not signed', async () => {
    const env = cliEnv(refused.current, { BACKUP_SIGNING_KEY: signingKey });
    const result = await runCli('restore', [plain], env);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The archive ${path.basename(plain)} is not signed, and this site signs its backups (BACKUP_SIGNING_KEY): add --accept-unsigned to restore it if you trust where it came from. Nothing was restored.`,
    );
    await expectNothingWritten(refused.current);
    const accepted = await runCli('restore', [plain, '--accept-unsigned'], env);
    expect(accepted.stderr).toBe('');
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain('It is not signed.');
  });
});
