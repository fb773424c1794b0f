// What the ventures endpoints accept (SPEC §5, §7), as zod schemas: query strings, the add and
// edit forms once ventures.form.ts has paired their indexed fields, and the delete body.
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
import { GALLERY_TEXT_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../common/constants.js';
import { VENTURE_LIST_SORTS } from '../../../common/list-query.js';
import { contentMessages, publicErrorMessages, serverMessages, validationMessages, ventureServerMessages } from '../../../common/messages.js';
import { listSearchSchema, listSortSchema, requiredTitle } from '../http/request-schemas.js';
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

/** Text a form must carry: present and not blank. */
const requiredText = z.string({ error: required }).trim().min(1, { error: required });
/** Text a form may leave out: blank and absent both mean "none". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? '');
/** On edit, an absent field keeps its stored value; a present one (even blank) replaces it. */
const keptText = z.string().trim().optional();
/** On edit, a blank name of an existing entry keeps the stored name. */
const keptName = z
  .string()
  .trim()
  .max(TITLE_MAX_LENGTH, { error: contentMessages.tooLong('name') })
  .optional()
  .transform((value) => (value ? value : undefined));

/** Titles and names are bounded as every other item's are. */
const ventureTitle = requiredTitle(required);
const ventureName = requiredTitle(required, 'name');
const keptTitle = keptText.pipe(z.string().max(TITLE_MAX_LENGTH, { error: contentMessages.tooLong('title') }).optional());

/** A gallery alt text or caption: trimmed, at most 200 characters; absent on a new picture means ''. */
const galleryText = (tooLong: string) => z.string().trim().max(GALLERY_TEXT_MAX_LENGTH, { error: tooLong });

/**
 * A new gallery picture and its texts. `altRequired` is true when the client sent gallery texts
 * at all (ventures.form.ts): it must then describe every new picture.
 */
const newGalleryImage = z
  .object({
    image,
    alt: galleryText(ventureServerMessages.galleryAltTooLong).optional().transform((value) => value ?? ''),
    caption: galleryText(ventureServerMessages.galleryCaptionTooLong).optional().transform((value) => value ?? ''),
    altRequired: z.boolean(),
  })
  .refine((item) => !item.altRequired || item.alt !== '', { error: ventureServerMessages.galleryAltRequired, path: ['alt'] })
  .transform(({ image, alt, caption }) => ({ image, alt, caption }));

/** add_venture_api.php: SPEC §5 "Add Venture". */
export const addVentureSchema = z.object({
  title: ventureTitle,
  about_desc: requiredText,
  stats_right_section_title: ventureTitle,
  stats_right_section_content: optionalText,
  stats_left_section_title: ventureTitle,
  stats_left_section_content: optionalText,
  img_banner: image,
  logo: image,
  stats_image: image,
  about_img: image,
  // Subcategories are optional, but one sent with a banner needs its name.
  subcategories: z.array(z.object({ name: ventureName, banner: image.optional() })),
  // "every client entry with both a name and an image"
  clients: z.array(z.object({ name: ventureName, image })),
  gallery: z.array(newGalleryImage).min(1, { error: required }),
});

export type AddVentureInput = z.infer<typeof addVentureSchema>;

/** edit_venture_api.php: only the title is required; entries with an id update, without one insert. */
export const editVentureSchema = z.object({
  venture_id: id,
  title: ventureTitle,
  about_desc: keptText,
  stats_right_section_title: keptTitle,
  stats_right_section_content: keptText,
  stats_left_section_title: keptTitle,
  stats_left_section_content: keptText,
  stats_id: id.optional(),
  img_banner: image.optional(),
  logo: image.optional(),
  stats_image: image.optional(),
  about_img: image.optional(),
  subcategories: z.array(
    z
      .object({ id: id.optional(), name: keptName, banner: image.optional() })
      .refine((entry) => entry.id !== undefined || entry.name !== undefined, { error: required }),
  ),
  clients: z.array(
    z
      .object({ id: id.optional(), name: keptName, image: image.optional() })
      .refine((entry) => entry.id !== undefined || entry.name !== undefined, { error: required }),
  ),
  gallery: z.array(newGalleryImage),
  /** Stored pictures' texts: an absent one is kept, a present one (even blank) replaces it. */
  gallery_existing: z.array(
    z.object({
      id,
      alt: galleryText(ventureServerMessages.galleryAltTooLong).optional(),
      caption: galleryText(ventureServerMessages.galleryCaptionTooLong).optional(),
    }),
  ),
});

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
      `Gallery texts (add and edit), each at most ${GALLERY_TEXT_MAX_LENGTH} characters: gallery_alt[i] and gallery_caption[i] ` +
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
