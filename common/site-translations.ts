// Which of the site's texts and settings (site-settings.ts) are translated into Hindi and Marathi
// (issue 50), declared once per section: the texts people read are per language, everything else
// (numbers, positions, phone, e-mail, links, the share image) is English's, shared by every language.
// The server's storage, validation and public read, the admin's editor and the seed all read this.
import type { SiteSection, SiteSectionValues, SiteSettings } from './site-settings.js';

/**
 * A translatable field: `text` (one string), `html` (a policy page, sanitized as English's is),
 * `lines` (a list of strings whose length the translation chooses: an address, paragraphs), or
 * `items` (a list whose entries keep English's shared parts, matched by position, with these of
 * their string fields translated).
 */
export type TranslatableField =
  | { type: 'text' | 'html' | 'lines'; label: string }
  | { type: 'items'; label: string; fields: Record<string, string> };

type FieldsOf<V> = {
  [K in keyof V]?: V[K] extends string
    ? { type: 'text' | 'html'; label: string }
    : V[K] extends string[]
      ? { type: 'lines'; label: string }
      : V[K] extends (infer I)[]
        ? { type: 'items'; label: string; fields: { [P in keyof I as I[P] extends string ? P : never]?: string } }
        : never;
};

/** Each section's translatable fields and their labels (as the English form names them); a section not listed has none. */
export const siteTranslatableFields = {
  home: {
    groupDescription: { type: 'text', label: 'Group description' },
    approachText: { type: 'text', label: 'Approach' },
    aboutTeaser: { type: 'text', label: 'About block' },
    counters: { type: 'items', label: 'Counter', fields: { label: 'label' } },
    faq: { type: 'items', label: 'FAQ item', fields: { question: 'question', answer: 'answer' } },
  },
  about: {
    introHeading: { type: 'text', label: 'Intro heading' },
    introParagraphs: { type: 'lines', label: 'Intro' },
    profileHeading: { type: 'text', label: 'Profile heading' },
    profileParagraphs: { type: 'lines', label: 'Profile' },
    facts: { type: 'items', label: 'Fact', fields: { label: 'label' } },
    missionHeading: { type: 'text', label: 'Mission heading' },
    missionText: { type: 'text', label: 'Mission' },
    visionHeading: { type: 'text', label: 'Vision heading' },
    visionText: { type: 'text', label: 'Vision' },
  },
  policies: {
    updated: { type: 'text', label: 'Last updated line' },
    privacyPolicy: { type: 'html', label: 'Privacy Policy' },
    terms: { type: 'html', label: 'Terms of Use' },
    legalDisclaimer: { type: 'html', label: 'Legal Disclaimer' },
    credits: { type: 'html', label: 'Credits' },
  },
  contact: {
    headOfficeLabel: { type: 'text', label: 'Address label' },
    addressLines: { type: 'lines', label: 'Address' },
    officeHours: { type: 'text', label: 'Office hours' },
  },
  locations: {
    items: { type: 'items', label: 'Location', fields: { name: 'name', city: 'city' } },
  },
  social: {},
  footer: {
    heading: { type: 'text', label: 'Footer heading' },
    legalName: { type: 'text', label: 'Legal name' },
  },
  seo: {
    siteTitle: { type: 'text', label: 'Site title' },
    defaultDescription: { type: 'text', label: 'Default description' },
  },
} as const satisfies { [S in SiteSection]: FieldsOf<SiteSectionValues[S]> };

/** The sections with something to translate, in SITE_SECTIONS' order. */
export const TRANSLATED_SECTIONS = (Object.keys(siteTranslatableFields) as SiteSection[]).filter(
  (section): section is TranslatedSection => Object.keys(siteTranslatableFields[section]).length > 0,
);
/** A section with something to translate (all but social links), as the declaration says. */
export type TranslatedSection = { [S in SiteSection]: keyof (typeof siteTranslatableFields)[S] extends never ? never : S }[SiteSection];

export function isTranslatedSection(value: string): value is TranslatedSection {
  return (TRANSLATED_SECTIONS as readonly string[]).includes(value);
}

/** A section's translation as stored: each translatable field; an `items` field as its entries' translated strings by position. */
export type SectionTranslation = Record<string, string | string[] | Record<string, string>[]>;

function fieldsOf(section: SiteSection): Record<string, TranslatableField> {
  return siteTranslatableFields[section] as Record<string, TranslatableField>;
}

