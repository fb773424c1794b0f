// The public reads of ventures and the team in a language (issue 50), by translated-read.ts's
// rules: `?lang=hi|mr` shows only items whose text in that language is published and not trashed
// (nor the English item), with that language's texts (a venture's child rows' too) over the shared
// row and no fallback to English; one venture names the languages it is published in, and one whose
// text is in the trash is gone (410) where English's would be. `?lang=en`
// is today's reply with its language; without `?lang=` the reply is exactly today's (SPEC §7).
import { findItemByEarlierSlug } from './translation-slug-history.repository.js';
import type { VentureAdmin, VenturePublic, VentureSummary } from '../../../common/api-types.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { editorialMessages } from '../../../common/editorial.js';
import { publicErrorMessages } from '../../../common/messages.js';
import { TEAM_PAGE_SIZE, type TeamMember } from '../../../common/team.js';
import type { Db } from '../db/database.js';
import type { VentureRow } from '../db/schema.js';
import { GoneError, NotFoundError } from '../http/errors.js';
import type { PublicReadOperation } from '../http/public-read.js';
import { toMember } from '../team/team.service.js';
import { teamQuerySchema } from '../team/team.schema.js';
import { toPublicVenture, withChildren } from '../ventures/venture-shapes.js';
import { toVentureSummary } from '../ventures/ventures.service.js';
import { idQuerySchema, publicVentureQuerySchema } from '../ventures/ventures.schema.js';
import { isOnSite, type SiteLanguages, type TranslationLanguage } from '../site-languages.js';
import { alternatesOf, isTranslationTrashed } from './translated-read.repository.js';
import { languageOf } from './translated-read.js';
import {
  countTranslatedTeam,
  countTranslatedVentures,
  findTranslatedTeam,
  findTranslatedVentures,
  type Translated,
  type VentureFilter,
} from './translated-own-read.repository.js';
import { childFieldName } from './translation-fields.js';

type Window = { limit: number; offset: number } | null;

/** The venture's row with this language's own texts and address. */
function translatedRow({ translated_fields: fields, translated_slug, ...row }: Translated<VentureRow>): VentureRow {
  return { ...row, slug: translated_slug ?? row.slug, title: fields.title ?? '', about_desc: fields.about_desc ?? '' };
}

/**
 * The venture with this language's texts of its child rows. A row added in English after the text
 * was saved has none yet: it shows blank (never English), and the admin marks the text "needs update".
 */
function withChildTexts(venture: VentureAdmin, fields: Record<string, string>): VentureAdmin {
  const text = (child: string, id: number, name: string) => fields[childFieldName(child, id, name)] ?? '';
  return {
    ...venture,
    stats: venture.stats.map((stats) => ({
      ...stats,
      stats_right_section_title: text('stats', stats.id, 'stats_right_section_title'),
      stats_right_section_content: text('stats', stats.id, 'stats_right_section_content'),
      stats_left_section_title: text('stats', stats.id, 'stats_left_section_title'),
      stats_left_section_content: text('stats', stats.id, 'stats_left_section_content'),
    })),
    // The reply names a subcategory twice (name and title), as SPEC §3 has it.
    subcategories: venture.subcategories.map((item) => ({ ...item, name: text('subcategories', item.id, 'name'), title: text('subcategories', item.id, 'name') })),
    clients: venture.clients.map((item) => ({ ...item, client_name: text('clients', item.id, 'client_name') })),
    gallery: venture.gallery.map((item) => ({ ...item, altText: text('gallery', item.id, 'alt_text'), caption: text('gallery', item.id, 'caption') })),
  };
}

/*
 * The pictures' alt texts in this language. The media library keeps one alt text per picture, in
 * English, and the reply serializer adds it to every picture that has none (media/image-details.ts):
 * a Hindi reply would read English to a screen reader. Each picture is named instead by the
 * translated text it shows: a gallery picture by its translated alt text, a logo, banner or about
 * picture by the venture's title, a stats card by its headline, a subcategory or client by its name.
 */
