// What the ventures tests share: the real app with a logged-in admin agent and an anonymous one
// (both sending the site's Origin, as the CSRF check expects), a file listing, a factory and the
// add form as the admin SPA sends it.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import type { VentureDetails } from '../../common/api-types.js';
import * as repository from '../../server/src/ventures/ventures.repository.js';
import { loginAgent, siteAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { smallJpeg, smallPng } from '../helpers/test-images.js';

export type VentureHarness = {
  t: TestApp;
  get(url: string): request.Test;
  /** A POST with the admin session and the site's Origin. */
  adminPost(url: string): request.Test;
  /** A DELETE with the admin session and the site's Origin (Delete forever from the trash). */
  adminDelete(url: string): request.Test;
  /** A POST with the site's Origin but no session. */
  anonymousPost(url: string): request.Test;
  /** The admin's full read of venture `id` (ventures_details_api.php). */
  details(id: number): Promise<VentureDetails>;
  close(): Promise<void>;
};

export async function startVentureHarness(): Promise<VentureHarness> {
  const t = await createTestApp();
  const admin = (await loginAgent(t)).agent;
  const anonymous = siteAgent(t).agent;
  return {
    t,
    get: (url) => request(t.app).get(url),
    adminPost: (url) => admin.post(url),
    adminDelete: (url) => admin.delete(url),
    anonymousPost: (url) => anonymous.post(url),
    details: async (id) => (await request(t.app).get(`/backend/ventures/ventures_details_api.php?id=${id}`)).body as VentureDetails,
    close: () => t.close(),
  };
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
    range(counts.gallery).map((i) => ({ image: `${base}-gallery-${i}.jpg` })),
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
