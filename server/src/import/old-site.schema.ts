// The replies of the old site's /backend read API (SPEC §3, §7) as the import reads them: each list
// envelope first, then every item on its own, so one item of the wrong shape is reported and
// skipped while the rest of its page imports. Lenient where the PHP site was loose (ids and numbers
// as text, nulls for missing pictures); fields this app adds (slug, created_at) are used when there.
import { z } from 'zod';
import type { FieldDeclaration, FieldType } from '../../../common/content-kinds.js';
import type { ListedView } from '../kinds/listed-declaration.js';

const id = z.union([z.int(), z.string().regex(/^\d+$/)]).transform(String);
const text = z.string();
/** Text the PHP site may leave out or send as null: both mean none. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
/** A picture's stored value: a file name, a path or a full URL; blank or null means none. */
const picture = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : null));
const slug = z.string().min(1).optional();
const totalPages = z.union([z.int().min(0), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.int().min(0).max(100_000));

/** `{ <key>: [...], total_pages }`; items are checked one by one afterwards. */
export function listEnvelopeSchema(key: string) {
  return z.object({ [key]: z.array(z.unknown()), total_pages: totalPages }).transform((reply) => ({
    items: reply[key] as unknown[],
    totalPages: reply.total_pages as number,
  }));
}

/** get_venture.php answers `{ ventures, total_pages }` or, on the old site, sometimes the array alone (SPEC §7). */
export const ventureListEnvelopeSchema = z.union([
  listEnvelopeSchema('ventures'),
  z.array(z.unknown()).transform((items) => ({ items, totalPages: 1 })),
]);

/** An old reply's field, as the PHP site sent a field of this type. */
function oldFieldSchema(type: FieldType) {
  switch (type) {
    // A one-line text may have been a number column there (a news year).
    case 'text':
      return z.union([z.string(), z.int()]).transform(String);
    case 'stars':
      return z.union([z.number(), z.string()]).transform(String);
    default:
      return text;
  }
}

/**
 * One item of a listed kind's old reply: its fields (named as the old site names them), its
 * picture, and, for a kind with dates, created_at or formattedDate.
 */
export function oldListedSchema(view: ListedView) {
  return z.object({
    id,
    slug,
    ...Object.fromEntries(view.fields.map(([name, field]) => [oldFieldName(name, field), field.oldSiteMayOmit ? optionalText : oldFieldSchema(field.type)])),
    [view.picture.column]: picture,
    ...(view.listed.api.dates.length > 0 ? { created_at: z.string().optional(), formattedDate: z.string().optional() } : {}),
  });
}

/** The old reply's name of a field: its declared importFrom, else its name here. */
export function oldFieldName(name: string, field: FieldDeclaration): string {
  return field.importFrom ?? name;
}

/** What the public list gives of a venture: enough to ask for its details. */
export const oldVentureListItemSchema = z.object({ id, slug, title: text });

const oldStatsSchema = z.object({
  stats_image: picture,
  stats_right_section_title: optionalText,
  stats_right_section_content: optionalText,
  stats_left_section_title: optionalText,
  stats_left_section_content: optionalText,
});

/** ventures_details_api.php?id= (SPEC §3 "Venture (admin list and details)"). */
export const oldVentureDetailsSchema = z.object({
  venture: z.object({
    id,
    slug,
    title: text,
    logo_url: picture,
    img_banner_url: picture,
    about_desc: optionalText,
    about_img_url: picture,
    stats: z.array(oldStatsSchema).optional().transform((stats) => stats ?? []),
  }),
  subcategories: z
    .array(z.object({ name: z.string().nullish(), title: z.string().nullish(), banner_image: picture }))
    .transform((rows) => rows.map((row) => ({ name: (row.name ?? row.title ?? '').trim(), banner_image: row.banner_image }))),
  clients: z.array(z.object({ client_name: optionalText, client_image: picture })),
  gallery: z.array(z.object({ image: picture, altText: optionalText, caption: optionalText })),
});

/** An old listed item: id, slug, its fields and picture by their old names, perhaps dates. */
export type OldListed = { id: string; slug?: string | undefined; created_at?: string | undefined; formattedDate?: string | undefined } & Record<string, unknown>;
export type OldVentureListItem = z.output<typeof oldVentureListItemSchema>;
export type OldVentureDetails = z.output<typeof oldVentureDetailsSchema>;

/** The first problem zod found, as a sentence: `title: expected string, received number`. */
export function describeShapeError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unexpected shape';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}
