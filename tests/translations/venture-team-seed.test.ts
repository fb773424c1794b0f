// The demo's Hindi and Marathi of five ventures and five team members (issue 50): seeded through the
// translation service onto the English items, published, read by visitors with ?lang=, written
// in Devanagari throughout, and seeded once however often the seed runs. The English ventures are
// made by the read tests' factory (no pictures to draw), with the demo's titles and list lengths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamTranslations } from '../../seed/content/team-translations.js';
import { ventureTranslations } from '../../seed/content/venture-translations.js';
import { ventures } from '../../seed/content/ventures.js';
import { seedTeam } from '../../seed/seed-team.js';
import { seedVentureAndTeamTranslations } from '../../seed/seed-venture-team-translations.js';
import type { SeedDeps } from '../../server/src/content-seed.js';
import { createLogger } from '../../server/src/logger.js';
import { siteAgent } from '../helpers/admin-agent.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeVenture } from '../ventures/ventures-harness.js';

let t: TestApp;
let deps: SeedDeps;
let firstRun: number;

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, storage: t.storage, logger: createLogger('silent') };
  for (const venture of ventures.slice(0, 6)) {
    await makeVenture(t, venture.title, { subcategories: venture.subcategories.length, clients: venture.clients.length, gallery: venture.gallery.length });
  }
  await seedTeam(deps);
  firstRun = await seedVentureAndTeamTranslations(deps);
});
afterAll(async () => {
  await t.close();
});

const read = (path: string, query: Record<string, string>) => siteAgent(t).agent.get(`/backend/${path}?${new URLSearchParams(query).toString()}`);

/** Devanagari letters, and no Latin word: the text was written in the language, not left in English. */
function expectDevanagari(text: string): void {
  expect(text, text).toMatch(/[\u0900-\u097F]/);
  expect(text, text).not.toMatch(/[A-Za-z]/);
}

describe('the demo’s venture and team translations', () => {
  it('cover five ventures and five team members, with every list as long as the English one', () => {
    expect(ventureTranslations).toHaveLength(5);
    expect(teamTranslations).toHaveLength(5);
    for (const { english, hi, mr } of ventureTranslations) {
      const source = ventures.find((venture) => venture.title === english)!;
      expect(source, english).toBeDefined();
      for (const content of [hi, mr]) {
        expect([content.subcategories.length, content.clients.length, content.gallery.length]).toEqual([source.subcategories.length, source.clients.length, source.gallery.length]);
      }
    }
  });

  it('publishes both languages of each, and a second run adds nothing', async () => {
    expect(firstRun).toBe(20);
    const count = async () => Number((await t.db.selectFrom('translation_revisions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const revisions = await count();
    expect(await seedVentureAndTeamTranslations(deps)).toBe(0);
    expect(await count()).toBe(revisions);
    const rows = await t.db.selectFrom('translations').select(['kind', 'lang', 'status']).execute();
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.status === 'published')).toBe(true);
  });

  it('keeps every seeded text in Devanagari, child rows’ texts included', async () => {
    const rows = await t.db.selectFrom('translations').select(['kind', 'fields']).execute();
    for (const row of rows) {
      const fields = row.fields as Record<string, string>;
      if (row.kind === 'ventures') expect(Object.keys(fields).filter((key) => key.startsWith('gallery.')).length).toBeGreaterThanOrEqual(4);
      for (const text of Object.values(fields)) expectDevanagari(text);
    }
  });

  it('lists the five ventures in each language, each found by its address sent percent-encoded', async () => {
    for (const lang of ['hi', 'mr']) {
      const list = await read('ventures/get_venture.php', { lang, view: 'summary' });
      expect(list.status).toBe(200);
      expect(list.body.ventures).toHaveLength(5);
      for (const { slug, title } of list.body.ventures as { slug: string; title: string }[]) {
        expect(decodeURIComponent(encodeURIComponent(slug))).toBe(slug);
        const one = await siteAgent(t).agent.get(`/backend/ventures/get_venture.php?lang=${lang}&slug=${encodeURIComponent(slug)}`);
        expect(one.status, slug).toBe(200);
        expect(one.body.venture.title).toBe(title);
        expect(one.body.alternates.map((item: { lang: string }) => item.lang)).toEqual(['en', 'hi', 'mr']);
      }
    }
    // The venture the demo has in English only is in neither language.
    const { id } = await t.db.selectFrom('ventures').select('id').where('title', '=', ventures[5]!.title).executeTakeFirstOrThrow();
    expect((await read('ventures/get_venture.php', { lang: 'hi', id: String(id) })).status).toBe(404);
    expect((await read('ventures/get_venture.php', { id: String(id) })).status).toBe(200);
  });

  it('gives a Marathi venture’s details in Marathi, its transliterated address among them', async () => {
    const res = await read('ventures/get_venture.php', { lang: 'mr', slug: 'himalaya-springs' });
    expect(res.status).toBe(200);
    const details = await read('ventures/ventures_details_api.php', { lang: 'mr', id: String(res.body.venture.id) });
    expect(details.body.venture.title).toBe('हिमालय स्प्रिंग्स बेव्हरेजेस');
    for (const item of details.body.gallery as { altText: string }[]) expectDevanagari(item.altText);
    for (const item of details.body.clients as { client_name: string }[]) expectDevanagari(item.client_name);
    expectDevanagari(details.body.venture.stats[0].stats_right_section_content);
  });

  it('lists the five team members in each language, in the team’s order', async () => {
    for (const lang of ['hi', 'mr'] as const) {
      const res = await read('team/team_api.php', { lang });
      expect(res.status).toBe(200);
      expect(res.body.team.map((member: { name: string }) => member.name)).toEqual(teamTranslations.map((member) => member[lang].name));
      for (const member of res.body.team as { position: string; bio: string }[]) {
        expectDevanagari(member.position);
        expectDevanagari(member.bio);
      }
    }
  });
});
