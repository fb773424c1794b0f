// What the ventures tests share: the real app listening on an ephemeral port (so writes can send
// the Origin the CSRF check expects), an admin session cookie, padded test images, a factory.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { sign } from 'cookie-signature';
import sharp from 'sharp';
import request from 'supertest';
import { sessionCookieName } from '../../server/src/auth/session.js';
import * as repository from '../../server/src/ventures/ventures.repository.js';
import { createAdminUser } from '../helpers/login.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

export type VentureHarness = {
  t: TestApp;
  server: http.Server;
  /** The site's own origin, as the CSRF check expects it on writes. */
  origin: string;
  /** Cookie header of a logged-in admin. */
  adminCookie: string;
  get(url: string): request.Test;
  /** A POST with the admin session and the site's Origin. */
  adminPost(url: string): request.Test;
  /** A POST with the site's Origin but no session. */
  anonymousPost(url: string): request.Test;
  close(): Promise<void>;
};

export async function startVentureHarness(): Promise<VentureHarness> {
  const t = await createTestApp();
  const server = t.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const adminCookie = await createAdminSessionCookie(t);
  return {
    t,
    server,
    origin,
    adminCookie,
    get: (url) => request(server).get(url),
    adminPost: (url) => request(server).post(url).set('Origin', origin).set('Cookie', adminCookie),
    anonymousPost: (url) => request(server).post(url).set('Origin', origin),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}

/**
 * A session row in connect-pg-simple's format for a real admin user, and its cookie signed as
 * express-session signs it (`s:<sid>.<signature>`).
 */
async function createAdminSessionCookie(t: TestApp): Promise<string> {
  const admin = await createAdminUser(t.db);
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + 3_600_000);
  await t.db
    .insertInto('session')
    .values({
      sid,
      sess: JSON.stringify({
        cookie: { originalMaxAge: 3_600_000, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'strict' },
        userId: admin.id,
        username: admin.email.split('@')[0],
        loginAt: Date.now(),
      }),
      expire: expires,
    })
    .execute();
  return `${sessionCookieName(t.config)}=${encodeURIComponent(`s:${sign(sid, t.config.sessionSecret)}`)}`;
}

// ---------------------------------------------------------------------------------------------
// Images

export async function smallJpeg(color = '#c33'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 5, height: 5, channels: 4, background: '#3c3c' } })
    .png()
    .toBuffer();
}

/** A real JPEG of exactly `size` bytes: comment (COM) segments after SOI make up the difference. */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const jpeg = await smallJpeg();
  let remaining = size - jpeg.length;
  if (remaining < 0 || (remaining > 0 && remaining < 4)) throw new Error(`cannot pad a JPEG to ${size} bytes`);
  const segments: Buffer[] = [];
  while (remaining > 0) {
    // A segment is FF FE, a 2-byte length (counting itself, at most 65535), then the data.
    let take = Math.min(remaining, 65_537);
    if (remaining - take > 0 && remaining - take < 4) take -= 4;
    const segment = Buffer.alloc(take, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(take - 2, 2);
    segments.push(segment);
    remaining -= take;
  }
  const padded = Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
  if (padded.length !== size) throw new Error('padding went wrong');
  return padded;
}

/** Every stored file under the uploads folder, as area-relative paths ("ventures/logos/x.jpg"). */
export async function listUploadedFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Factory: ventures straight through the repository, for tests about reads.

export type MadeVenture = { id: number; slug: string; title: string };

export async function makeVenture(
  t: TestApp,
  title: string,
  counts: { subcategories?: number; clients?: number; gallery?: number } = {},
): Promise<MadeVenture> {
  const base = title.toLowerCase().replace(/ +/g, '-');
  const venture = await repository.insertVenture(t.db, {
    slug: base,
    title,
    logo_url: `${base}-logo.png`,
    img_banner_url: `${base}-banner.jpg`,
    about_desc: `About ${title}`,
    about_img_url: `${base}-about.jpg`,
  });
  await repository.insertStats(t.db, {
    venture_id: venture.id,
    stats_image: `${base}-stats.jpg`,
    stats_right_section_title: 'Right',
    stats_right_section_content: 'Right text',
    stats_left_section_title: 'Left',
    stats_left_section_content: 'Left text',
  });
  const range = (n: number | undefined) => Array.from({ length: n ?? 1 }, (_, i) => i + 1);
  await repository.insertSubcategories(
    t.db,
    venture.id,
    range(counts.subcategories).map((i) => ({ name: `${title} sub ${i}`, banner_image: `${base}-sub-${i}.jpg` })),
  );
  await repository.insertClients(
    t.db,
    venture.id,
    range(counts.clients).map((i) => ({ client_name: `${title} client ${i}`, client_image: `${base}-client-${i}.jpg` })),
  );
  await repository.insertGalleryImages(
    t.db,
    venture.id,
    range(counts.gallery).map((i) => `${base}-gallery-${i}.jpg`),
  );
  return { id: venture.id, slug: venture.slug, title };
}

// ---------------------------------------------------------------------------------------------
// The add form, as the admin SPA sends it.

export type FormParts = { fields: Record<string, string | undefined>; files: Record<string, Buffer | undefined> };

/** Every required field and image of SPEC §5, plus a subcategory, a client and two gallery images. */
export async function completeAddForm(title: string): Promise<FormParts> {
  const jpeg = await smallJpeg();
  return {
    fields: {
      type: 'insert',
      title,
      about_desc: `All about ${title}.`,
      stats_right_section_title: '45 years',
      stats_right_section_content: 'of experience',
      stats_left_section_title: '18+ brands',
      stats_left_section_content: 'across India',
      'subcategories[0][name]': 'Retail',
      'clients[0][name]': 'Acme',
    },
    files: {
      img_banner: jpeg,
      logo: await smallPng(),
      stats_image: jpeg,
      about_img: jpeg,
      'subcategories[0][bannerImage]': jpeg,
      'clients[0][image]': jpeg,
      'gallery[0]': jpeg,
      'gallery[1]': jpeg,
    },
  };
}

/** Writes the parts into a multipart request; undefined parts are left out. */
export function sendForm(test: request.Test, parts: FormParts): request.Test {
  for (const [name, value] of Object.entries(parts.fields)) if (value !== undefined) test.field(name, value);
  for (const [name, bytes] of Object.entries(parts.files)) {
    if (bytes !== undefined) test.attach(name, bytes, { filename: `${name.replace(/\W/g, '_')}.img`, contentType: 'image/jpeg' });
  }
  return test;
}

export async function addVentureViaApi(h: VentureHarness, title: string): Promise<{ id: number; slug: string }> {
  const res = await sendForm(h.adminPost('/backend/ventures/add_venture_api.php'), await completeAddForm(title));
  if (res.status !== 200) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id as number, slug: res.body.slug as string };
}
