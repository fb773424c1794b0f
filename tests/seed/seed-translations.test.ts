// The demo content's Hindi and Marathi (issue 50, item 9) as a visitor's client and an editor see
// them after the seed: at least five published texts of each listed kind in both languages, one
// news item in Hindi only (its Marathi answers 404), one Hindi draft, texts in Devanagari rather
// than English left behind, addresses that survive percent-encoding, and a second run that changes
// nothing. The listed kinds and their translations are seeded; the ventures' pictures, which none
// of this reads, are not drawn (tests/seed/seed.test.ts seeds everything).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTED_KINDS, type ListedKind } from '../../common/content-kinds.js';
import { slugify } from '../../common/slug.js';
import { demoTranslations } from '../../seed/content/translations.js';
import { listedDemoItems } from '../../seed/content/listed-items.js';
import { seedListedKind } from '../../seed/seed-listed.js';
import { seedTranslations } from '../../seed/seed-translations.js';
import type { SeedDeps } from '../../server/src/content-seed.js';
import { listedView } from '../../server/src/kinds/listed-declaration.js';
import { createLogger } from '../../server/src/logger.js';
import { translatableFieldsOf } from '../../server/src/translations/translation-fields.js';
import { apis } from '../editorial/editorial-harness.js';
import { loginAgent, siteAgent, type AdminAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SEED_TIMEOUT = 120_000;
const LANGS = ['hi', 'mr'] as const;

const hindiOnlySlug = 'loom-thread-launches-its-first-chikankari-festive-collection';
const hindiDraftSlug = 'sjg-infrastructure-completes-river-bridge-in-uttar-pradesh';

let t: TestApp;
let deps: SeedDeps;
let admin: AdminAgent;

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, storage: t.storage, logger: createLogger('silent') };
  for (const kind of LISTED_KINDS) await seedListedKind(deps, kind, new Date());
  await seedTranslations(deps);
  admin = await loginAgent(t);
}, SEED_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

type Item = Record<string, unknown> & { id: number; slug: string };

