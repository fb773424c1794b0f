import type { KyselyPlugin } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VentureAdmin, VentureDetails, VenturePublic } from '../../common/api-types.js';
import { PAGE_SIZE } from '../../common/constants.js';
import { createApp } from '../../server/src/app.js';
import { createLogger } from '../../server/src/logger.js';
import {
  makeVenture,
  startVentureHarness,
  type MadeVenture,
  type VentureHarness,
} from './ventures-harness.js';

describe('venture reads', () => {
  let h: VentureHarness;
  let made: MadeVenture[];

  beforeAll(async () => {
    h = await startVentureHarness();
    made = [];
    for (let i = 1; i <= 20; i += 1) made.push(await makeVenture(h.t, `Venture ${String(i).padStart(2, '0')}`));
  });
  afterAll(async () => {
    await h.close();
  });

  it('pages the admin list in display order with total_pages', async () => {
    expect(PAGE_SIZE.adminVentures).toBe(10);
    const first = await h.get('/backend/ventures/ventures_api.php?page=1');
    expect(first.status).toBe(200);
    expect(first.body.total_pages).toBe(2);
    expect(first.body.ventures.map((v: VentureAdmin) => v.title)).toEqual(made.slice(0, 10).map((v) => v.title));
    const second = await h.get('/backend/ventures/ventures_api.php?page=2');
    expect(second.body.ventures.map((v: VentureAdmin) => v.id)).toEqual(made.slice(10, 20).map((v) => v.id));
  });

  it('answers a page past the end with an empty list and the right total_pages', async () => {
    const admin = await h.get('/backend/ventures/ventures_api.php?page=3');
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({ ventures: [], total_pages: 2 });
    const pub = await h.get('/backend/ventures/get_venture.php?page=9');
    expect(pub.body).toEqual({ ventures: [], total_pages: 2 });
  });

  it('treats a missing page as page 1', async () => {
    const res = await h.get('/backend/ventures/ventures_api.php');
    expect(res.body.ventures).toHaveLength(10);
  });

  it.each(['0', '-1', 'abc', '1.5', '', '1e3'])('refuses page=%s with 400', async (page) => {
    for (const path of ['ventures_api.php', 'get_venture.php']) {
      const res = await h.get(`/backend/ventures/${path}?page=${encodeURIComponent(page)}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('page must be a whole number of 1 or more');
    }
  });

  it('lists the same page as summaries with view=summary: what a grid or card shows, nothing more', async () => {
    const full = await h.get('/backend/ventures/get_venture.php?page=2');
    const res = await h.get('/backend/ventures/get_venture.php?page=2&view=summary');
    expect(res.status).toBe(200);
    expect(res.body.total_pages).toBe(full.body.total_pages);
    expect(res.body.ventures).toEqual(
      (full.body.ventures as (VenturePublic & Record<string, unknown>)[]).map(
        ({ id, slug, title, logo, logo_variants, logo_alt, logo_focus, banner_image, banner_image_variants, banner_image_alt, banner_image_focus }) => ({
          id,
          slug,
          title,
          logo,
          logo_variants,
          logo_alt,
          logo_focus,
          banner_image,
          banner_image_variants,
          banner_image_alt,
          banner_image_focus,
        }),
      ),
    );
    expect(res.body.ventures).toHaveLength(3);
    const refused = await h.get('/backend/ventures/get_venture.php?page=1&view=everything');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("view must be 'summary' or absent");
  });

  it('shows 17 ventures on public page 1 when 20 exist, under the public field names', async () => {
    const res = await h.get('/backend/ventures/get_venture.php?page=1');
    expect(res.status).toBe(200);
    expect(res.body.ventures).toHaveLength(17);
    expect(res.body.total_pages).toBe(2);
    const first = res.body.ventures[0] as VenturePublic;
    expect(first).toEqual({
      id: made[0]!.id,
      slug: 'venture-01',
      title: 'Venture 01',
      // Names not made by the image pipeline (the factory's) carry no variants.
      logo: 'venture-01-logo.png',
      logo_variants: null,
      // The library's details (issue 24): the database registered the factory's files, described by their item's title.
      logo_alt: 'Venture 01',
      logo_focus: null,
      banner_image: 'venture-01-banner.jpg',
      banner_image_variants: null,
      banner_image_alt: 'Venture 01',
      banner_image_focus: null,
      about_description: 'About Venture 01',
      about_image: 'venture-01-about.jpg',
      about_image_variants: null,
      about_image_alt: 'Venture 01',
      about_image_focus: null,
      stats: [
        {
          id: expect.any(Number),
          image: 'venture-01-stats.jpg',
          image_variants: null,
          image_alt: 'Right',
          image_focus: null,
          right_title: 'Right',
          right_content: 'Right text',
          left_title: 'Left',
          left_content: 'Left text',
        },
      ],
      subcategories: [
        { id: expect.any(Number), name: 'Venture 01 sub 1', image: 'venture-01-sub-1.jpg', image_variants: null, image_alt: 'Venture 01 sub 1', image_focus: null },
      ],
      clients: [
        { id: expect.any(Number), name: 'Venture 01 client 1', image: 'venture-01-client-1.jpg', image_variants: null, image_alt: 'Venture 01 client 1', image_focus: null },
      ],
      gallery: [
        { id: expect.any(Number), image: 'venture-01-gallery-1.jpg', image_variants: null, image_alt: '', image_focus: null, altText: '', caption: '' },
      ],
    });
    const second = await h.get('/backend/ventures/get_venture.php?page=2');
    expect(second.body.ventures).toHaveLength(3);
  });

  it('finds one public venture by slug or by id', async () => {
    const bySlug = await h.get('/backend/ventures/get_venture.php?slug=venture-05');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.venture.id).toBe(made[4]!.id);
    expect(bySlug.body.venture.logo).toBe('venture-05-logo.png');
    const byId = await h.get(`/backend/ventures/get_venture.php?id=${made[6]!.id}`);
    expect(byId.body.venture.slug).toBe('venture-07');
  });

  it('answers an unknown slug or id with 404 Venture not found', async () => {
    for (const query of ['slug=no-such-venture', 'slug=%20', 'slug=', 'id=999999']) {
      const res = await h.get(`/backend/ventures/get_venture.php?${query}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Venture not found' });
    }
  });

  it('gives the details of a venture: venture, subcategories, clients, gallery', async () => {
    const res = await h.get(`/backend/ventures/ventures_details_api.php?id=${made[2]!.id}`);
    expect(res.status).toBe(200);
    const body = res.body as VentureDetails;
    expect(Object.keys(body).sort()).toEqual(['clients', 'gallery', 'subcategories', 'venture']);
    expect(body.venture).toMatchObject({
      id: made[2]!.id,
      slug: 'venture-03',
      title: 'Venture 03',
      logo_url: 'venture-03-logo.png',
      img_banner_url: 'venture-03-banner.jpg',
      about_desc: 'About Venture 03',
      about_img_url: 'venture-03-about.jpg',
    });
    expect(body.venture.stats[0]).toMatchObject({ stats_image: 'venture-03-stats.jpg', stats_right_section_title: 'Right' });
    expect(body.subcategories).toEqual([
      {
        id: expect.any(Number),
        name: 'Venture 03 sub 1',
        title: 'Venture 03 sub 1',
        banner_image: 'venture-03-sub-1.jpg',
        banner_image_variants: null,
        banner_image_alt: 'Venture 03 sub 1',
        banner_image_focus: null,
      },
    ]);
    expect(body.clients).toEqual([
      {
        id: expect.any(Number),
        client_name: 'Venture 03 client 1',
        client_image: 'venture-03-client-1.jpg',
        client_image_variants: null,
        client_image_alt: 'Venture 03 client 1',
        client_image_focus: null,
      },
    ]);
    expect(body.gallery).toEqual([
      { id: expect.any(Number), image: 'venture-03-gallery-1.jpg', image_variants: null, image_alt: '', image_focus: null, altText: '', caption: '' },
    ]);
  });

  it('answers details of an unknown venture with 404 and a bad id with 400', async () => {
    for (const id of ['424242', '2147483647']) {
      const missing = await h.get(`/backend/ventures/ventures_details_api.php?id=${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Venture not found' });
    }
    // Past Postgres's integer (2147483647) no record can exist: refused before any query.
    for (const id of ['abc', '0', '-3', '1.5', '2147483648', '9999999999', '99999999999']) {
      const bad = await h.get(`/backend/ventures/ventures_details_api.php?id=${id}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('id must be a whole number of 1 or more');
    }
    expect((await h.get('/backend/ventures/ventures_details_api.php')).status).toBe(400);
    expect((await h.get('/backend/ventures/get_venture.php?id=x')).status).toBe(400);
  });
});

describe('venture reads cost a fixed number of queries', () => {
  let h: VentureHarness;
  let queries = 0;
  let counted: request.Agent;
  let closeCounted: () => void;

  beforeAll(async () => {
    h = await startVentureHarness();
    // The same app over a kysely that counts every query it runs.
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries += 1;
        return args.result;
      },
    };
    const app = createApp({
      config: h.t.config,
      db: h.t.db.withPlugin(counter),
      pool: h.t.database.pool,
      logger: createLogger('silent'),
      storage: h.t.storage,
      lifecycle: { isShuttingDown: () => false },
      // Rows are written straight to the database here, unseen by the cache of public reads.
      publicCache: { maxEntries: 0 },
    });
    closeCounted = app.close;
    counted = request.agent(app.app);
  });
  afterAll(async () => {
    closeCounted();
    await h.close();
  });

  async function queriesOf(url: string): Promise<number> {
    queries = 0;
    const res = await counted.get(url);
    expect(res.status).toBe(200);
    return queries;
  }

  it('whatever the number of ventures and of their children', async () => {
    const few = [await makeVenture(h.t, 'Small One'), await makeVenture(h.t, 'Small Two')];
    const urls = (id: number) => [
      '/backend/ventures/ventures_api.php?page=1',
      '/backend/ventures/get_venture.php?page=1',
      `/backend/ventures/ventures_details_api.php?id=${id}`,
      `/backend/ventures/get_venture.php?id=${id}`,
    ];
    const withTwo = [];
    for (const url of urls(few[0]!.id)) withTwo.push(await queriesOf(url));

    let big: MadeVenture | undefined;
    for (let i = 0; i < 10; i += 1) {
      big = await makeVenture(h.t, `Big ${i}`, { subcategories: 6, clients: 7, gallery: 9 });
    }
    const withTwelve = [];
    for (const url of urls(big!.id)) withTwelve.push(await queriesOf(url));

    expect(withTwelve).toEqual(withTwo);
    // count + page + stats, subcategories, clients, gallery; one venture + the four; and one lookup
    // of every image's library details per reply (issue 24).
    expect(withTwo).toEqual([7, 7, 6, 6]);
    const list = await counted.get('/backend/ventures/ventures_api.php?page=2');
    expect(list.body.ventures).toHaveLength(2);
  });
});
