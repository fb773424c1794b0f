// What the ventures endpoints accept (SPEC §5, §7), as zod schemas: query strings, the add and
// edit forms once ventures.form.ts has paired their indexed fields, and the delete body. The forms'
// text limits and their messages are the ventures' declared fields' (common/content-kinds.ts).
import { z } from 'zod';
import type {
  Paged,
  VentureAddReply,
  VentureAdmin,
  VentureClient,
  VentureDeleteReply,
  VentureDetails,
  VentureEditReply,
  VentureGalleryImage,
  VenturePublic,
  VentureSummary,
  VenturePublicReply,
  VentureStats,
  VentureSubcategory,
} from '../../../common/api-types.js';
import { contentKinds, lengthLimitOf, type FieldDeclaration } from '../../../common/content-kinds.js';
import { VENTURE_LIST_SORTS } from '../../../common/list-query.js';
import { publicErrorMessages, serverMessages, validationMessages, ventureServerMessages } from '../../../common/messages.js';
import { listSearchSchema, listSortSchema } from '../http/request-schemas.js';
import type { UploadedImage } from '../http/image-upload.js';
import type { ImageSource, LibraryChoice } from '../media/library-choice.js';
import { imageSiblings, imageVariantsSchema, replyImageFields } from '../images/image-variants.schema.js';

const required = validationMessages.ventureRequired;
const MAX_INT = 2_147_483_647;

/** A serial id from a query string, a form field or JSON: a whole number from 1 to 2^31-1. */
const id = z
  .union([z.string(), z.number()], { error: ventureServerMessages.badId })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,10}$/, { error: ventureServerMessages.badId })
      .transform(Number)
      .refine((value) => value >= 1 && value <= MAX_INT, { error: ventureServerMessages.badId }),
  );

/** `?page=`: absent means 1; anything but a whole number of 1 or more is a 400. */
export const pageQuerySchema = z.object({
  page: z
    .string({ error: serverMessages.badPage })
    .regex(/^\d{1,9}$/, { error: serverMessages.badPage })
    .transform(Number)
    .refine((value) => value >= 1, { error: serverMessages.badPage })
    .optional()
    .transform((value) => value ?? 1),
});

/** ventures_api.php: a page of the admin list, optionally sorted otherwise and searched by title. */
export const adminVentureQuerySchema = pageQuerySchema.extend({ sort: listSortSchema(VENTURE_LIST_SORTS), q: listSearchSchema });

export const idQuerySchema = z.object({ id });

/** get_venture.php: one venture by slug or id, else a page of them. */
export const publicVentureQuerySchema = z.object({
  /** Any text: one that names no venture (a blank one included) answers 404, as news and blogs do. */
  slug: z.string({ error: publicErrorMessages.ventureNotFound }).optional(),
  id: id.optional(),
  page: pageQuerySchema.shape.page,
  /** 'summary': the list's ventures with only what a grid or card shows (VentureSummary). */
  view: z.enum(['summary'], { error: ventureServerMessages.badView }).optional(),
});

/** A new upload or a picture chosen from the media library (resolved by the route). */
const image = z.custom<ImageSource>(
  (value) =>
    typeof value === 'object' && value !== null && (Buffer.isBuffer((value as UploadedImage).bytes) || (value as LibraryChoice).chosen === true),
  { error: required },
);

/** The declared fields the add and edit schemas are made from: the ventures' own, or a test's copy. */
export type VentureFieldDeclarations = {
  fields: Record<'title' | 'about_desc', FieldDeclaration>;
  childRows: { stats: { fields: Record<StatsField, FieldDeclaration> } };
  childLists: {
    subcategories: { fields: Record<'name', FieldDeclaration> };
    clients: { fields: Record<'client_name', FieldDeclaration> };
    gallery: { fields: Record<'alt_text' | 'caption', FieldDeclaration> };
  };
};

type StatsField = 'stats_right_section_title' | 'stats_right_section_content' | 'stats_left_section_title' | 'stats_left_section_content';

/** `text` at most as long as the field is declared to be, with its declared message (any length without a limit). */
function bounded(text: z.ZodString, name: string, field: FieldDeclaration): z.ZodString {
  const limit = lengthLimitOf(name, field);
  return limit ? text.max(limit.chars, { error: limit.message }) : text;
}

/** Text a form must carry: present and not blank, within its limit. */
const requiredText = (name: string, field: FieldDeclaration) => {
  const message = field.requiredMessage ?? required;
  return bounded(z.string({ error: message }).trim().min(1, { error: message }), name, field);
};
/** Text a form may leave out: blank and absent both mean "none". */
const optionalText = (name: string, field: FieldDeclaration) =>
  bounded(z.string().trim(), name, field)
    .optional()
    .transform((value) => value ?? '');
