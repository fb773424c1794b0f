// Share links under a story and a post: each network's own share page with the page's canonical
// address (PUBLIC_BASE_URL's) and its title, opening in a new tab without a referrer or opener,
// named for screen readers, in the page's language; none where no public address exists (a
// preview, a missing story). Real Postgres, the real build, the HTML as a visitor gets it.
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/logger.js';
import { seedSiteTexts } from '../../seed/seed-site-texts.js';
import { addItem, slugOf } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { unescapeHtml } from '../helpers/html-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { readHead } from '../seo/seo-harness.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
const site = 'https://www.sjg.example';
let t: TestApp;
let admin: AdminAgent;
/** A title that needs escaping in a URL and in HTML. */
const title = 'Goa & Pune: "Lights" on 100%';
let story: { id: number; slug: string };

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist, publicBaseUrl: site } });
  await seedSiteTexts({ db: t.db, storage: t.storage, logger: createLogger('silent') });
  admin = await loginAgent(t);
  const { id } = await addItem(admin.agent, 'news', title);
  story = { id, slug: await slugOf(admin.agent, 'news', id) };
});
afterAll(async () => t?.close());

type Share = { heading: string; links: { href: string; label: string; text: string; target: string | null; rel: string | null }[] };

/** The page's share section, its attributes unescaped as a browser reads them, or null. */
function shareOf(html: string): Share | null {
  const section = /<section class="share-links"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
  if (section === undefined) return null;
  const attr = (tag: string, name: string) => {
    const value = new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
    return value === undefined ? null : unescapeHtml(value);
  };
  return {
    heading: /<h2[^>]*>([^<]*)<\/h2>/.exec(section)![1]!,
    links: [...section.matchAll(/(<a [^>]*>)([^<]*)<\/a>/g)].map(([, tag, text]) => ({
      href: attr(tag!, 'href')!,
      label: attr(tag!, 'aria-label')!,
      text: unescapeHtml(text!),
      target: attr(tag!, 'target'),
      rel: attr(tag!, 'rel'),
    })),
  };
}

async function page(url: string, expected = 200) {
  const res = await siteAgent(t).agent.get(url);
  expect(res.status).toBe(expected);
  return res.text;
}

describe('under a news story', () => {
  it("shares the page's canonical address and its title on WhatsApp, LinkedIn, X, Facebook and by e-mail, in valid HTML", async () => {
    const html = await page(`/sjg/single-news/${story.slug}`);
    const canonical = readHead(html).canonical[0]!;
    expect(canonical).toBe(`${site}/sjg/single-news/${story.slug}`);
    const share = shareOf(html);
    expect(share?.heading).toBe('Share');
    const u = encodeURIComponent(canonical);
    expect(share?.links.map(({ href, text }) => ({ href, text }))).toEqual([
      { text: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${canonical}`)}` },
      { text: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
      { text: 'X', href: `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}` },
      { text: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
      { text: 'E-mail', href: `mailto:?subject=${encodeURIComponent(title)}&body=${u}` },
    ]);
    // Each network in a new tab that learns neither this page nor how to reach back into it.
    for (const link of share!.links.slice(0, 4)) {
      expect(link).toMatchObject({ target: '_blank', rel: 'noopener noreferrer', label: `Share on ${link.text} (opens in a new tab)` });
    }
    expect(share!.links[4]).toMatchObject({ target: null, label: 'Share by e-mail' });
    // The title's own characters reach the network whole.
    expect(new URL(share!.links[2]!.href).searchParams.get('text')).toBe(title);
    const report = await validator.validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it('has none in a preview, which has no public address yet, nor on a missing story', async () => {
    const preview = await admin.agent.get(`/sjg/preview/news/${story.id}`);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain(title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(shareOf(preview.text)).toBeNull();
    expect(shareOf(await page('/sjg/single-news/no-such-story', 404))).toBeNull();
  });
});

describe('under a blog post', () => {
  it('shares the post', async () => {
    const { id } = await addItem(admin.agent, 'blogs', 'Field notes');
    const slug = await slugOf(admin.agent, 'blogs', id);
    const share = shareOf(await page(`/sjg/single-blog/${slug}`));
    expect(share?.links[0]?.href).toBe(`https://wa.me/?text=${encodeURIComponent(`Field notes ${site}/sjg/single-blog/${slug}`)}`);
  });
});

describe('in Hindi', () => {
  it('shares the Hindi address with the Hindi title, in Hindi words', async () => {
    const hindiTitle = 'गोवा और पुणे में रोशनी';
    const hindiSlug = 'गोवा-पुणे-रोशनी';
    const base = `/backend/admin/translations/news/${story.id}/hi`;
    const fields = { title: hindiTitle, content: `<p>${hindiTitle}</p>`, image_alt: 'रोशनी का चित्र' };
    expect((await admin.agent.put(base).send({ fields, slug: hindiSlug })).status).toBe(200);
    expect((await admin.agent.post(`${base}/publish`).send({})).status).toBe(200);
    const html = await page(`/sjg/hi/single-news/${encodeURIComponent(hindiSlug)}`);
    const canonical = `${site}/sjg/hi/single-news/${encodeURIComponent(hindiSlug)}`;
    expect(readHead(html).canonical).toEqual([canonical]);
    const share = shareOf(html);
    expect(share?.heading).toBe('साझा करें');
    expect(share?.links[0]).toMatchObject({
      href: `https://wa.me/?text=${encodeURIComponent(`${hindiTitle} ${canonical}`)}`,
      label: 'WhatsApp पर साझा करें (नए टैब में खुलता है)',
    });
    expect(share?.links[4]).toMatchObject({ text: 'ई-मेल', label: 'ई-मेल से साझा करें' });
  });
});
