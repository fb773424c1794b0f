// The reply schemas of an image field's `<field>_variants` sibling (common/image-variants.ts) and
// its `<field>_alt` and `<field>_focus` (the media library's details), for the OpenAPI document
// and the reply checks. Optional: clients may ignore it, older replies lack it.
import { z } from 'zod';
import type { ImageVariants } from '../../../common/image-variants.js';
import { MEDIA_ALT_MAX } from '../../../common/media.js';

export const imageVariantsSchema = z
  .object({
    width: z.int().min(1).meta({ description: "The original's width in px, after orientation" }),
    height: z.int().min(1).meta({ description: "The original's height in px, after orientation" }),
    variants: z
      .array(z.object({ width: z.int().min(1), url: z.string() }))
      .meta({ description: 'WebP versions, narrowest first, none wider than the original; for srcset' }),
  })
  .nullable()
  .optional()
  .meta({ description: 'Sizes and responsive versions of the image beside it; null when it has none' }) satisfies z.ZodType<
  ImageVariants | null | undefined
>;

/** `<field>_alt` beside an image (server/src/media/image-details.ts): the media library's alt text. */
export const imageAltSchema = z
  .string()
  .nullable()
  .optional()
  .meta({ description: "The media library's alt text of the image beside it; '' when decorative; null when it is not in the library or absent" });

/** `<field>_focus` beside an image: where a crop keeps it, as CSS object-position. */
export const imageFocusSchema = z
  .string()
  .nullable()
  .optional()
  .meta({ description: 'CSS object-position of the focal point ("30% 70%") for crops; null for the centre or no image' });

/**
 * The media library's form fields beside each single image field F, for the OpenAPI document: the
 * route reads them itself (media/library-choice.ts), after the kind's own schema.
 */
export function pictureFormFieldsSchema(fields: readonly string[]) {
  return z.object(
    Object.fromEntries(
      fields.flatMap((field) => [
        [`${field}_media_id`, z.string().optional().describe(`The id of a media library picture to use instead of uploading ${field} (not both)`)],
        [`${field}_alt`, z.string().max(MEDIA_ALT_MAX).optional().describe(`Alt text of the picture ${field} uses after the write; absent on an upload: the item's title`)],
        [`${field}_decorative`, z.enum(['true', 'false']).optional().describe(`Marks the picture ${field} uses as decorative (no alt text needed to publish)`)],
      ]),
    ),
  );
}

type ImageSiblings<Name extends string> = Record<`${Name}_variants`, typeof imageVariantsSchema> &
  Record<`${Name}_alt`, typeof imageAltSchema> &
  Record<`${Name}_focus`, typeof imageFocusSchema>;

/** What a reply gives beside its image field `name`, in this order: `<name>_variants`, `<name>_alt`, `<name>_focus`. */
export function imageSiblings<Name extends string>(name: Name): ImageSiblings<Name> {
  return {
    [`${name}_variants`]: imageVariantsSchema,
    [`${name}_alt`]: imageAltSchema,
    [`${name}_focus`]: imageFocusSchema,
  } as ImageSiblings<Name>;
}

/**
 * A reply's image field, its stored URL or null, under `urlKey`, then its siblings, named from
 * `name` where the reply names the URL otherwise (`logo_url`: `logo_variants`…).
 */
export function replyImageFields<Key extends string, Name extends string = Key>(
  urlKey: Key,
  name?: Name,
): Record<Key, z.ZodNullable<z.ZodString>> & ImageSiblings<Name> {
  return { [urlKey]: z.string().nullable(), ...imageSiblings(name ?? urlKey) } as Record<Key, z.ZodNullable<z.ZodString>> & ImageSiblings<Name>;
}