/** A field of the add form, required unless declared optional. */
const addedText = (name: string, field: FieldDeclaration) => (field.optional ? optionalText(name, field) : requiredText(name, field));
/** On edit, an absent field keeps its stored value; a present one (even blank) replaces it. */
const keptText = (name: string, field: FieldDeclaration) => {
  const kept = z.string().trim().optional();
  return lengthLimitOf(name, field) ? kept.pipe(bounded(z.string(), name, field).optional()) : kept;
};
/** On edit, a blank name of an existing entry keeps the stored name. */
const keptName = (name: string, field: FieldDeclaration) =>
  bounded(z.string().trim(), name, field)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A gallery alt text or caption: trimmed, within its declared limit. */
const galleryText = (name: string, field: FieldDeclaration) => bounded(z.string().trim(), name, field);

/**
 * The add and edit schemas, from `declaration`'s limits and messages: the ventures' own, or a test's
 * copy with another limit (tests/content/declared-venture-limits.test.ts).
 */
export function ventureWriteSchemas(declaration: VentureFieldDeclarations = contentKinds.ventures) {
  const { title, about_desc } = declaration.fields;
  const stats = declaration.childRows.stats.fields;
  const { name } = declaration.childLists.subcategories.fields;
  const { client_name } = declaration.childLists.clients.fields;
  const { alt_text, caption } = declaration.childLists.gallery.fields;

  /**
   * A new gallery picture and its texts. `altRequired` is true when the client sent gallery texts
   * at all (ventures.form.ts): it must then describe every new picture.
   */
  const newGalleryImage = z
    .object({
      image,
      alt: galleryText('alt_text', alt_text).optional().transform((value) => value ?? ''),
      caption: galleryText('caption', caption).optional().transform((value) => value ?? ''),
      altRequired: z.boolean(),
    })
    .refine((item) => !item.altRequired || item.alt !== '', { error: ventureServerMessages.galleryAltRequired, path: ['alt'] })
    .transform(({ image, alt, caption }) => ({ image, alt, caption }));

  /** add_venture_api.php: SPEC §5 "Add Venture". */
  const add = z.object({
    title: requiredText('title', title),
    about_desc: addedText('about_desc', about_desc),
    stats_right_section_title: addedText('stats_right_section_title', stats.stats_right_section_title),
    stats_right_section_content: addedText('stats_right_section_content', stats.stats_right_section_content),
    stats_left_section_title: addedText('stats_left_section_title', stats.stats_left_section_title),
    stats_left_section_content: addedText('stats_left_section_content', stats.stats_left_section_content),
    img_banner: image,
    logo: image,
    stats_image: image,
    about_img: image,
    // Subcategories are optional, but one sent with a banner needs its name.
    subcategories: z.array(z.object({ name: requiredText('name', name), banner: image.optional() })),
    // "every client entry with both a name and an image"
    clients: z.array(z.object({ name: requiredText('client_name', client_name), image })),
    gallery: z.array(newGalleryImage).min(1, { error: required }),
  });

  /**
   * An add saved as a draft (status=draft): the title alone is required, and what is written keeps
   * its limits and an entry its name; the rest is asked for when it goes out (editorial/publishable.ts).
   */
  const addDraft = add.extend({
    about_desc: optionalText('about_desc', about_desc),
    stats_right_section_title: optionalText('stats_right_section_title', stats.stats_right_section_title),
    stats_right_section_content: optionalText('stats_right_section_content', stats.stats_right_section_content),
    stats_left_section_title: optionalText('stats_left_section_title', stats.stats_left_section_title),
    stats_left_section_content: optionalText('stats_left_section_content', stats.stats_left_section_content),
    img_banner: image.optional(),
    logo: image.optional(),
    stats_image: image.optional(),
    about_img: image.optional(),
    clients: z.array(z.object({ name: requiredText('client_name', client_name), image: image.optional() })),
    gallery: z.array(newGalleryImage),
  });

  /** edit_venture_api.php: only the title is required; entries with an id update, without one insert. */
  const edit = z.object({
    venture_id: id,
    title: requiredText('title', title),
    about_desc: keptText('about_desc', about_desc),
    stats_right_section_title: keptText('stats_right_section_title', stats.stats_right_section_title),
    stats_right_section_content: keptText('stats_right_section_content', stats.stats_right_section_content),
    stats_left_section_title: keptText('stats_left_section_title', stats.stats_left_section_title),
    stats_left_section_content: keptText('stats_left_section_content', stats.stats_left_section_content),
    stats_id: id.optional(),
    img_banner: image.optional(),
    logo: image.optional(),
    stats_image: image.optional(),
    about_img: image.optional(),
    subcategories: z.array(
      z
        .object({ id: id.optional(), name: keptName('name', name), banner: image.optional() })
        .refine((entry) => entry.id !== undefined || entry.name !== undefined, { error: required }),
    ),
    clients: z.array(
      z
        .object({ id: id.optional(), name: keptName('client_name', client_name), image: image.optional() })
        .refine((entry) => entry.id !== undefined || entry.name !== undefined, { error: required }),
    ),
    gallery: z.array(newGalleryImage),
    /** Stored pictures' texts: an absent one is kept, a present one (even blank) replaces it. */
    gallery_existing: z.array(
      z.object({
        id,
        alt: galleryText('alt_text', alt_text).optional(),
        caption: galleryText('caption', caption).optional(),
      }),
    ),
  });

  return { add, addDraft, edit };
}