function adminAlts(venture: VentureAdmin): VentureAdmin {
  return {
    ...venture,
    ...(venture.logo_url !== null && { logo_alt: venture.title }),
    ...(venture.img_banner_url !== null && { img_banner_alt: venture.title }),
    ...(venture.about_img_url !== null && { about_img_alt: venture.title }),
    stats: venture.stats.map((stats) => ({ ...stats, ...(stats.stats_image !== null && { stats_image_alt: stats.stats_right_section_title }) })),
    subcategories: venture.subcategories.map((item) => ({ ...item, ...(item.banner_image !== null && { banner_image_alt: item.name }) })),
    clients: venture.clients.map((item) => ({ ...item, ...(item.client_image !== null && { client_image_alt: item.client_name }) })),
    gallery: venture.gallery.map((item) => ({ ...item, image_alt: item.altText })),
  };
}

function publicAlts(venture: VenturePublic): VenturePublic {
  return {
    ...summaryAlts(venture),
    ...(venture.about_image !== null && { about_image_alt: venture.title }),
    stats: venture.stats.map((stats) => ({ ...stats, ...(stats.image !== null && { image_alt: stats.right_title }) })),
    subcategories: venture.subcategories.map((item) => ({ ...item, ...(item.image !== null && { image_alt: item.name }) })),
    clients: venture.clients.map((item) => ({ ...item, ...(item.image !== null && { image_alt: item.name }) })),
    gallery: venture.gallery.map((item) => ({ ...item, image_alt: item.altText })),
  };
}

function summaryAlts<T extends VentureSummary>(venture: T): T {
  return {
    ...venture,
    ...(venture.logo !== null && { logo_alt: venture.title }),
    ...(venture.banner_image !== null && { banner_image_alt: venture.title }),
  };
}

async function translatedVentures(db: Db, lang: TranslationLanguage, by: VentureFilter, window: Window): Promise<VentureAdmin[]> {
  const rows = await findTranslatedVentures(db, lang, by, window);
  const ventures = await withChildren(db, rows.map(translatedRow));
  return ventures.map((venture, index) => adminAlts(withChildTexts(venture, rows[index]!.translated_fields)));
}

/**
 * One venture in this language. Not found, it is gone (410) where English's would be: by an address
 * whose text or venture is in the trash, or with `goneById` (the details read) by such an id.
 */
async function oneTranslatedVenture(db: Db, lang: TranslationLanguage, by: { slug: string } | { id: number }, site: SiteLanguages, goneById = false): Promise<VentureAdmin> {
  // A language the site is not in has nothing published (languages.ts).
  if (!isOnSite(site, lang)) throw new NotFoundError(publicErrorMessages.ventureNotFound);
  const [venture] = await translatedVentures(db, lang, by, null);
  if (venture) return venture;
  // An earlier address answers with the venture under its current one (its page then 301s to it).
  const earlier = 'slug' in by ? await findItemByEarlierSlug(db, 'ventures', lang, by.slug) : undefined;
  const [moved] = earlier === undefined ? [] : await translatedVentures(db, lang, { id: earlier }, null);
  if (moved) return moved;
  if (('slug' in by || goneById) && (await isTranslationTrashed(db, 'ventures', lang, by))) throw new GoneError(editorialMessages.itemGone);
  throw new NotFoundError(publicErrorMessages.ventureNotFound);
}

