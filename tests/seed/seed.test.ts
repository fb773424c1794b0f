import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_VENTURE_NAMES, BANNER_VENTURE_SLUGS } from '../../common/banner-ventures.js';
import { BLOG_CONTENT_MAX } from '../../common/constants.js';
import { spreadOrderKeys } from '../../common/order-keys.js';
import { imageVariantsOf } from '../../common/image-variants.js';
import type { UploadArea } from '../../common/upload-areas.js';
import { seedDemoContent, seedDemoContentIfUnfinished } from '../../seed/seed.js';
import { seedListedKind } from '../../seed/seed-listed.js';
import { uploadAreas } from '../../common/upload-areas.js';
import { team } from '../../seed/content/team.js';
import { testimonials } from '../../seed/content/testimonials.js';
import type { SeedDeps } from '../../server/src/content-seed.js';
import { createLogger } from '../../server/src/logger.js';
import { createStorage, type Storage } from '../../server/src/storage/storage.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const SEED_TIMEOUT = 120_000;

// The demo's ventures are the Home banner's, in its order: its slides find them by these names' slugs.
const ventureTitles = BANNER_VENTURE_NAMES;

type Env = { database: TestDatabase; folder: string; storage: Storage; deps: SeedDeps };

async function createEnv(): Promise<Env> {
  const database = await createTestDatabase();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sjg-seed-test-'));
  const storage = createStorage(folder);
  await storage.prepare();
  return { database, folder, storage, deps: { db: database.db, storage, logger: createLogger('silent') } };
}

async function destroyEnv(env: Env | undefined): Promise<void> {
  if (!env) return;
  await env.database.drop();
  await rm(env.folder, { recursive: true, force: true });
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
}