const ventureWrites = ventureWriteSchemas();

export const addVentureSchema = ventureWrites.add;
export const addVentureDraftSchema = ventureWrites.addDraft;
export type AddVentureInput = z.infer<typeof addVentureDraftSchema>;

export const editVentureSchema = ventureWrites.edit;
export type EditVentureInput = z.infer<typeof editVentureSchema>;

export const deleteVentureItemSchema = z.object(
  {
    type: z.enum(['venture', 'subcategory', 'client', 'gallery'], { error: ventureServerMessages.badDeleteRequest }),
    id,
  },
  { error: ventureServerMessages.badDeleteRequest },
);

export type DeleteVentureItemInput = z.infer<typeof deleteVentureItemSchema>;

// ---------------------------------------------------------------------------------------------
// The wire shapes, for the OpenAPI document (they must match common/api-types.ts: `satisfies`).

/** The text fields of the add and edit forms as they travel (indexed ones are listed by pattern). */
export const ventureFormFieldsSchema = z
  .object({
    type: z.literal('insert').optional().describe("add only: 'insert'"),
    venture_id: z.string().optional().describe('edit only: the venture'),
    title: z.string(),
    about_desc: z.string().optional(),
    stats_right_section_title: z.string().optional(),
    stats_right_section_content: z.string().optional(),
    stats_left_section_title: z.string().optional(),
    stats_left_section_content: z.string().optional(),
    stats_id: z.string().optional().describe('edit only: the stats row to update (else the first)'),
  })
  .catchall(z.string())
  .describe(
    'Plus indexed entries: subcategories[i][name] (add) or [title] (edit), [id] (edit: update that one); ' +
      'clients[i][name] (add) or [client_name] (edit), [id] (edit). ' +
      `Gallery texts (add and edit), ${galleryTextLimits()}: gallery_alt[i] and gallery_caption[i] ` +
      'describe the new picture sent as the file gallery[i] (same i). Once a request sends any gallery_alt or ' +
      'gallery_caption field, every new picture needs a non-blank gallery_alt[i] (else 400); a request without ' +
      'them (the original form, or gallery[] files) stores its pictures with no alt text or caption. ' +
      "Edit only: gallery_existing[id][alt] and gallery_existing[id][caption] replace a stored picture's texts " +
      '(id: its gallery id, of this venture; blank clears; absent keeps). ' +
      'Media library (issue 24): logo, img_banner, about_img and stats_image each take F_media_id (a library picture ' +
      'instead of the file F; both: 400), F_alt and F_decorative (the alt text and decorative mark of the picture F ' +
      'uses after the write); subcategories[i][bannerImage_media_id] and clients[i][image_media_id] choose an ' +
      "entry's picture; gallery_media[i] adds a library picture to the gallery, with gallery_alt[i] and gallery_caption[i].",
  );

/** 'each at most 200 characters', from the gallery texts' declared limits. */
function galleryTextLimits(): string {
  const { alt_text, caption } = contentKinds.ventures.childLists.gallery.fields;
  const [alt, text] = [alt_text.maxLength.chars, caption.maxLength.chars];
  return alt === text ? `each at most ${alt} characters` : `alt text at most ${alt} characters, captions at most ${text}`;
}

export const ventureFormFiles = [
  'img_banner',
  'logo',
  'stats_image',
  'about_img',
  'subcategories[i][bannerImage]',
  'clients[i][image]',
  'gallery[i]',
  'gallery[]',
];

const ventureStatsSchema = z.object({
  id: z.int(),
  ...replyImageFields('stats_image'),
  stats_right_section_title: z.string(),
  stats_right_section_content: z.string(),
  stats_left_section_title: z.string(),
  stats_left_section_content: z.string(),
}) satisfies z.ZodType<VentureStats>;

const ventureSubcategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  title: z.string(),
  ...replyImageFields('banner_image'),
}) satisfies z.ZodType<VentureSubcategory>;

const ventureClientSchema = z.object({
  id: z.int(),
  client_name: z.string(),
  ...replyImageFields('client_image'),
}) satisfies z.ZodType<VentureClient>;

const ventureGalleryImageSchema = z.object({
  id: z.int(),
  image: z.string(),
  ...imageSiblings('image'),
  altText: z.string(),
  caption: z.string(),
}) satisfies z.ZodType<VentureGalleryImage>;

/** A venture's child rows, as the admin's reply and the details give them. */
const ventureChildLists = {
  subcategories: z.array(ventureSubcategorySchema),
  clients: z.array(ventureClientSchema),
  gallery: z.array(ventureGalleryImageSchema),
};

export const ventureAdminSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  ...replyImageFields('logo_url', 'logo'),
  ...replyImageFields('img_banner_url', 'img_banner'),
  about_desc: z.string(),
  ...replyImageFields('about_img_url', 'about_img'),
  stats: z.array(ventureStatsSchema),
  ...ventureChildLists,
}) satisfies z.ZodType<VentureAdmin>;

export const venturePublicSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  ...replyImageFields('logo'),
  ...replyImageFields('banner_image'),
  about_description: z.string(),
  ...replyImageFields('about_image'),
  stats: z.array(
    z.object({
      id: z.int(),
      ...replyImageFields('image'),
      right_title: z.string(),
      right_content: z.string(),
      left_title: z.string(),
      left_content: z.string(),
    }),
  ),
  subcategories: z.array(z.object({ id: z.int(), name: z.string(), image: z.string().nullable(), image_variants: imageVariantsSchema })),
  clients: z.array(z.object({ id: z.int(), name: z.string(), image: z.string().nullable(), image_variants: imageVariantsSchema })),
  gallery: z.array(z.object({ id: z.int(), image: z.string(), ...imageSiblings('image'), altText: z.string(), caption: z.string() })),
}) satisfies z.ZodType<VenturePublic>;

export const ventureAdminListReplySchema = z.object({
  // Whether the public grid shows the venture (the first PUBLIC_VENTURES_MAX in display order).
  ventures: z.array(ventureAdminSchema.extend({ on_public_grid: z.boolean().optional() })),
  total_pages: z.int().min(0),
}) satisfies z.ZodType<Paged<'ventures', VentureAdmin>>;

export const venturePublicListReplySchema = z.object({
  ventures: z.array(venturePublicSchema),
  total_pages: z.int().min(0),
}) satisfies z.ZodType<Paged<'ventures', VenturePublic>>;

/** banner_api.php's reply (the language, when asked, is added by the OpenAPI path). */
export const bannerVenturesReplySchema = z.object({
  slugs: z.array(z.string().nullable()),
});

export const ventureSummaryListReplySchema = z.object({
  ventures: z.array(
    venturePublicSchema
      .pick({
        id: true,
        slug: true,
        title: true,
        logo: true,
        logo_variants: true,
        logo_alt: true,
        logo_focus: true,
        banner_image: true,
        banner_image_variants: true,
        banner_image_alt: true,
        banner_image_focus: true,
      })
      .strict(),
  ),
  total_pages: z.int().min(0),
}) satisfies z.ZodType<Paged<'ventures', VentureSummary>>;

export const venturePublicReplySchema = z.object({ venture: venturePublicSchema }) satisfies z.ZodType<VenturePublicReply>;

export const ventureDetailsSchema = z.object({
  venture: ventureAdminSchema,
  ...ventureChildLists,
}) satisfies z.ZodType<VentureDetails>;

/** What an add and an edit end their replies with: the venture's slug, and the gallery's warning when pictures were dropped. */
const writtenVentureFields = { slug: z.string(), warning: z.string().optional() };

// Keys in the order ventures.routes.ts replies with them: the add reply starts with message, the edit reply with status.
export const ventureAddReplySchema = z.object({
  message: z.string(),
  status: z.literal('success'),
  id: z.int(),
  ...writtenVentureFields,
}) satisfies z.ZodType<VentureAddReply>;

export const ventureEditReplySchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  ...writtenVentureFields,
}) satisfies z.ZodType<VentureEditReply>;

export const ventureDeleteReplySchema = z.object({
  message: z.string(),
  status: z.literal('success'),
}) satisfies z.ZodType<VentureDeleteReply>;
