// With S3_PUBLIC_BASE_URL set, the image URLs the server builds into a /backend reply (the
// `<field>_variants` URLs, the media library's url and thumbnail_url, search results' image, the
// editorial diff's pictures) point at the CDN or bucket instead of the app. Done on the whole
// reply by the replies' serializer (http/reply-images.ts), so no feature has to know the address. The stored fields themselves (`image_url:
// 'uploads/x.jpg'`) stay as the SPEC shapes them; the app keeps serving those under /backend.
//
// A URL names the file under the area of the item that uses it, but a library picture's bytes
// stay under the area it was uploaded to: the media table says which, with one query per reply.
import { parseProcessedImageName, parseVariantFileName } from '../../../common/image-variants.js';
import { STORED_FILE_NAME, uploadAreas, type UploadArea } from '../../../common/upload-areas.js';
import type { Db } from '../db/database.js';
import { findMediaByNames } from './media.repository.js';
import { contentTypes, type Storage } from '../storage/storage.js';

/** `/backend/news/uploads/` -> news: the address prefix of every area's files. */
const areaPrefixes = (Object.keys(uploadAreas) as UploadArea[]).map((area) => ({
  area,
  prefix: `${uploadAreas[area].urlPrefix}${uploadAreas[area].fieldPrefix}`,
}));

type UrlSlot = { holder: Record<string, unknown> | unknown[]; key: string | number; area: UploadArea; name: string };

/** The area and file name of one of our upload URLs, or null for any other string. */
function uploadOf(value: string): { area: UploadArea; name: string } | null {
  if (!value.startsWith('/backend/')) return null;
  for (const { area, prefix } of areaPrefixes) {
    if (!value.startsWith(prefix)) continue;
    const name = value.slice(prefix.length);
    if (STORED_FILE_NAME.test(name)) return { area, name };
  }
  return null;
}

function urlSlots(value: unknown, slots: UrlSlot[] = []): UrlSlot[] {
  if (typeof value !== 'object' || value === null) return slots;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, child] of entries) {
    if (typeof child === 'string') {
      const upload = uploadOf(child);
      if (upload) slots.push({ holder: value as UrlSlot['holder'], key, ...upload });
    } else {
      urlSlots(child, slots);
    }
  }
  return slots;
}

/** The names the media table may know a file by: its own, or for a variant its original's (any extension). */
function libraryNamesOf(name: string): string[] {
  const variant = parseVariantFileName(name);
  return variant ? Object.keys(contentTypes).map((extension) => `${variant.original}.${extension}`) : [name];
}

/** Points every upload URL in `reply` at the storage's public address (in place). */
export async function usePublicUploadUrls(db: Db, storage: Storage, reply: unknown): Promise<void> {
  const slots = urlSlots(reply);
  if (slots.length === 0) return;
  const rows = await findMediaByNames(db, slots.flatMap((slot) => libraryNamesOf(slot.name)));
  const owners = new Map<string, UploadArea>();
  for (const row of rows) {
    if (!(row.area in uploadAreas)) continue;
    const parsed = parseProcessedImageName(row.name);
    // A variant is looked up by its original's stem and size, whatever the original's extension.
    owners.set(parsed ? `${parsed.stem}_${parsed.width}x${parsed.height}` : row.name, row.area as UploadArea);
  }
  for (const { holder, key, area, name } of slots) {
    const stem = /^([0-9a-f]{32}_\d+x\d+)[-.]/.exec(name)?.[1];
    const owner = owners.get(stem ?? name) ?? area;
    const url = storage.publicUrlOf(owner, `${uploadAreas[owner].fieldPrefix}${name}`);
    if (url) (holder as Record<string | number, unknown>)[key] = url;
  }
}
