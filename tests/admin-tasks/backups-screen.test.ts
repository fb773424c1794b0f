// The Backups screen's endpoints (issue 48, item 7): owners list the archives with the last runs'
// status, make a backup now and download one; nobody else may, and no name reaches a file outside
// the backup folder.
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupScreenMessages, type BackupRunReply, type BackupsReply } from '../../common/backups.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { smallJpeg } from '../helpers/test-images.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let owner: AdminAgent;
let editor: AdminAgent;
let backupDir: string;

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'sjg-backups-screen-'));
  t = await createTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '5' } });
  owner = await loginAgent(t);
  editor = await loginAgent(t, { role: 'editor' });
  const upload = await owner.agent.post('/backend/admin/media').attach('file', await smallJpeg(), 'harbour.jpg');
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
});
afterAll(async () => {
  await t.close();
  await rm(backupDir, { recursive: true, force: true });
});

describe('the list', () => {
  it('says no backup was made and the server makes none by itself, with no archives', async () => {
    const res = await owner.agent.get('/backend/admin/backups');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      status: { schedule: null, last_success: null, failure: null, running_since: null },
      archives: [],
      keep: 5,
      encrypted: false,
      signed: false,
    } satisfies BackupsReply);
  });

  it('lists nothing, rather than failing, while the folder cannot be read', async () => {
    // A link to itself: reading it fails with ELOOP.
    await rm(backupDir, { recursive: true });
    await symlink(backupDir, backupDir);
    try {
      const res = await owner.agent.get('/backend/admin/backups');
      expect(res.status).toBe(200);
      expect((res.body as BackupsReply).archives).toEqual([]);
    } finally {
      await rm(backupDir);
      await mkdir(backupDir);
    }
  });

  it('is refused to an editor and a viewer (403) and to no session (401)', async () => {
    expect((await editor.agent.get('/backend/admin/backups')).status).toBe(403);
    const viewer = await loginAgent(t, { role: 'viewer' });
    expect((await viewer.agent.get('/backend/admin/backups')).status).toBe(403);
    expect((await siteAgent(t).agent.get('/backend/admin/backups')).status).toBe(401);
  });
});

describe('a backup now', () => {
  let made: BackupRunReply;

  it('writes an archive, answers with it, and the list then shows it as the last backup', async () => {
    const res = await owner.agent.post('/backend/admin/backups').send({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    made = res.body as BackupRunReply;
    expect(made.archive.file).toMatch(/^sjg-\d{4}-\d{2}-\d{2}T\d{4}(-\d+)?\.tar\.gz$/);
    expect(made.message).toBe(backupScreenMessages.written(made.archive.file));
    expect(made.archive.size_bytes).toBeGreaterThan(100);

    const list = (await owner.agent.get('/backend/admin/backups')).body as BackupsReply;
    expect(list.archives.map((archive) => archive.file)).toEqual([made.archive.file]);
    expect(list.status.last_success).toMatchObject({ file: made.archive.file, size_bytes: made.archive.size_bytes });
  });

  it('is refused to an editor', async () => {
    const res = await editor.agent.post('/backend/admin/backups').send({});
    expect(res.status).toBe(403);
  });

  it('downloads the archive byte for byte', async () => {
    const res = await owner.agent
      .get(`/backend/admin/backups/${made.archive.file}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${made.archive.file}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as Buffer).equals(await readFile(path.join(backupDir, made.archive.file)))).toBe(true);
  });

  it('answers 404 with its message for a name that is no archive of the folder, and never reads outside it', async () => {
    await writeFile(path.join(backupDir, 'notes.txt'), 'not an archive');
    // A NUL is refused as bad input (400); every other name is simply not an archive of the folder.
    const names: [string, number][] = [['sjg-2020-01-01T0000.tar.gz', 404], ['notes.txt', 404], ['..%2F..%2Fetc%2Fpasswd', 404], ['%2E%2E', 404], ['x%00.tar.gz', 400]];
    for (const [name, status] of names) {
      const res = await owner.agent.get(`/backend/admin/backups/${name}`);
      expect(res.status, name).toBe(status);
      expect(res.body, name).toEqual({ error: expect.any(String) });
    }
    const unknown = await owner.agent.get('/backend/admin/backups/sjg-2020-01-01T0000.tar.gz');
    expect(unknown.body).toEqual({ error: backupScreenMessages.archiveNotFound });
  });

  it('refuses an editor the download', async () => {
    expect((await editor.agent.get(`/backend/admin/backups/${made.archive.file}`)).status).toBe(403);
  });
});

describe('a backup that fails', () => {
  it('answers 503 with the reason, never a 500, and records the failure', async () => {
    // A file where the folder should be: the archive cannot be written.
    const blocked = path.join(backupDir, 'blocked');
    await writeFile(blocked, 'a file, not a folder');
    const failing = await createTestApp({ env: { BACKUP_DIR: blocked } });
    try {
      const failingOwner = await loginAgent(failing);
      const res = await failingOwner.agent.post('/backend/admin/backups').send({});
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'backup_failed', error: expect.stringMatching(/^The backup failed: /) });
      const listed = await failingOwner.agent.get('/backend/admin/backups');
      expect(listed.status).toBe(200);
      const list = listed.body as BackupsReply;
      expect(list.archives).toEqual([]);
      expect(list.status.failure).toMatchObject({ error: expect.any(String) });
    } finally {
      await failing.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the three operations, each for owners', async () => {
    const document = (await owner.agent.get('/backend/openapi.json')).body as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
    expect(document.paths['/admin/backups']?.get?.['x-access']).toBe('own');
    expect(document.paths['/admin/backups']?.post?.['x-access']).toBe('own');
    expect(document.paths['/admin/backups/{file}']?.get?.['x-access']).toBe('own');
  });
});
