// The zod schemas of the site's sections (common/site-settings.ts): limits and messages of a save,
// checked by the server (and describing its OpenAPI bodies).
import { z } from 'zod';
import { STORED_FILE_NAME } from './upload-areas.js';
import { SITE_LIMITS, siteMessages, SOCIAL_NETWORKS, type SiteSection, type SiteSectionValues } from './site-settings.js';

/** A trimmed text of at most `max` characters; required unless `optional`. */
function text(field: string, max: number, optional = false) {
  const base = z.string({ error: siteMessages.required(field) }).trim().max(max, siteMessages.tooLong(field, max));
  return optional ? base : base.min(1, siteMessages.required(field));
}

function list<T extends z.ZodType>(field: string, item: T, max: number) {
  return z.array(item, { error: siteMessages.required(field) }).min(1, siteMessages.tooFew(field)).max(max, siteMessages.tooMany(field, max));
}

function webAddress(field: string) {
  return text(field, SITE_LIMITS.url).refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), siteMessages.url(field));
}

const paragraphs = (field: string) => list(field, text(field, SITE_LIMITS.paragraph), 10);


export const siteSectionSchemas = {
  home: z.object({
    groupDescription: text('Group description', SITE_LIMITS.paragraph),
    approachText: text('Approach', 3_000),
    aboutTeaser: text('About block', SITE_LIMITS.paragraph),
    counters: list(
      'Counters',
      z.object({
        value: z.number({ error: siteMessages.counterValue }).int(siteMessages.counterValue).min(0, siteMessages.counterValue).max(1_000_000_000, siteMessages.counterValue),
        suffix: text('A counter’s suffix', 5, true),
        label: text('A counter’s label', SITE_LIMITS.short),
      }),
      8,
    ),
    faq: list(
      'FAQ',
      z.object({
        id: z.string().trim().min(1).max(40),
        question: text('A question', 300),
        answer: text('An answer', SITE_LIMITS.paragraph),
      }),
      SITE_LIMITS.faqItems,
    ),
  }),
  about: z.object({
    introHeading: text('Intro heading', SITE_LIMITS.short),
    introParagraphs: paragraphs('Intro'),
    profileHeading: text('Profile heading', SITE_LIMITS.short),
    profileParagraphs: paragraphs('Profile'),
    facts: list('Facts', z.object({ value: text('A fact’s value', 20), label: text('A fact’s label', SITE_LIMITS.short) }), 8),
    missionHeading: text('Mission heading', SITE_LIMITS.short),
    missionText: text('Mission', SITE_LIMITS.paragraph),
    visionHeading: text('Vision heading', SITE_LIMITS.short),
    visionText: text('Vision', SITE_LIMITS.paragraph),
  }),
  policies: z.object({
    updated: text('Last updated line', SITE_LIMITS.short),
    privacyPolicy: text('Privacy Policy', SITE_LIMITS.richText),
    terms: text('Terms of Use', SITE_LIMITS.richText),
    legalDisclaimer: text('Legal Disclaimer', SITE_LIMITS.richText),
    credits: text('Credits', SITE_LIMITS.richText),
  }),
  contact: z.object({
    headOfficeLabel: text('Address label', SITE_LIMITS.short),
    addressLines: list('Address', text('An address line', SITE_LIMITS.short), 8),
    phoneDisplay: text('Phone', 40),
    phoneTel: text('Phone (for dialling)', 20).regex(/^\+?\d{3,19}$/, siteMessages.tel),
    email: text('E-mail', 254).pipe(z.email(siteMessages.email)),
    officeHours: text('Office hours', 200, true),
  }),
  locations: z.object({
    items: list(
      'Locations',
      z.object({
        name: text('A location’s name', SITE_LIMITS.short),
        city: text('A location’s city', SITE_LIMITS.short),
        x: z.number({ error: siteMessages.percent('Position across') }).min(0, siteMessages.percent('Position across')).max(100, siteMessages.percent('Position across')),
        y: z.number({ error: siteMessages.percent('Position down') }).min(0, siteMessages.percent('Position down')).max(100, siteMessages.percent('Position down')),
        head: z.boolean(),
      }),
      SITE_LIMITS.listItems,
    ).refine((items) => items.filter((item) => item.head).length === 1, siteMessages.oneHeadOffice),
  }),
  social: z.object({
    links: list('Social links', z.object({ name: z.enum(SOCIAL_NETWORKS, { error: siteMessages.socialName }), href: webAddress('A social link') }), 10),
  }),
  seo: z.object({
    siteTitle: text('Site title', 60),
    defaultDescription: text('Default description', 300),
    shareImage: z
      .string({ error: siteMessages.shareImageMissing })
      .regex(STORED_FILE_NAME, siteMessages.shareImageMissing)
      .nullable(),
  }),
  footer: z.object({
    heading: text('Footer heading', SITE_LIMITS.short),
    legalName: text('Legal name', SITE_LIMITS.short),
    agencyName: text('Designed by', SITE_LIMITS.short),
    agencyHref: webAddress('Designer’s web address'),
  }),
} as const satisfies { [S in SiteSection]: z.ZodType<SiteSectionValues[S], unknown> };

