// The zod schema of a save of a section's translation (site-translations.ts): the declared fields,
// each optional and blank-able while a draft; the limits of English's form are checked on the texts
// merged over English (server/src/site-settings/site-translations.service.ts), so they are said once.
import { z } from 'zod';
import { SITE_LIMITS, siteMessages, type SiteSection } from './site-settings.js';
import { siteTranslatableFields, type TranslatableField } from './site-translations.js';

/** A string of at most `max` characters (blank allowed: a draft may be unfinished). */
function draftText(field: string, max: number) {
  return z.string({ error: siteMessages.required(field) }).trim().max(max, siteMessages.tooLong(field, max));
}

function draftList<T extends z.ZodType>(field: string, item: T, max: number) {
  return z.array(item, { error: siteMessages.required(field) }).max(max, siteMessages.tooMany(field, max));
}

function fieldSchema(field: TranslatableField): z.ZodType {
  switch (field.type) {
    case 'text':
      return draftText(field.label, SITE_LIMITS.paragraph * 2);
    case 'html':
      return draftText(field.label, SITE_LIMITS.richText);
    case 'lines':
      return draftList(field.label, draftText(field.label, SITE_LIMITS.paragraph), 10);
    case 'items':
      return draftList(
        field.label,
        z.object(Object.fromEntries(Object.entries(field.fields).map(([key, label]) => [key, draftText(`${field.label} ${label}`, SITE_LIMITS.paragraph).optional()]))),
        SITE_LIMITS.faqItems,
      );
  }
}

/** The body of a save of `section`'s translation: its declared fields, each optional. */
export function sectionTranslationSchema(section: SiteSection) {
  const fields = siteTranslatableFields[section] as Record<string, TranslatableField>;
  return z.object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field).optional()])));
}
