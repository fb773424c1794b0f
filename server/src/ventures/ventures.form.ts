// The add and edit venture multipart forms of SPEC §7: which file fields exist and their limits
// (SPEC §5), and how the indexed fields (`subcategories[i][name]`, `clients[i][image]`,
// `gallery[i]`, `gallery[]`) are paired back into entries before the schemas check them.
//
// Gallery texts (not in SPEC §7, added for alt text and captions): a new picture `gallery[i]`
// takes `gallery_alt[i]` and `gallery_caption[i]` (same i); a stored picture's texts are
// `gallery_existing[id][alt]` and `gallery_existing[id][caption]` (id = its gallery id).
//
// Library choices (media library, issue 24): `<field>_media_id` beside each single image,
// `subcategories[i][bannerImage_media_id]`, `clients[i][image_media_id]` (read from the entries'
// texts) and `gallery_media[i]`, a library picture added to the gallery with the texts at its i.
import { validationMessages } from '../../../common/messages.js';
import { uploadAreas } from '../../../common/upload-areas.js';
import type { ImageFieldRule, ImageUploadResult, UploadedImage } from '../http/image-upload.js';

const subcategoryFile = /^subcategories\[(\d+)\]\[(bannerImage)\]$/;
const clientFile = /^clients\[(\d+)\]\[(image)\]$/;
const galleryFile = /^gallery(?:\[(\d*)\])?$/;

export const ventureImageRules: ImageFieldRule[] = [
  { field: 'img_banner', maxBytes: uploadAreas.ventureImages.maxBytes, tooLargeMessage: validationMessages.ventureImageTooLarge('Banner') },
  { field: 'logo', maxBytes: uploadAreas.ventureLogos.maxBytes, tooLargeMessage: validationMessages.ventureImageTooLarge('Logo') },
  { field: 'stats_image', maxBytes: uploadAreas.ventureStats.maxBytes, tooLargeMessage: validationMessages.ventureImageTooLarge('Stats') },
  { field: 'about_img', maxBytes: uploadAreas.ventureImages.maxBytes, tooLargeMessage: validationMessages.ventureImageTooLarge('About') },
  { field: subcategoryFile, maxBytes: uploadAreas.ventureCategories.maxBytes, tooLargeMessage: validationMessages.subcategoryImageTooLarge },
  { field: clientFile, maxBytes: uploadAreas.ventureClients.maxBytes, tooLargeMessage: validationMessages.clientImageTooLarge },
  {
    field: galleryFile,
    maxBytes: uploadAreas.ventureGallery.maxBytes,
    tooLargeMessage: validationMessages.galleryImagesDropped,
    // SPEC §5: an oversize gallery image is left out, not a reason to refuse the whole venture.
    dropOversize: true,
  },
];

/** A venture has a handful of single images, and lists of subcategories, clients and gallery images. */
export const VENTURE_MAX_FILES = 80;

/** One `subcategories[i]` or `clients[i]` entry: its text fields and its image, if any. */
export type FormEntry = { index: string; text: Record<string, string>; image?: UploadedImage };

/** A new gallery picture with the texts sent at its index (none for `gallery[]` and `gallery`). */
export type GalleryUpload = { image: UploadedImage; alt?: string; caption?: string };

/** The texts sent for a stored gallery picture; an absent one keeps its stored value. */
export type GalleryTexts = { id: string; alt?: string; caption?: string };

export type VentureForm = {
  text: (name: string) => string | undefined;
  image: (name: string) => UploadedImage | undefined;
  subcategories: FormEntry[];
  clients: FormEntry[];
  gallery: GalleryUpload[];
  /**
   * True when the request sent any gallery_alt / gallery_caption field: a client that knows about
   * gallery texts, which must then give alt text for every new picture. A SPEC §7 client sends
   * none and its pictures are stored without (the pages fall back to the venture's title).
   */
  galleryTextsSent: boolean;
  galleryExisting: GalleryTexts[];
  /** Library pictures added to the gallery, with the texts sent at their index. */
  galleryMedia: { mediaId: string; alt?: string; caption?: string }[];
  /** Every text field as sent, for the `_media_id`, `_alt` and `_decorative` fields. */
  fields: Record<string, unknown>;
  /** True when some oversize gallery files were dropped. */
  galleryDropped: boolean;
};

