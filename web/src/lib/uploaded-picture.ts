// An uploaded picture as the public pages draw it (components/fallback-image.tsx): a reply's image
// field with its `<base>_variants`, `<base>_alt` and `<base>_focus` siblings (common/api-types.ts),
// its URL in its upload area, and the picture shown in its place when it is missing or broken.
import type { ImageVariants } from '@common/image-variants';
import { pictureKeys, type PictureBase } from '@common/picture-keys';
import { uploadAreas, uploadUrl, type UploadArea } from '@common/upload-areas';
import { images } from './asset-url';

/** An image field's stored value with its siblings. */
export type Picture = { image: string | null; variants?: ImageVariants | null; alt?: string | null; focus?: string | null };

/** A reply item holding the image field `Field` and its siblings. */
type WithPicture<Field extends string> = { [Key in Field]: string | null } & {
  [Key in `${PictureBase<Field>}_variants`]?: ImageVariants | null;
} & { [Key in `${PictureBase<Field>}_alt` | `${PictureBase<Field>}_focus`]?: string | null };

/** The picture in `item`'s image `field`, with its siblings. */
export function pictureOf<Field extends string>(item: WithPicture<Field>, field: Field): Picture {
  const keys = pictureKeys(field);
  const siblings = item as Record<string, unknown> as Record<string, string | ImageVariants | null | undefined>;
  return {
    image: item[field],
    variants: siblings[keys.variants] as ImageVariants | null | undefined,
    alt: siblings[keys.alt] as string | null | undefined,
    focus: siblings[keys.focus] as string | null | undefined,
  };
}

/** The pictures an upload area (common/upload-areas.ts) shows in place of a missing or broken one. */
const missingPictures = { newsBanner: images.defaultNewsBanner, placeholder: images.placeholder };

/** FallbackImage's src, variants, alt, focus and fallback for `picture` in `area`; `alt` where the media library has none. */
export function uploadedImage(area: UploadArea, picture: Picture, alt = '') {
  const declared: { missing: keyof typeof missingPictures; drawnWhole?: true } = uploadAreas[area];
  const fallback = missingPictures[declared.missing];
  return { src: uploadUrl(area, picture.image), variants: picture.variants, alt: picture.alt ?? alt, focus: declared.drawnWhole ? undefined : picture.focus, fallback };
}
