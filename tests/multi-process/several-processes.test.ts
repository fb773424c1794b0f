// Two app processes (the built server) on one Postgres behind Debian's HAProxy, started together on
// an empty database: they behave as one site, and one of them can be stopped under load unnoticed.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpPeer, type SmtpPeer } from '../contact/smtp-peer.js';
import { startAppProcess, startBalancer, requestFrom, type AppProcess, type Balancer } from '../../scripts/multi-process.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { smallJpeg } from '../helpers/test-images.js';
import { startS3Server, type TestS3Server } from '../storage/s3-server.js';

const admin = { email: 'owner@multi.example', password: 'Harbour!Lantern-Quill-2026' };
const newsUrl = '/backend/news/news_api.php';
// Short, so the test is quick; long enough for two failed health checks 200 ms apart.
const drainMs = 1000;
const startTimeoutMs = 300_000;

/**
 * Where the processes keep uploads. Both must see the same files: a folder both mount here, or
 * a bucket (STORAGE=s3) as in docker compose's scale profile; a mode is one more entry.
 */
const storageModes: { name: string; env(folder: string): Promise<Record<string, string>> }[] = [
  { name: 'uploads in one shared folder', env: async (folder) => ({ UPLOADS_DIR: path.join(folder, 'uploads') }) },
  // UPLOADS_DIR stays empty: the bucket alone holds uploads, so one process serving the other's proves it.
  { name: 'uploads in an S3 bucket', env: async (folder) => ({ UPLOADS_DIR: path.join(folder, 'uploads-unused'), ...(await bucketServer()).env() }) },
];

let s3: TestS3Server | undefined;
async function bucketServer(): Promise<TestS3Server> {
  s3 ??= await startS3Server();
  return s3;
}
afterAll(async () => s3?.close());