async function countRows(env: Env): Promise<Record<string, number>> {
  const tables = ['ventures', 'venture_stats', 'venture_subcategories', 'venture_clients', 'venture_gallery', 'news', 'blogs', 'investors', 'testimonials', 'translations'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await env.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The demo seed's record on this database, or null when it has none. */
async function seedState(env: Env): Promise<{ finished: boolean } | null> {
  const row = await env.database.db.selectFrom('demo_seed').select('finished_at').executeTakeFirst();
  return row ? { finished: row.finished_at !== null } : null;
}

describe('demo content seed on an empty database', () => {
  let env: Env;
  let seeded: boolean;

  beforeAll(async () => {
    env = await createEnv();
    seeded = await seedDemoContentIfUnfinished(env.deps);
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await destroyEnv(env);
  });

  it('seeds 20 ventures, 10 news, 15 blogs, 14 investors and 10 testimonials, and 64 of their texts in Hindi or Marathi', async () => {
    expect(seeded).toBe(true);
    const counts = await countRows(env);
    // News 7 Hindi and 5 Marathi, blogs 5 and 5, investors 6 and 6, testimonials 5 and 5 (seed/content/*-translations.ts); five ventures and five team members in both (seed/content/venture-translations.ts, team-translations.ts).
    expect(counts).toMatchObject({ ventures: 20, venture_stats: 20, news: 10, blogs: 15, investors: 14, testimonials: 10, translations: 64 });
  });

  it('orders the ventures as the home banner does, each with its stats and children in range', async () => {
    const db = env.database.db;
    const ventures = await db.selectFrom('ventures').selectAll().orderBy('position').execute();
    expect(ventures.map((v) => v.title)).toEqual(ventureTitles);
    expect(ventures.map((v) => v.slug)).toEqual(BANNER_VENTURE_SLUGS);
    expect(ventures.map((v) => v.position)).toEqual(spreadOrderKeys(ventureTitles.length));
    for (const venture of ventures) {
      expect(venture.about_desc.split('\n\n')).toHaveLength(2);
      const stats = await db.selectFrom('venture_stats').selectAll().where('venture_id', '=', venture.id).execute();
      expect(stats).toHaveLength(1);
      expect(stats[0]!.stats_right_section_title).not.toBe('');
      expect(stats[0]!.stats_left_section_content).not.toBe('');
      const count = async (table: 'venture_subcategories' | 'venture_clients' | 'venture_gallery') =>
        (await db.selectFrom(table).select('id').where('venture_id', '=', venture.id).execute()).length;
      expect(await count('venture_subcategories')).toSatisfy((n: number) => n >= 2 && n <= 4);
      expect(await count('venture_clients')).toSatisfy((n: number) => n >= 3 && n <= 6);
      expect(await count('venture_gallery')).toSatisfy((n: number) => n >= 4 && n <= 8);
    }
    const untitledGallery = await db.selectFrom('venture_gallery').select('id').where('alt_text', '=', '').execute();
    expect(untitledGallery).toEqual([]);
  });

  it('stores every image field as a real image within the upload limit of its kind', async () => {
    const db = env.database.db;
    const fields: { area: UploadArea; field: string | null; size?: [number, number] }[] = [];
    for (const v of await db.selectFrom('ventures').selectAll().execute()) {
      fields.push({ area: 'ventureLogos', field: v.logo_url });
      fields.push({ area: 'ventureImages', field: v.img_banner_url, size: [1900, 600] });
      fields.push({ area: 'ventureImages', field: v.about_img_url, size: [1400, 800] });
    }
    for (const s of await db.selectFrom('venture_stats').selectAll().execute()) fields.push({ area: 'ventureStats', field: s.stats_image, size: [600, 400] });
    for (const s of await db.selectFrom('venture_subcategories').selectAll().execute()) fields.push({ area: 'ventureCategories', field: s.banner_image, size: [400, 700] });
    for (const c of await db.selectFrom('venture_clients').selectAll().execute()) fields.push({ area: 'ventureClients', field: c.client_image });
    for (const g of await db.selectFrom('venture_gallery').selectAll().execute()) fields.push({ area: 'ventureGallery', field: g.image, size: [1200, 700] });
    for (const n of await db.selectFrom('news').selectAll().execute()) fields.push({ area: 'news', field: n.image_url });
    for (const b of await db.selectFrom('blogs').selectAll().execute()) fields.push({ area: 'blogs', field: b.image_url });
    for (const i of await db.selectFrom('investors').selectAll().execute()) fields.push({ area: 'investors', field: i.investor_image });
    for (const t of await db.selectFrom('testimonials').selectAll().execute()) fields.push({ area: 'testimonials', field: t.image_url });

    // Every field points to its own file, and every file written belongs to a field (the
    // original or one of its WebP variants).
    expect(new Set(fields.map((f) => f.field)).size).toBe(fields.length);
    const variantCount = fields.reduce((sum, f) => sum + (imageVariantsOf(f.area, f.field)?.variants.length ?? 0), 0);
    expect(await listFiles(env.folder)).toHaveLength(fields.length + variantCount);

    for (const { area, field, size } of fields) {
      expect(field, area).toBeTruthy();
      const file = await env.storage.find(area, field!);
      expect(file, `${area} ${field}`).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of file!.open()) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length).toBe(file!.size);
      expect(bytes.length, `${area} ${field}`).toBeLessThanOrEqual(uploadAreas[area].maxBytes);
      const meta = await sharp(bytes).metadata();
      expect(['jpeg', 'png']).toContain(meta.format);
      if (size) expect([meta.width, meta.height], `${area} ${field}`).toEqual(size);
    }
  });

  it('dates news and blogs on distinct days over the past eighteen months, newest first in file order', async () => {
    const db = env.database.db;
    const now = Date.now();
    const eighteenMonths = 550 * 86_400_000;
    for (const table of ['news', 'blogs'] as const) {
      const rows = await db.selectFrom(table).select(['created_at']).orderBy('created_at', 'desc').execute();
      const days = rows.map((r) => r.created_at.toISOString().slice(0, 10));
      expect(new Set(days).size).toBe(rows.length);
      for (const { created_at } of rows) {
        expect(created_at.getTime()).toBeLessThanOrEqual(now);
        expect(created_at.getTime()).toBeGreaterThan(now - eighteenMonths);
      }
      // Spread out, not bunched together: the oldest is more than a year back.
      expect(rows.at(-1)!.created_at.getTime()).toBeLessThan(now - 365 * 86_400_000);
    }
    for (const item of await db.selectFrom('news').select(['year', 'created_at']).execute()) {
      expect(item.year).toBe(String(item.created_at.getUTCFullYear()));
    }
  });

  it('writes news as HTML of allowed tags only and keeps every blog within the content limit', async () => {
    const db = env.database.db;
    const allowed = new Set(['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em', 'blockquote', 'img']);
    for (const { content } of await db.selectFrom('news').select('content').execute()) {
      const tags = [...content.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
      expect(tags.filter((tag) => !allowed.has(tag))).toEqual([]);
      expect(content.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
    }
    for (const { content } of await db.selectFrom('blogs').select('content').execute()) {
      expect(content.length).toBeLessThanOrEqual(BLOG_CONTENT_MAX);
    }
  });

  it('rates the testimonials with varied stars, including half and one-decimal ratings', async () => {
    const stars = (await env.database.db.selectFrom('testimonials').select('stars').execute()).map((t) => Number(t.stars));
    expect(new Set(stars).size).toBeGreaterThanOrEqual(5);
    expect(stars.some((s) => s % 1 === 0.5)).toBe(true);
    expect(stars.some((s) => s % 1 !== 0 && s % 1 !== 0.5)).toBe(true);
    for (const s of stars) expect(s).toSatisfy((n: number) => n >= 0 && n <= 5);
  });

  it('seeds the twelve team members the Team page showed, in its order, without photos, and the testimonials in file order', async () => {
    const db = env.database.db;
    const members = await db.selectFrom('team_members').selectAll().orderBy('sort_key').execute();
    expect(members.map((member) => [member.name, member.position, member.bio])).toEqual(team.map((member) => [member.name, member.position, member.bio]));
    expect(members.every((member) => member.photo === null && member.linkedin_url === null)).toBe(true);
    const shown = await db.selectFrom('testimonials').select('name').orderBy('sort_key').execute();
    expect(shown.map((row) => row.name)).toEqual(testimonials.map((testimonial) => testimonial.name));
  });

  it('changes no count and writes no file when run a second time', async () => {
    const countsBefore = await countRows(env);
    const filesBefore = await listFiles(env.folder);
    await seedDemoContent(env.deps);
    expect(await countRows(env)).toEqual(countsBefore);
    expect(await listFiles(env.folder)).toEqual(filesBefore);
  }, SEED_TIMEOUT);

  it('puts back only the items that went missing, with their images', async () => {
    const db = env.database.db;
    await db.deleteFrom('news').where('slug', '=', 'sjg-group-opens-its-new-regional-office-in-nagpur').execute();
    await db.deleteFrom('ventures').where('slug', '=', 'coastal-club-goa').execute();
    const filesBefore = await listFiles(env.folder);
    await seedDemoContent(env.deps);
    const counts = await countRows(env);
    expect(counts).toMatchObject({ ventures: 20, venture_stats: 20, news: 10 });
    const venture = await db.selectFrom('ventures').selectAll().where('slug', '=', 'coastal-club-goa').executeTakeFirstOrThrow();
    // Its old place: the 14th key of the seed's list.
    expect(venture.position).toBe(spreadOrderKeys(20)[13]);
    const children = await Promise.all(
      (['venture_subcategories', 'venture_clients', 'venture_gallery'] as const).map(
        async (table) => (await db.selectFrom(table).select('id').where('venture_id', '=', venture.id).execute()).length,
      ),
    );
    // logo, banner, about, stats, each child's image, and the news cover.
    const expectedNewFiles = 4 + children.reduce((a, b) => a + b, 0) + 1;
    const newFiles = (await listFiles(env.folder)).filter((file) => !filesBefore.includes(file));
    // Each new image is an original plus its WebP variants (named `<original>-<width>.webp`).
    expect(newFiles.filter((file) => !/-\d+\.webp$/.test(file))).toHaveLength(expectedNewFiles);
    expect(newFiles.length).toBeGreaterThan(expectedNewFiles);
  }, SEED_TIMEOUT);

  it('does not seed again once it finished, even after the staff deleted every venture', async () => {
    expect(await seedState(env)).toEqual({ finished: true });
    await env.database.db.deleteFrom('ventures').execute();
    const filesBefore = await listFiles(env.folder);
    expect(await seedDemoContentIfUnfinished(env.deps)).toBe(false);
    expect((await countRows(env)).ventures).toBe(0);
    expect(await listFiles(env.folder)).toEqual(filesBefore);
  });
});

describe('a demo seed stopped part way, as by a start stopped while it seeds', () => {
  let env: Env;

  beforeAll(async () => {
    env = await createEnv();
  });

  afterAll(async () => {
    await destroyEnv(env);
  });

  it('finishes the items under way, begins no other, and leaves no file without its row', async () => {
    const stop = new AbortController();
    const seeded = await seedDemoContentIfUnfinished({ ...env.deps, signal: stop.signal, onChange: () => stop.abort() });
    expect(seeded).toBe(true);
    const counts = await countRows(env);
    // Two ventures are seeded at a time: the one whose insert stopped the seed, and its sibling.
    expect(counts.ventures).toBeGreaterThanOrEqual(1);
    expect(counts.ventures).toBeLessThanOrEqual(2);
    expect(counts).toMatchObject({ news: 0, blogs: 0, investors: 0, testimonials: 0, translations: 0 });
    // Each venture's logo, banner, about and stats pictures, and one per child.
    const pictures = 4 * counts.ventures! + counts.venture_subcategories! + counts.venture_clients! + counts.venture_gallery!;
    const originals = (await listFiles(env.folder)).filter((file) => !/-\d+\.webp$/.test(file));
    expect(originals).toHaveLength(pictures);
    expect(await seedState(env)).toEqual({ finished: false });
  }, SEED_TIMEOUT);

  it('is finished by the next start', async () => {
    expect(await seedDemoContentIfUnfinished(env.deps)).toBe(true);
    expect(await countRows(env)).toMatchObject({ ventures: 20, venture_stats: 20, news: 10, blogs: 15, investors: 14, testimonials: 10, translations: 64 });
    expect(await seedState(env)).toEqual({ finished: true });
    expect(await seedDemoContentIfUnfinished(env.deps)).toBe(false);
  }, SEED_TIMEOUT);
});

describe('demo content seed on a site that already has a venture', () => {
  let env: Env | undefined;

  beforeAll(async () => {
    env = await createEnv();
  });

  afterAll(async () => {
    await destroyEnv(env);
  });

  it('leaves the content alone, even though the other kinds are empty, and will not seed it later', async () => {
    await env!.database.db.insertInto('ventures').values({ slug: 'own-venture', title: 'Own venture' }).execute();
    expect(await seedDemoContentIfUnfinished(env!.deps)).toBe(false);
    expect(await seedState(env!)).toEqual({ finished: true });
    const counts = await countRows(env!);
    expect(counts).toMatchObject({ ventures: 1, news: 0, blogs: 0, investors: 0, testimonials: 0 });
    expect(await listFiles(env!.folder)).toEqual([]);
  });

  it('removes the pictures it stored, and their library rows, for an item whose write fails', async () => {
    const db = env!.database.db;
    // A rule of the database the demo investors break: the add's transaction fails after its picture was stored.
    await sql`alter table investors add constraint refuses_every_name check (investor_name = '')`.execute(db);
    await expect(seedListedKind(env!.deps, 'investors', new Date())).rejects.toThrow(/refuses_every_name/);
    expect(await listFiles(env!.folder)).toEqual([]);
    expect(await db.selectFrom('media').select('name').where('area', '=', 'investors').execute()).toEqual([]);
    expect((await countRows(env!)).investors).toBe(0);
  });
});
