// The siblings of an image field in a reply (common/api-types.ts): `<base>_variants`
// (common/image-variants.ts) and the media library's `<base>_alt` and `<base>_focus`
// (common/media.ts), where base is the field's name without a trailing `_url`:
// image_url -> image_variants, logo -> logo_variants, client_image -> client_image_variants.

/** An image field's base, as a type: `image_url` -> `image`. */
export type PictureBase<Field extends string> = Field extends `${infer Base}_url` ? Base : Field;

export type PictureKeys = { variants: string; alt: string; focus: string };

export function pictureKeys(field: string): PictureKeys {
  const base = field.replace(/_url$/, '');
  return { variants: `${base}_variants`, alt: `${base}_alt`, focus: `${base}_focus` };
}
