// Every public page of the route table (common/site-routes.ts, area 'public') as the server renders
// it, checked by html-validate's standard preset: markup a browser repairs silently can still fail
// an assistive technology or an autofill (issue 48: an aria-label where none can go, an autocomplete
// token the input's type does not take). Pages with an item are rendered with one of each kind.
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../common/constants.js';
import { siteRouteList } from '../../common/site-routes.js';
import { insertStats, insertVenture } from '../../server/src/ventures/ventures.repository.js';
import { siteAgent } from '../helpers/login-session.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
let t: TestApp;
let params: Record<string, string>;

beforeAll(async () => {
  // tests/helpers/global-setup.ts has built web/dist and web/dist-ssr.
  t = await createTestApp({ config: { webDistDir: dist } });
  const story = '<h2>A festive showcase</h2><p>The SJG Expo brings the group’s ventures under one roof.</p>';
  await t.db.insertInto('news').values({ slug: 'sjg-expo', title: 'The SJG Expo', content: story, year: '2026', image_url: null }).execute();
  await t.db.insertInto('blogs').values({ slug: 'field-notes', title: 'Field notes', content: '<p>Notes from the field.</p>', image_url: null }).execute();
  const venture = await insertVenture(t.db, { slug: 'sjg-lottery-tech', title: 'SJG Lottery Tech', about_desc: '<p>Terminals since 1980.</p>', logo_url: null, img_banner_url: null, about_img_url: null });
  params = { '/singleventure/:slug': venture.slug, '/ventures/ventures_details/:id': String(venture.id), '/single-blog/:slug': 'field-notes', '/single-news/:slug': 'sjg-expo' };
});
afterAll(async () => t?.close());

const publicPatterns = siteRouteList.filter((route) => route.area === 'public').map((route) => route.pattern);

describe('the server-rendered public pages', () => {
  it.each(publicPatterns)('renders %s as valid HTML (html-validate, standard preset)', async (pattern) => {
    const pagePath = pattern.includes(':') ? pattern.replace(/:\w+$/, params[pattern]!) : pattern;
    const res = await siteAgent(t).agent.get(BASE_PATH + pagePath);
    expect(res.status).toBe(200);
    const report = await validator.validateString(res.text);
    const problems = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`));
    expect(problems).toEqual([]);
  });
});

describe('a venture whose key figures are blank', () => {
  // SPEC §5's edit needs only the title, so a live venture's stats may be blanked, and a draft's
  // preview may have none yet: a figure without a title has no heading, and none at all no section.
  it.each([
    ['every figure blank', 'figures-blank', { right: ['', ''], left: ['', ''] }, []],
    ['only the right figure', 'figures-right', { right: ['45 years', 'of terminals'], left: ['', ''] }, ['45 years']],
    ['a left text without its title', 'figures-left-text', { right: ['', ''], left: ['', 'across India'] }, []],
  ] as const)('with %s: valid HTML, and only the figures it has', async (_case, slug, figures, headings) => {
    const venture = await insertVenture(t.db, { slug, title: 'Figures', about_desc: 'About.', logo_url: null, img_banner_url: null, about_img_url: null });
    await insertStats(t.db, {
      venture_id: venture.id,
      stats_image: null,
      stats_right_section_title: figures.right[0],
      stats_right_section_content: figures.right[1],
      stats_left_section_title: figures.left[0],
      stats_left_section_content: figures.left[1],
    });
    const res = await siteAgent(t).agent.get(`${BASE_PATH}/singleventure/${slug}`);
    expect(res.status).toBe(200);
    const report = await validator.validateString(res.text);
    expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    const section = /<section[^>]*aria-label="Key figures"[^>]*>([\s\S]*?)<\/section>/.exec(res.text);
    const texts = figures.right[1] || figures.left[1];
    expect(section !== null).toBe(headings.length > 0 || texts !== '');
    expect([...(section?.[1] ?? '').matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1])).toEqual(headings);
  });
});

describe('a venture whose about text is blank', () => {
  // SPEC §5's edit may blank a live venture's about text: its pages then have no empty heading or paragraph.
  it.each([
    ['empty', 'about-empty', ''],
    ['only spaces and lines', 'about-spaces', '  \n\n  '],
  ] as const)('when %s: valid HTML, no "About" heading and no empty paragraph, the details link kept', async (_case, slug, about) => {
    const venture = await insertVenture(t.db, { slug, title: 'Quiet venture', about_desc: about, logo_url: null, img_banner_url: null, about_img_url: null });
    const page = await siteAgent(t).agent.get(`${BASE_PATH}/singleventure/${slug}`);
    const details = await siteAgent(t).agent.get(`${BASE_PATH}/ventures/ventures_details/${venture.id}`);
    for (const res of [page, details]) {
      expect(res.status).toBe(200);
      const report = await validator.validateString(res.text);
      expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
      expect(res.text).not.toMatch(/<p class="venture-about__text"[^>]*>\s*<\/p>/);
    }
    expect(page.text).not.toContain('About Quiet venture');
    expect(page.text).toContain(`href="${BASE_PATH}/ventures/ventures_details/${venture.id}"`);
    // The details page keeps its title, its one heading.
    expect(details.text).toMatch(/<h1 class="venture-details__title">Quiet venture<\/h1>/);
  });
});
