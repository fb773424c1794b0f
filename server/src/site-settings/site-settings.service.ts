// The rules of the site's pages and settings: a section reads as stored, or as its default; a save
// is validated, its rich text sanitized, stored with its history and recorded in the audit log in
// one transaction.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import {
  defaultSiteSettings,
  POLICY_PAGES,
  SITE_SECTIONS,
  siteMessages,
  siteSectionLabels,
  type SiteSection,
  type SiteSettings,
} from '../../../common/site-settings.js';
import { siteSectionSchemas } from '../../../common/site-settings.schema.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { refuseChangedSince, type ExpectedUpdatedAt } from '../editorial/changed-since.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import type { Db } from '../db/database.js';
import { NotFoundError, ValidationError } from '../http/errors.js';
import { lockMediaNames } from '../media/item-pictures.repository.js';
import {
  findSiteSectionAuthor,
  findSiteSectionVersion,
  listSiteSections,
  listSiteSectionVersions,
  lockSiteSection,
  storeSiteSection,
} from './site-settings.repository.js';

/** Every section: its stored content when it still passes today's schema, else its default. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  return (await readSiteSettingsForAdmin(db)).sections;
}

/** When each section was last saved (null: never, it is at its defaults): what the admin's forms save from. */
export type SectionsUpdatedAt = Record<SiteSection, string | null>;

/** Every section as readSiteSettings reads it, with when each was saved, from one read. */
export async function readSiteSettingsForAdmin(db: Db): Promise<{ sections: SiteSettings; updated_at: SectionsUpdatedAt }> {
  const settings: Record<string, unknown> = { ...defaultSiteSettings };
  const updatedAt = Object.fromEntries(SITE_SECTIONS.map((section) => [section, null])) as SectionsUpdatedAt;
  for (const row of await listSiteSections(db)) {
    if (!(SITE_SECTIONS as readonly string[]).includes(row.section)) continue;
    const section = row.section as SiteSection;
    updatedAt[section] = row.updated_at.toISOString();
    const parsed = siteSectionSchemas[section].safeParse(row.content);
    // A row a later schema no longer accepts (a limit lowered) falls back rather than break every page.
    if (parsed.success) settings[section] = section === 'policies' ? sanitizePolicies(parsed.data as SiteSettings['policies']) : parsed.data;
  }
  return { sections: settings as SiteSettings, updated_at: updatedAt };
}

/** Rich text is cleaned on write and again on read, as news is (html-sanitizer.ts). */
function sanitizePolicies(policies: SiteSettings['policies']): SiteSettings['policies'] {
  const clean = { ...policies };
  for (const page of POLICY_PAGES) clean[page] = sanitizeRichHtml(policies[page]);
  return clean;
}

export type SaveSectionInput = {
  section: SiteSection;
  body: unknown;
  actor: NonNullable<AuditActor> & { id: number };
  at: Date;
  /** The section's updated_at as the form read it: a save made since refuses this one (changed-since.ts). */
  expected?: ExpectedUpdatedAt;
};

/** What a save stores, and its time: the updated_at the next save from this form is made from. */
export type SavedSection = { content: SiteSettings[SiteSection]; updated_at: string };

/** Versions a section's history screen lists: enough to undo a month of edits, not a log. */
export const SECTION_VERSIONS_SHOWN = 50;

export type SectionVersion = { id: string; saved_at: string; saved_by: string | null; content: SiteSettings[SiteSection] };

/** The section's saved versions, newest first; one that today's rules refuse is left out (it could not be restored). */
export async function sectionVersions(db: Db, section: SiteSection): Promise<SectionVersion[]> {
  const rows = await listSiteSectionVersions(db, section, SECTION_VERSIONS_SHOWN);
  return rows.flatMap((row) => {
    const parsed = siteSectionSchemas[section].safeParse(row.content);
    if (!parsed.success) return [];
    return [{ id: row.id, saved_at: row.saved_at.toISOString(), saved_by: row.saved_by, content: parsed.data as SiteSettings[SiteSection] }];
  });
}

/** Saves a saved version again as the newest, through the same rules, history and audit as any save. */
export async function restoreSectionVersion(db: Db, input: Omit<SaveSectionInput, 'body' | 'expected'> & { versionId: string }): Promise<SavedSection> {
  const content = /^[1-9]\d{0,17}$/.test(input.versionId) ? await findSiteSectionVersion(db, input.section, input.versionId) : undefined;
  if (content === undefined) throw new NotFoundError(siteMessages.versionNotFound);
  if (!siteSectionSchemas[input.section].safeParse(content).success) throw new ValidationError(siteMessages.versionOutdated);
  return saveSiteSection(db, { ...input, body: content }, 'restore');
}

/** Validates and stores one section; answers what is now stored. Throws zod's error (a 400) on a bad body. */
export async function saveSiteSection(db: Db, input: SaveSectionInput, action: 'update' | 'restore' = 'update'): Promise<SavedSection> {
  const schema: z.ZodType = siteSectionSchemas[input.section];
  let content = schema.parse(input.body) as SiteSettings[SiteSection];
  if (input.section === 'policies') content = sanitizePolicies(content as SiteSettings['policies']);
  await db.transaction().execute(async (tx) => {
    if (input.section === 'seo') await checkShareImage(tx, (content as SiteSettings['seo']).shareImage);
    const stored = await lockSiteSection(tx, input.section);
    const saved = { what: `${siteSectionLabels[input.section]} section`, savedBy: () => findSiteSectionAuthor(tx, input.section) };
    await refuseChangedSince(stored?.updated_at ?? null, input.expected, saved);
    const before = (stored?.content ?? defaultSiteSettings[input.section]) as Record<string, unknown>;
    // Compared as values, not as JSON text: Postgres's jsonb gives a stored row's keys back in its own
    // order, so a list of {value, label} saved before read as changed at every later save.
    const changedFields = Object.keys(content).filter((field) => !isDeepStrictEqual(before[field], (content as Record<string, unknown>)[field]));
    await storeSiteSection(tx, input.section, content, input.actor.id, input.at);
    await recordAudit(tx, {
      action,
      actor: input.actor,
      at: input.at,
      item: { kind: 'site', id: SITE_SECTIONS.indexOf(input.section) + 1, title: siteSectionLabels[input.section] },
      changedFields,
    });
  });
  return { content, updated_at: input.at.toISOString() };
}

/** The share image must be a picture of the library, kept from deletion until the save commits. */
async function checkShareImage(tx: Db, name: string | null): Promise<void> {
  if (name !== null && !(await lockMediaNames(tx, [name])).has(name)) throw new ValidationError(siteMessages.shareImageMissing);
}