/** The translatable part of English's section: what the editor shows beside the translation, and its shape. */
export function translatablePartOf(section: SiteSection, english: SiteSettings[SiteSection]): SectionTranslation {
  const source = english as Record<string, unknown>;
  const part: SectionTranslation = {};
  for (const [name, field] of Object.entries(fieldsOf(section))) {
    const value = source[name];
    if (field.type === 'items') {
      part[name] = (value as Record<string, unknown>[]).map((entry) =>
        Object.fromEntries(Object.keys(field.fields).map((key) => [key, String(entry[key] ?? '')])),
      );
    } else part[name] = field.type === 'lines' ? [...(value as string[])] : String(value);
  }
  return part;
}

/** An empty translation of the section shaped as English's is (every text blank): a language's start. */
export function blankTranslationOf(section: SiteSection, english: SiteSettings[SiteSection]): SectionTranslation {
  const part = translatablePartOf(section, english);
  for (const [name, value] of Object.entries(part)) {
    if (typeof value === 'string') part[name] = '';
    else if (value.every((entry) => typeof entry === 'string')) part[name] = [];
    else part[name] = (value as Record<string, string>[]).map((entry) => Object.fromEntries(Object.keys(entry).map((key) => [key, ''])));
  }
  return part;
}

/**
 * English's section with the translation's texts over it: shared fields stay English's, each
 * translated one is the translation's, blank where the translation has none (never English's text
 * under another language's name). Lines blank in the translation are left out.
 */
export function mergeSectionTranslation<S extends SiteSection>(section: S, english: SiteSettings[S], translation: SectionTranslation | undefined): SiteSettings[S] {
  const merged: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  for (const [name, field] of Object.entries(fieldsOf(section))) {
    const value = translation?.[name];
    if (field.type === 'items') {
      const entries = Array.isArray(value) ? (value as Record<string, string>[]) : [];
      merged[name] = (merged[name] as Record<string, unknown>[]).map((entry, at) => ({
        ...entry,
        ...Object.fromEntries(Object.keys(field.fields).map((key) => [key, typeof entries[at]?.[key] === 'string' ? entries[at]![key] : ''])),
      }));
    } else if (field.type === 'lines') {
      merged[name] = Array.isArray(value) ? (value as string[]).filter((line) => typeof line === 'string' && line.trim() !== '') : [];
    } else merged[name] = typeof value === 'string' ? value : '';
  }
  return merged as SiteSettings[S];
}

/**
 * The translatable fields of the section still blank in `translation` where English has text, named
 * as an editor finds them ("FAQ item 2: answer"); empty when the section can be published.
 */
export function missingTranslations(section: SiteSection, english: SiteSettings[SiteSection], translation: SectionTranslation | undefined): string[] {
  const source = translatablePartOf(section, english);
  const merged = translatablePartOf(section, mergeSectionTranslation(section, english, translation));
  const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
  const missing: string[] = [];
  for (const [name, field] of Object.entries(fieldsOf(section))) {
    const before = source[name]!;
    const after = merged[name]!;
    if (field.type === 'items') {
      (before as Record<string, string>[]).forEach((entry, at) => {
        for (const [key, label] of Object.entries(field.fields)) {
          if (!blank(entry[key]) && blank((after as Record<string, string>[])[at]?.[key])) missing.push(`${field.label} ${at + 1}: ${label}`);
        }
      });
    } else if (field.type === 'lines') {
      if ((before as string[]).some((line) => !blank(line)) && (after as string[]).length === 0) missing.push(field.label);
    } else if (!blank(before) && blank(after)) missing.push(field.label);
  }
  return missing;
}

/** The words of the site texts' languages, in the style of siteMessages. */
export const siteTranslationMessages = {
  unknownSection: 'That site section has nothing to translate.',
  saved: (label: string, language: string) => `${label} in ${language} saved.`,
  restored: (label: string, language: string) => `${label} in ${language}: the saved version is restored.`,
  missing: (language: string, label: string, field: string) => `${language} cannot be published yet: ${label}: ${field} is empty.`,
  missingWhilePublished: (language: string, label: string, field: string) =>
    `${label}: ${field} cannot be empty while the site texts in ${language} are published; unpublish ${language} to leave it unfinished.`,
  published: (language: string) => `The site texts in ${language} are published.`,
  unpublished: (language: string) => `The site texts in ${language} are a draft again.`,
  notPublished: (language: string) => `The site texts are not published in ${language}.`,
  versionNotFound: 'That saved version of the section’s translation does not exist.',
} as const;

/** A language's site texts as a whole: a draft until published; published ones are read by the public. */
export type SiteLanguageStatus = 'draft' | 'published';