/** The kind's public list in `lang`, as the site's pages read it. */
async function listIn(kind: ListedKind, lang: string): Promise<Item[]> {
  const res = await siteAgent(t).agent.get(`${apis[kind]}?lang=${lang}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[listedView(kind).listed.api.listKey] as Item[];
}

/** One item in `lang` by its address, percent-encoded as a browser sends it. */
function readBySlug(kind: 'news' | 'blogs', lang: string, slug: string) {
  return siteAgent(t).agent.get(`${apis[kind]}?lang=${lang}&slug=${encodeURIComponent(slug)}`);
}

async function englishIdOf(kind: ListedKind, slug: string): Promise<number> {
  return (await t.db.selectFrom(kind).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

/** The text a reader sees of a field: tags gone, the one entity the demo uses read. */
function visibleText(value: string): string {
  return value.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');
}

describe('the demo content in Hindi and Marathi', () => {
  it('names each text’s English item by a slug the English demo content has', () => {
    for (const kind of LISTED_KINDS) {
      const titleField = listedView(kind).titleField;
      const english = new Set(listedDemoItems[kind].map((item) => slugify(item.fields(new Date())[titleField]!)));
      for (const { en } of demoTranslations[kind]) expect(english, `${kind} ${en}`).toContain(en);
    }
  });

  it('keeps the paragraphs, headings, lists and quotes of each English news item and blog post', () => {
    const blocks = (html: string) => [...html.matchAll(/<(p|h2|h3|ul|li|blockquote)>/g)].map((match) => match[1]).join(' ');
    for (const kind of ['news', 'blogs'] as const) {
      const englishBySlug = new Map(listedDemoItems[kind].map((item) => [slugify(item.fields(new Date()).title!), item.fields(new Date()).content!]));
      for (const item of demoTranslations[kind]) {
        for (const lang of LANGS) {
          const content = item[lang]?.fields.content;
          if (content !== undefined) expect(blocks(content), `${kind} ${item.en} ${lang}`).toBe(blocks(englishBySlug.get(item.en)!));
        }
      }
    }
  });

  it('lists at least five published items of each kind in Hindi and in Marathi', async () => {
    for (const kind of LISTED_KINDS) {
      for (const lang of LANGS) expect((await listIn(kind, lang)).length, `${kind} ${lang}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('writes every title and text in Devanagari, with no English left in Latin letters', async () => {
    for (const kind of LISTED_KINDS) {
      for (const lang of LANGS) {
        for (const item of await listIn(kind, lang)) {
          for (const { name } of translatableFieldsOf(kind)) {
            const text = visibleText(String(item[name]));
            const where = `${kind} ${lang} ${item.slug} ${name}`;
            expect(text, where).toMatch(/\p{Script=Devanagari}/u);
            // A venture's or a person's name might be written in Latin letters; an English sentence would not pass.
            const latinWords = text.match(/[A-Za-z]+/g) ?? [];
            expect(latinWords.filter((word) => word.length > 10), where).toEqual([]);
            const devanagari = text.match(/\p{Script=Devanagari}/gu)!.length;
            expect(latinWords.join('').length * 10, where).toBeLessThan(devanagari);
          }
        }
      }
    }
  });

  it('gives news and blogs addresses that survive percent-encoding and find the item, Devanagari for most and Latin for the editor’s choice', async () => {
    const slugs: string[] = [];
    for (const kind of ['news', 'blogs'] as const) {
      for (const lang of LANGS) {
        for (const item of await listIn(kind, lang)) {
          expect(item.slug).toBe(item.slug.normalize('NFC'));
          expect(decodeURIComponent(encodeURIComponent(item.slug))).toBe(item.slug);
          const res = await readBySlug(kind, lang, item.slug);
          expect(res.status, `${kind} ${lang} ${item.slug}`).toBe(200);
          expect(res.body).toMatchObject({ lang, [listedView(kind).listed.api.oneKey!]: { id: item.id, title: item.title } });
          slugs.push(item.slug);
        }
      }
    }
    const latin = slugs.filter((slug) => /^[a-z0-9-]+$/.test(slug));
    expect(latin).toEqual(['lum-end-thred-ne-pesh-kiya-chikankari-ka-pahla-tyohari-sangrah', 'shetakryanna-amhi-tyach-divshi-paise-ka-deto']);
    expect(slugs.filter((slug) => /\p{Script=Devanagari}/u.test(slug)).length).toBe(slugs.length - latin.length);
  });

  it('publishes one news item in Hindi only: its Hindi answers with English and Hindi as alternates, its Marathi 404', async () => {
    const id = await englishIdOf('news', hindiOnlySlug);
    const hindi = await siteAgent(t).agent.get(`${apis.news}?lang=hi&id=${id}`);
    expect(hindi.status).toBe(200);
    expect(hindi.body.news.title).toBe('लूम एंड थ्रेड ने पेश किया चिकनकारी का पहला त्योहारी संग्रह');
    expect(hindi.body.alternates).toEqual([
      { lang: 'en', slug: hindiOnlySlug },
      { lang: 'hi', slug: hindi.body.news.slug },
    ]);
    expect((await readBySlug('news', 'mr', hindi.body.news.slug)).status).toBe(404);
    expect((await siteAgent(t).agent.get(`${apis.news}?lang=mr&id=${id}`)).status).toBe(404);
    expect((await listIn('news', 'mr')).map((item) => item.id)).not.toContain(id);
  });

  it('leaves one news item with a Hindi draft the admin shows and the site does not', async () => {
    const id = await englishIdOf('news', hindiDraftSlug);
    const res = await admin.agent.get(`/backend/admin/translations/news/${id}`);
    expect(res.status).toBe(200);
    const byLang = Object.fromEntries((res.body.languages as { lang: string; status: string | null }[]).map((state) => [state.lang, state.status]));
    expect(byLang).toEqual({ en: 'published', hi: 'draft', mr: null });
    expect((await siteAgent(t).agent.get(`${apis.news}?lang=hi&id=${id}`)).status).toBe(404);
  });

  it('changes nothing when seeded a second time', async () => {
    const snapshot = async () => ({
      translations: await t.db.selectFrom('translations').selectAll().orderBy('kind').orderBy('item_id').orderBy('lang').execute(),
      revisions: (await t.db.selectFrom('translation_revisions').select('id').orderBy('id').execute()).map((row) => row.id),
    });
    const before = await snapshot();
    expect(await seedTranslations(deps)).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});