/**
 * Pairs the parsed multipart body (multer turns `a[0][b]` into `a[0].b`) with the checked images
 * (whose field names stay raw). Entries keep the order of their indexes; gaps are fine.
 */
export function readVentureForm(body: unknown, upload: ImageUploadResult | undefined): VentureForm {
  const fields = isRecord(body) ? body : {};
  const images = upload?.images ?? [];

  const single = new Map<string, UploadedImage>();
  const indexed = { subcategories: new Map<string, UploadedImage>(), clients: new Map<string, UploadedImage>() };
  const gallery: GalleryUpload[] = [];
  const alts = textsByIndex(fields.gallery_alt);
  const captions = textsByIndex(fields.gallery_caption);
  for (const image of images) {
    const sub = subcategoryFile.exec(image.field);
    const client = clientFile.exec(image.field);
    const picture = galleryFile.exec(image.field);
    if (sub) setOnce(indexed.subcategories, sub[1]!, image);
    else if (client) setOnce(indexed.clients, client[1]!, image);
    else if (picture) {
      const index = picture[1];
      gallery.push(index ? { image, alt: alts.get(index), caption: captions.get(index) } : { image });
    } else setOnce(single, image.field, image);
  }

  return {
    text: (name) => asText(fields[name]),
    image: (name) => single.get(name),
    subcategories: entries(fields.subcategories, indexed.subcategories),
    clients: entries(fields.clients, indexed.clients),
    gallery,
    galleryTextsSent: fields.gallery_alt !== undefined || fields.gallery_caption !== undefined,
    galleryExisting: entries(fields.gallery_existing, new Map()).map((entry) => ({
      id: entry.index,
      alt: entry.text.alt,
      caption: entry.text.caption,
    })),
    galleryDropped: (upload?.droppedFields ?? []).some((field) => galleryFile.test(field)),
    galleryMedia: [...textsByIndex(fields.gallery_media).entries()]
      .filter(([, mediaId]) => mediaId.trim() !== '')
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([index, mediaId]) => ({ mediaId, alt: alts.get(index), caption: captions.get(index) })),
    fields,
  };
}

/** `name[i]` text fields (multer gives an array, sparse or not, or an object) by their index. */
function textsByIndex(group: unknown): Map<string, string> {
  const texts = new Map<string, string>();
  if (isRecord(group) || Array.isArray(group)) {
    for (const [index, value] of Object.entries(group)) {
      const string = asText(value);
      if (/^\d+$/.test(index) && string !== undefined) texts.set(index, string);
    }
  }
  return texts;
}

function entries(group: unknown, images: Map<string, UploadedImage>): FormEntry[] {
  const byIndex = new Map<string, FormEntry>();
  // Object.entries skips the holes of a sparse array, so `a[99999][b]` costs one entry, not 100000.
  if (isRecord(group) || Array.isArray(group)) {
    for (const [index, value] of Object.entries(group)) {
      if (!/^\d+$/.test(index) || !isRecord(value)) continue;
      const text: Record<string, string> = {};
      for (const [key, item] of Object.entries(value)) {
        const string = asText(item);
        if (string !== undefined) text[key] = string;
      }
      byIndex.set(index, { index, text });
    }
  }
  for (const [index, image] of images) {
    const entry = byIndex.get(index) ?? { index, text: {} };
    entry.image = image;
    byIndex.set(index, entry);
  }
  return [...byIndex.entries()].sort(([a], [b]) => Number(a) - Number(b)).map(([, entry]) => entry);
}

function setOnce<K>(map: Map<K, UploadedImage>, key: K, image: UploadedImage): void {
  // A field sent twice keeps its first file; the other is never stored.
  if (!map.has(key)) map.set(key, image);
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  // A text field sent twice arrives as an array: the last one wins, as in PHP.
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) {
    return value[value.length - 1] as string;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
