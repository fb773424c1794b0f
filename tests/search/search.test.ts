import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../common/api-types.js';
import { createAdminUser } from '../helpers/login.js';
import { loginAs, siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /backend/search/search.php', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    await t.db
      .insertInto('news')
      .values([
        { slug: 'monsoon-report', title: 'Monsoon report', content: '<p>Our <b>casino</b> guests stayed dry.</p>', year: '2026', image_url: 'uploads/abcdefgh12.jpg', created_at: at(1) },
        { slug: 'casino-expansion', title: 'Casino expansion approved', content: '<p>A new floor opens in Panjim.</p>', year: '2026', image_url: null, created_at: at(2) },
      ])
      .execute();
    await t.db
      .insertInto('blogs')
      .values({ slug: 'why-we-hire-locally', title: 'Why we hire locally', content: '<p>Jobs &amp; skills stay in Nagpur &lt;always&gt;.</p><script>x</script>', image_url: null })
      .execute();
    await t.db
      .insertInto('ventures')
      .values([
        { slug: 'goa-grand-casino', title: 'Goa Grand Casino', about_desc: 'Gaming floors on the Mandovi.', logo_url: 'logoabcdefgh.png', img_banner_url: null, about_img_url: null },
        { slug: 'sanjeevani-healthcare', title: 'Sanjeevani Healthcare', about_desc: 'Clinics and pharmacies.', logo_url: null, img_banner_url: null, about_img_url: null },
      ])
      .execute();
    await t.db.insertInto('investors').values({ slug: 'meera-kapoor', investor_name: 'Meera Kapoor', investor_image: 'meeraabcdefg.jpg' }).execute();
  });
  afterAll(async () => t.close());

  async function search(query: string): Promise<SearchResult[]> {
    const res = await siteAgent(t).agent.get('/backend/search/search.php').query({ query });
    expect(res.status, `search for ${JSON.stringify(query)}`).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    return res.body as SearchResult[];
  }

  it('ranks a title hit above a body hit', async () => {
    const results = await search('casino');
    const titles = results.map((r) => r.title);
    expect(titles).toContain('Monsoon report');
    expect(titles.indexOf('Casino expansion approved')).toBeLessThan(titles.indexOf('Monsoon report'));
    expect(titles.indexOf('Goa Grand Casino')).toBeLessThan(titles.indexOf('Monsoon report'));
  });

  it('finds each type, with its public route and image URL', async () => {
    expect(await search('Goa Grand Casino')).toContainEqual(
      expect.objectContaining({ type: 'venture', slug: 'goa-grand-casino', url: '/sjg/singleventure/goa-grand-casino', image: '/backend/ventures/uploads/logos/logoabcdefgh.png' }),
    );
    expect(await search('monsoon')).toContainEqual(
      expect.objectContaining({ type: 'news', url: '/sjg/single-news/monsoon-report', image: '/backend/news/uploads/abcdefgh12.jpg' }),
    );
    expect(await search('hire locally')).toContainEqual(
      expect.objectContaining({ type: 'blog', url: '/sjg/single-blog/why-we-hire-locally', image: null }),
    );
    expect(await search('Meera')).toContainEqual(
      expect.objectContaining({ type: 'investor', title: 'Meera Kapoor', url: '/sjg/investors', image: '/backend/investors/investor_uploads/meeraabcdefg.jpg' }),
    );
  });

  it("gives each picture the media library's focal point, for its cropped thumbnail, as soon as an editor sets it", async () => {
    expect(await search('Monsoon report dry')).toEqual([expect.not.objectContaining({ image_focus: expect.anything() })]);
    // Set as an editor sets it, in the media library.
    const editor = await loginAs(t, await createAdminUser(t.db));
    const { id } = await t.db.selectFrom('media').select('id').where('name', '=', 'abcdefgh12.jpg').executeTakeFirstOrThrow();
    expect((await editor.agent.patch(`/backend/admin/media/${id}`).send({ focal_point: { x: 25, y: 80 } })).status).toBe(200);
    expect(await search('Monsoon report dry')).toEqual([expect.objectContaining({ title: 'Monsoon report', image_focus: '25% 80%' })]);
    expect(await search('Monsoon report guests')).toEqual([expect.objectContaining({ image_focus: '25% 80%' })]);
    // A picture at the centre, no picture, and results listed in their order.
    const casino = await search('casino');
    expect(casino.find((result) => result.title === 'Goa Grand Casino')).not.toHaveProperty('image_focus');
    expect(casino.find((result) => result.title === 'Casino expansion approved')).toMatchObject({ image: null });
    expect(casino.find((result) => result.title === 'Casino expansion approved')).not.toHaveProperty('image_focus');
    expect(casino.map((result) => result.title)).toEqual(['Goa Grand Casino', 'Casino expansion approved', 'Monsoon report']);
  });

  it('matches prefixes and small typos', async () => {
    expect((await search('casin')).map((r) => r.title)).toContain('Goa Grand Casino');
    expect((await search('helthcare')).map((r) => r.title)).toContain('Sanjeevani Healthcare');
  });

  it('corrects a misspelt word inside a longer query, and widens an unfinished word to its prefix', async () => {
    expect((await search('helthcare clinics')).map((r) => r.title)).toEqual(['Sanjeevani Healthcare']);
    // 'Mando' is in no title: as a prefix it finds the body's 'Mandovi'.
    expect((await search('gaming Mando')).map((r) => r.title)).toEqual(['Goa Grand Casino']);
  });

  it('ranks an item with every word of a longer query in its title above one with them in its body only, and finds an article by a sentence pasted from it', async () => {
    await t.db
      .insertInto('news')
      .values({ slug: 'harvest-festival-in-nagpur', title: 'Harvest festival in Nagpur', content: '<p>Stalls and music.</p>', year: '2026', image_url: null })
      .execute();
    await t.db
      .insertInto('blogs')
      .values({
        slug: 'a-season-of-fairs',
        title: 'A season of fairs',
        content: '<p>The harvest festival came early. The harvest festival drew crowds from three districts, and every harvest festival stall sold out.</p>',
        image_url: null,
      })
      .execute();
    try {
      expect((await search('harvest festival')).map((r) => r.title)).toEqual(['Harvest festival in Nagpur', 'A season of fairs']);
      expect((await search('the harvest festival drew crowds from three districts')).map((r) => r.title)).toEqual(['A season of fairs']);
    } finally {
      await t.db.deleteFrom('news').where('slug', '=', 'harvest-festival-in-nagpur').execute();
      await t.db.deleteFrom('blogs').where('slug', '=', 'a-season-of-fairs').execute();
    }
  });

  it('takes numbers as typed: a year is never read as a neighbouring one', async () => {
    await t.db
      .insertInto('news')
      .values([
        { slug: 'annual-report-2024', title: 'Annual report 2024', content: '<p>Figures.</p>', year: '2024', image_url: null },
        { slug: 'annual-report-2025', title: 'Annual report 2025', content: '<p>Figures.</p>', year: '2025', image_url: null },
      ])
      .execute();
    expect((await search('annual report 2025')).map((r) => r.title)).toEqual(['Annual report 2025']);
    expect(await search('annual report 2026')).toEqual([]);
    await t.db.deleteFrom('news').where('slug', 'like', 'annual-report-%').execute();
  });

  it('gives a plain-text excerpt with the matched words', async () => {
    const [blog] = await search('Nagpur');
    expect(blog!.excerpt).toContain('Nagpur');
    // Tags are gone and entities decoded: '&lt;always' is the visible text '<always'.
    expect(blog!.excerpt).not.toMatch(/<\/?(p|script)\b|&amp;|&lt;/);
    expect(blog!.excerpt).toContain('Jobs & skills stay in Nagpur');
  });

  it('excerpts a long article near its first match, with nothing left of the markup or the words it was cut from', async () => {
    const filler = `<p>${'Quarterly figures were steady across the region. '.repeat(400)}</p>`;
    const link = (text: string) => `<a href="https://example.com/${'path/'.repeat(100)}">${text}</a>`;
    await t.db
      .insertInto('blogs')
      .values([
        // 'Mangalore' starts like 'mango': the excerpt is cut from there, inside the link's tag.
        { slug: 'alphonso-trade', title: 'Alphonso trade', content: `${filler}<p>${link('Mangalore')} office reviewed the accounts.</p>${filler}<p>Devgad mangoes sold out.</p>`, image_url: null },
        { slug: 'konkan-orchards', title: 'Konkan orchards', content: `${filler}<p>${link('Devgad mangoes')} sold out this season.</p>${filler}`, image_url: null },
      ])
      .execute();
    // Plain text: the excerpt starts at the sentence holding 'Mangalore', the first word like 'mango'.
    const about = `${'Quarterly figures were steady across the region. '.repeat(20)}Then our Mangalore office opened.${' Orchards grew.'.repeat(80)} Alphonso mangoes sold out.`;
    await t.db.insertInto('ventures').values({ slug: 'konkan-fruit', title: 'Konkan Fruit', about_desc: about, logo_url: null, img_banner_url: null, about_img_url: null }).execute();
    try {
      const results = await search('mangoes');
      const excerpt = (title: string) => results.find((result) => result.title === title)!.excerpt;
      expect(excerpt('Konkan orchards')).toContain('mangoes sold out this season');
      expect(excerpt('Alphonso trade')).toMatch(/^Mangalore office reviewed the accounts\. Quarterly figures/);
      expect(excerpt('Konkan Fruit')).toMatch(/^Then our Mangalore office opened\. Orchards grew\./);
      for (const { excerpt } of results) {
        expect(excerpt).not.toMatch(/[<>"]|href|path\//);
        expect(excerpt.split(' ').length).toBeLessThanOrEqual(30);
      }
    } finally {
      await t.db.deleteFrom('blogs').where('slug', 'in', ['alphonso-trade', 'konkan-orchards']).execute();
      await t.db.deleteFrom('ventures').where('slug', '=', 'konkan-fruit').execute();
    }
  });

  it('starts an excerpt at the sentence of the first matched word, and follows an edit of the body at once', async () => {
    const blog = await t.db
      .insertInto('blogs')
      .values({
        slug: 'pune-office',
        title: 'Pune office',
        content: `<p>${'Sales rose in every district this year. '.repeat(30)}</p><p>Our <i>tea</i> estates in Munnar &amp; Assam grew.</p>`,
        image_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const excerptFor = async (query: string) => (await search(query)).find((result) => result.id === blog.id)?.excerpt;
      expect(await excerptFor('munnar')).toBe('Our tea estates in Munnar & Assam grew.');
      await t.db.updateTable('blogs').set({ content: '<p>Rain came early.</p><p>The Munnar estates flooded, then recovered.</p>' }).where('id', '=', blog.id).execute();
      expect(await excerptFor('munnar')).toBe('The Munnar estates flooded, then recovered.');
      // Matched in the title only: the body's first words, though a body word starts like 'pune'.
      await t.db.updateTable('blogs').set({ content: `<p>${'Sales rose in every district this year. '.repeat(3)}Punekar staff led.</p>` }).where('id', '=', blog.id).execute();
      expect(await excerptFor('pune')).toMatch(/^Sales rose in every district this year\. Sales rose/);
    } finally {
      await t.db.deleteFrom('blogs').where('id', '=', blog.id).execute();
    }
  });

  it('answers a signed-in editor as a visitor, kept private, without renewing the session (as a cached read)', async () => {
    const editor = await loginAs(t, await createAdminUser(t.db));
    const res = await editor.agent.get('/backend/search/search.php').query({ query: 'casino' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await search('casino'));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers [] for a blank query', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   \t ')).toEqual([]);
    const res = await siteAgent(t).agent.get('/backend/search/search.php');
    expect(res.body).toEqual([]);
  });

  it('is safe with any characters', async () => {
    for (const query of ["'; drop table news; --", '&|!:*()', '"unterminated', 'casino & (', '\\', '%_', 'कैसीनो 😀', '<script>', 'or or -', '- -casino', 'qwe '.repeat(40), 'x'.repeat(199)]) {
      await search(query);
    }
    const count = await sql<{ n: string }>`select count(*) as n from news`.execute(t.db);
    expect(Number(count.rows[0]!.n)).toBe(2);
  });

  it('follows edits and deletes of the content at once (the database keeps the index)', async () => {
    const venture = await t.db
      .insertInto('ventures')
      .values({ slug: 'harbour-foods', title: 'Harbour Foods', about_desc: 'Seafood from Ratnagiri.', logo_url: null, img_banner_url: null, about_img_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await search('Ratnagiri')).map((r) => r.title)).toEqual(['Harbour Foods']);
    await t.db.updateTable('ventures').set({ title: 'Konkan Kitchens', slug: 'konkan-kitchens' }).where('id', '=', venture.id).execute();
    expect(await search('Konkan')).toContainEqual(expect.objectContaining({ title: 'Konkan Kitchens', url: '/sjg/singleventure/konkan-kitchens' }));
    expect((await search('Harbour')).map((r) => r.title)).not.toContain('Harbour Foods');
    await t.db.deleteFrom('ventures').where('id', '=', venture.id).execute();
    expect(await search('Ratnagiri')).toEqual([]);
  });

  it('corrects a misspelling towards the titles as they are now', async () => {
    const venture = await t.db
      .insertInto('ventures')
      .values({ slug: 'konkan-kitchens', title: 'Konkan Kitchens', about_desc: 'Seafood.', logo_url: null, img_banner_url: null, about_img_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await search('Konkani')).map((r) => r.title)).toEqual(['Konkan Kitchens']);
    // Renamed: 'Konkan' is in no title any more, so it is read as a misspelling of 'Konkani'.
    await t.db.updateTable('ventures').set({ title: 'Konkani Kitchens' }).where('id', '=', venture.id).execute();
    expect((await search('Konkan')).map((r) => r.title)).toEqual(['Konkani Kitchens']);
    await t.db.deleteFrom('ventures').where('id', '=', venture.id).execute();
    expect(await search('Konkani')).toEqual([]);
  });

  it('keeps its vocabulary of title words counted through inserts, renames and deletes', async () => {
    const vocabulary = async () => (await sql<{ word: string; documents: number }>`select word, documents from search_title_words order by word`.execute(t.db)).rows;
    const recounted = async () =>
      (await sql<{ word: string; documents: number }>`
        select word, count(*)::int as documents from search_documents, unnest(sjg_title_words(title)) as word
        group by word order by word`.execute(t.db)).rows;
    const made = await t.db
      .insertInto('news')
      .values([
        { slug: 'port-report', title: 'Port report: Nhava Sheva', content: '<p>x</p>', year: '2026', image_url: null },
        { slug: 'port-review', title: 'Port review', content: '<p>x</p>', year: '2026', image_url: null },
      ])
      .returning('id')
      .execute();
    await t.db.updateTable('news').set({ title: 'Harbour review: Nhava Sheva' }).where('id', '=', made[1]!.id).execute();
    await t.db.updateTable('news').set({ content: '<p>y</p>' }).where('id', '=', made[0]!.id).execute();
    expect(await vocabulary()).toEqual(await recounted());
    expect((await vocabulary()).find((row) => row.word === 'sheva')).toEqual({ word: 'sheva', documents: 2 });
    await t.db.deleteFrom('news').where('id', 'in', made.map((row) => row.id)).execute();
    expect(await vocabulary()).toEqual(await recounted());
    expect((await vocabulary()).map((row) => row.word)).not.toContain('sheva');
  });

  it('caps the query length and the number of results', async () => {
    // Cut at 200 characters: the word after the cap is not searched for, so 'casino' still matches.
    const tail = 'qwertyuiopasdfghjkl';
    expect(await search(`casino ${tail}`)).toEqual([]);
    const capped = await search(`casino${' '.repeat(194)}${tail}`);
    expect(capped.map((r) => r.title)).toContain('Casino expansion approved');
    expect((await search(`casino ${'x'.repeat(5000)}`)).length).toBeGreaterThanOrEqual(0);
    await t.db
      .insertInto('news')
      .values(Array.from({ length: 30 }, (_, i) => ({ slug: `casino-note-${i}`, title: `Casino note ${i}`, content: '<p>x</p>', year: '2026', image_url: null })))
      .execute();
    expect(await search('casino')).toHaveLength(20);
  });
});