/** get_venture.php with `?lang=`: a page of the grid (or its summaries), or one venture by ?slug= or ?id=. */
export function translatedVentureRead(db: Db, english: PublicReadOperation, site: SiteLanguages): PublicReadOperation {
  return async (rawQuery) => {
    const lang = languageOf(rawQuery);
    if (lang === undefined) return english(rawQuery);
    const { lang: _lang, ...rest } = rawQuery;
    const query = publicVentureQuerySchema.parse(rest);
    const one = query.slug !== undefined || query.id !== undefined;
    if (lang === 'en') {
      const reply = (await english(rest)) as { venture?: { id: number } };
      return one && reply.venture ? { ...reply, lang, alternates: await alternatesOf(db, 'ventures', reply.venture.id, site) } : { ...reply, lang };
    }
    if (one) {
      const venture = await oneTranslatedVenture(db, lang, query.slug !== undefined ? { slug: query.slug } : { id: query.id! }, site);
      return { venture: publicAlts(toPublicVenture(venture)), lang, alternates: await alternatesOf(db, 'ventures', venture.id, site) };
    }
    const pageSize = PAGE_SIZE.publicVentures;
    const window = { limit: pageSize, offset: (query.page - 1) * pageSize };
    if (!isOnSite(site, lang)) return { ventures: [], total_pages: 0, lang };
    const count = await countTranslatedVentures(db, lang);
    const ventures =
      query.view === 'summary'
        ? (await findTranslatedVentures(db, lang, null, window)).map((row) => summaryAlts(toVentureSummary(translatedRow(row))))
        : (await translatedVentures(db, lang, null, window)).map((venture) => publicAlts(toPublicVenture(venture)));
    return { ventures, total_pages: Math.ceil(count / pageSize), lang };
  };
}

/** ventures_details_api.php?id= with `?lang=`: the venture and its subcategories, clients and gallery in that language. */
export function translatedVentureDetailsRead(db: Db, english: PublicReadOperation, site: SiteLanguages): PublicReadOperation {
  return async (rawQuery) => {
    const lang = languageOf(rawQuery);
    if (lang === undefined) return english(rawQuery);
    const { lang: _lang, ...rest } = rawQuery;
    const { id } = idQuerySchema.parse(rest);
    if (lang === 'en') return { ...((await english(rest)) as object), lang, alternates: await alternatesOf(db, 'ventures', id, site) };
    const venture = await oneTranslatedVenture(db, lang, { id }, site, true);
    const { subcategories, clients, gallery } = venture;
    return { venture, subcategories, clients, gallery, lang, alternates: await alternatesOf(db, 'ventures', id, site) };
  };
}

/** team_api.php with `?lang=`: the members with a published text in that language, a page of them or all. */
export function translatedTeamRead(db: Db, english: PublicReadOperation, site: SiteLanguages): PublicReadOperation {
  return async (rawQuery) => {
    const lang = languageOf(rawQuery);
    if (lang === undefined) return english(rawQuery);
    const { lang: _lang, ...rest } = rawQuery;
    if (lang === 'en') return { ...((await english(rest)) as object), lang };
    const { page } = teamQuerySchema.parse(rest);
    const window = page === undefined ? null : { limit: TEAM_PAGE_SIZE, offset: (page - 1) * TEAM_PAGE_SIZE };
    const [rows, count] = isOnSite(site, lang) ? await Promise.all([findTranslatedTeam(db, lang, window), countTranslatedTeam(db, lang)]) : [[], 0];
    const team = rows.map(({ translated_fields: fields, translated_slug: _slug, ...row }) =>
      // The photo's library alt text is English (see adminAlts): the member's name in this language names it.
      withPhotoAlt(toMember({ ...row, name: fields.name ?? '', position: fields.position ?? '', bio: fields.bio ?? '' })),
    );
    return { team, total_pages: Math.ceil(count / TEAM_PAGE_SIZE), lang };
  };
}

function withPhotoAlt(member: TeamMember): TeamMember {
  return member.photo === null ? member : { ...member, photo_alt: member.name };
}

/**
 * The venture `row` (any state) as its page in a language shows it with that language's saved
 * texts, whatever their state: an admin's preview (preview/translated-preview-item.ts), built as
 * the public read builds it so the preview shows what publishing would.
 */
export async function ventureWithTexts(db: Db, row: VentureRow, texts: { fields: Record<string, string>; slug: string | null }): Promise<VenturePublic> {
  const [venture] = await withChildren(db, [translatedRow({ ...row, translated_fields: texts.fields, translated_slug: texts.slug })]);
  return publicAlts(toPublicVenture(adminAlts(withChildTexts(venture!, texts.fields))));
}
