// The output step of a /backend reply that shows images, called by whoever makes the reply (the
// public read; the admin's item, team, venture, media and revision reads and media writes): with
// S3_PUBLIC_BASE_URL, the image URLs built into it point at the public storage address
// (uploads/public-upload-urls.ts); then each picture gets its alt text and focal point
// (media/image-details.ts). That order is the one the replies had when these steps patched
// res.json; the details read the stored field, which the URLs step leaves alone.
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import { addImageDetails } from './image-details.js';
import type { Storage } from '../storage/storage.js';
import { usePublicUploadUrls } from './public-upload-urls.js';
import type { ReplySerializer } from '../http/public-read.js';

export type ReplyImagesDeps = { db: Db; storage: Storage; logger: Logger };

/**
 * Shapes a reply's images in place and gives it back, for `res.json(await shape(value))`. A failed
 * step leaves the reply as it was, logged: the app's own URLs still work and the details are
 * optional, and a page without alt text beats no page.
 */
export function replyImageSerializer(deps: ReplyImagesDeps): ReplySerializer {
  return async (value) => {
    if (deps.storage.publicOrigin) {
      await usePublicUploadUrls(deps.db, deps.storage, value).catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'could not point upload URLs at the public storage address'),
      );
    }
    await addImageDetails(deps.db, value).catch((error: unknown) => deps.logger.warn({ err: error }, 'could not add image details to a reply'));
    return value;
  };
}
