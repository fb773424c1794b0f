// The demo seed stores its generated artwork through the upload pipeline: every image the public
// API shows has its sizes and WebP variants, and every variant is a real file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageVariants, NewsItem, VenturePublic } from '../../common/api-types.js';
import { seedDemoContent } from '../../seed/seed.js';
import { createLogger } from '../../server/src/logger.js';
import { siteAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 30_000);
afterAll(async () => {
  await t.close();
});

describe('the demo seed', () => {
  it('gives every seeded image WebP variants that are served', async () => {
    await seedDemoContent({ db: t.db, storage: t.storage, logger: createLogger('silent') });
    const agent = siteAgent(t).agent;
    const described: (ImageVariants | null | undefined)[] = [];
    const news = (await agent.get('/backend/news/news_api.php')).body.news as NewsItem[];
    described.push(...news.map((item) => item.image_variants));
    const ventures = (await agent.get('/backend/ventures/get_venture.php?page=1')).body.ventures as VenturePublic[];
    for (const venture of ventures) {
      described.push(venture.logo_variants, venture.banner_image_variants, venture.about_image_variants);
      described.push(...venture.gallery.map((item) => item.image_variants), ...venture.clients.map((item) => item.image_variants));
    }
    expect(news.length).toBeGreaterThan(0);
    expect(ventures.length).toBeGreaterThan(0);
    for (const image of described) {
      expect(image).toBeTruthy();
      expect(image!.variants.length).toBeGreaterThan(0);
      for (const variant of image!.variants) expect(variant.width).toBeLessThanOrEqual(image!.width);
    }
    // The widest artwork (banners, 1900 px) has all three widths; spot-check that they are served.
    const banner = ventures[0]!.banner_image_variants!;
    expect(banner.variants.map((variant) => variant.width)).toEqual([360, 480, 960, 1600]);
    for (const variant of banner.variants) {
      const res = await agent.get(variant.url);
      expect(res.status, variant.url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  }, 180_000);
});