describe.each(storageModes)('two processes behind HAProxy ($name)', (storage) => {
  let database: TestDatabase;
  let folder: string;
  let smtp: SmtpPeer;
  let one: AppProcess;
  let two: AppProcess;
  let balancer: Balancer;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-multi-'));
    smtp = await createSmtpPeer();
    await smtp.start();
    const shared = {
      DATABASE_URL: database.url,
      // Every process must sign and read the same session cookies and sealed secrets.
      SESSION_SECRET: 'multi-process-session-secret-0123456789abcdef',
      SECRETS_KEY: 'multi-process-secrets-key-0123456789abcdefgh',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: smtp.url,
      // HAProxy adds X-Forwarded-For: the visitor's address, as a deployment behind it would read it.
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_MS: String(drainMs),
      SEED_DEMO_CONTENT: 'true',
      ...(await storage.env(folder)),
    };
    const dataDirs = [path.join(folder, 'data-1'), path.join(folder, 'data-2')];
    await Promise.all(dataDirs.map((dir) => mkdir(dir)));
    // At once, on an empty database: both migrate and seed unless they take turns. The first seed
    // renders its pictures with sharp, which takes minutes on two busy cores.
    [one, two] = await Promise.all([
      startAppProcess('app1', { ...shared, DATA_DIR: dataDirs[0]! }, startTimeoutMs),
      startAppProcess('app2', { ...shared, DATA_DIR: dataDirs[1]! }, startTimeoutMs),
    ]);
    balancer = await startBalancer([one.address, two.address]);
  }, startTimeoutMs + 60_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all([one?.stop(), two?.stop()]);
    await smtp?.stop();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('started together on an empty database, they made one admin and one set of demo content', async () => {
    const admins = await database.db.selectFrom('admin_users').select('email').execute();
    expect(admins).toEqual([{ email: admin.email }]);
    for (const table of ['ventures', 'news', 'blogs'] as const) {
      const rows = await database.db.selectFrom(table).select('slug').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    }
    // Exactly one of them created the account (and said so).
    expect([one, two].filter((app) => app.output().includes('First admin account created')).length).toBe(1);
    // The one that seeded served while it did: its address came before the content was complete.
    const seeders = [one, two].filter((app) => app.output().includes('The demo content is complete.'));
    expect(seeders).toHaveLength(1);
    const output = seeders[0]!.output();
    expect(output.indexOf('The demo content is being added')).toBeGreaterThan(output.indexOf('Site:'));
    expect(output.indexOf('Site:')).toBeGreaterThan(-1);
    expect(output.indexOf('Site:')).toBeLessThan(output.indexOf('The demo content is complete.'));
  });

  it('a session made through one process works through the other', async () => {
    const cookie = await logIn(one);
    const there = await fetch(`${two.url}/backend/login/session.php`, { headers: { Cookie: cookie } });
    expect(there.status).toBe(200);
    const nobody = await fetch(`${two.url}/backend/login/session.php`);
    expect(nobody.status).not.toBe(200);
  });

  it('an admin write through one is in the other’s cached JSON and rendered home page within 1 s, and its upload is served by the other', async () => {
    const cookie = await logIn(one);
    // The other process has both cached before the write.
    expect((await fetch(`${two.url}${newsUrl}?page=1`)).status).toBe(200);
    expect((await fetch(`${two.url}/sjg/`)).status).toBe(200);

    const title = `Written through one ${Date.now()}`;
    const form = new FormData();
    form.set('type', 'insert');
    form.set('title', title);
    form.set('content', '<p>Seen by every process.</p>');
    form.set('year', '2026');
    form.set('image', new Blob([new Uint8Array(await smallJpeg('#2a6'))], { type: 'image/jpeg' }), 'photo.jpg');
    const written = await fetch(`${one.url}${newsUrl}`, { method: 'POST', headers: { Cookie: cookie, Origin: one.url }, body: form });
    expect(written.status, await written.clone().text()).toBe(200);
    const writtenAt = Date.now();

    // When the first read that shows the write was asked for, after the write: what a visitor
    // arriving then would see (on two busy cores rendering the page itself can take a second).
    const seenIn = async (read: () => Promise<string>) => {
      for (;;) {
        const askedAt = Date.now();
        if ((await read()).includes(title)) return askedAt - writtenAt;
        if (askedAt - writtenAt > 1000) return Infinity;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const [inJson, inPage] = await Promise.all([
      seenIn(() => fetch(`${two.url}${newsUrl}?page=1`).then((res) => res.text())),
      seenIn(() => fetch(`${two.url}/sjg/`).then((res) => res.text())),
    ]);
    expect(inJson).toBeLessThan(1000);
    expect(inPage).toBeLessThan(1000);

    const list = (await (await fetch(`${two.url}${newsUrl}?page=1`)).json()) as { news: { title: string; image_url: string }[] };
    const item = list.news.find((news) => news.title === title)!;
    expect(item.image_url).toMatch(/^uploads\//);
    // Stored by one process, read by the other: news images are served under /backend/news/.
    const imagePath = `/backend/news/${item.image_url}`;
    const [fromOne, fromTwo] = await Promise.all([fetch(`${one.url}${imagePath}`), fetch(`${two.url}${imagePath}`)]);
    expect(fromTwo.status).toBe(200);
    expect(fromTwo.headers.get('content-type')).toMatch(/^image\//);
    expect(Buffer.from(await fromTwo.arrayBuffer()).equals(Buffer.from(await fromOne.arrayBuffer()))).toBe(true);
  });

  it('contact messages sent through HAProxy are each e-mailed exactly once with both outbox workers running', async () => {
    const count = 10;
    const replies = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        // One visitor address each (127.0.0.20, …): the per-address limit is five messages.
        requestFrom(`127.0.0.${20 + i}`, `${balancer.url}/backend/contact-us/email.php`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: balancer.url },
          body: JSON.stringify({ name: `Visitor ${i}`, mobile: '9876543210', notes: `Message number ${i} of ${count}` }),
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(count).fill(200));
    // A row is marked sent in the transaction that locked it for sending, so once none is left
    // unsent no second send can still be under way.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const unsent = await database.db.selectFrom('contact_messages').select('id').where('sent_at', 'is', null).execute();
      if (unsent.length === 0) break;
      if (Date.now() > deadline) throw new Error(`${unsent.length} contact messages still unsent`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const numbers = smtp.received.map((mail) => /Message number (\d+) of/.exec(mail.raw)?.[1]).sort();
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => String(i)).sort());
  });

  it('SIGTERM to one process during 500 requests through HAProxy: /readyz turns 503, it serves through the drain, then exits, and no request fails', async () => {
    const total = 500;
    const paths = [`${newsUrl}?page=1`, '/sjg/'];
    const failures: string[] = [];
    let sent = 0;
    let done = 0;
    let stopped: Promise<number | null> | undefined;
    let stoppedAt = 0;
    let lastAnsweredAt = 0;
    let exitedAt = 0;
    void one.exited.then(() => (exitedAt = Date.now()));
    const startedAt = Date.now();
    // Ten visitors, each pausing 40 ms between requests: the run lasts a few seconds, so the stop
    // (drain, close, exit) happens well inside it. Bounded by count and by time.
    const visitor = async () => {
      while (sent < total && Date.now() - startedAt < 60_000) {
        const path = paths[sent++ % paths.length]!;
        try {
          const res = await fetch(`${balancer.url}${path}`);
          const body = await res.text();
          if (res.status !== 200) failures.push(`${path}: ${res.status} ${body.slice(0, 120)}`);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
        done += 1;
        lastAnsweredAt = Date.now();
        if (done === 100 && !stopped) {
          stoppedAt = Date.now();
          stopped = one.stop('SIGTERM');
        }
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    };
    const run = Promise.all(Array.from({ length: 10 }, visitor));

    // While draining: not ready, yet still answering.
    await expect.poll(() => stopped !== undefined, { timeout: 20_000, interval: 10 }).toBe(true);
    // The signal reaches the process a moment after it is sent: asked at once, /readyz could still say 200.
    await expect.poll(async () => (await fetch(`${one.url}/readyz`)).status, { timeout: drainMs / 2, interval: 20 }).toBe(503);
    expect((await fetch(`${one.url}${newsUrl}?page=1`)).status).toBe(200);

    await run;
    const code = await stopped!;
    expect(done).toBe(total);
    expect(failures).toEqual([]);
    expect(code).toBe(0);
    // It served out the drain, and was gone before the run ended: the last requests all went to the other.
    expect(exitedAt).toBeGreaterThanOrEqual(stoppedAt + drainMs);
    expect(exitedAt).toBeLessThan(lastAnsweredAt);
    await balancer.waitFor('DOWN', ['app1']);
    expect((await balancer.serverStates()).app2).toMatch(/^UP/);
  });
});

/** Logs in through `app` and returns the Cookie header a browser would send back. */
async function logIn(app: AppProcess): Promise<string> {
  const res = await fetch(`${app.url}/backend/login/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.url },
    body: JSON.stringify(admin),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}
