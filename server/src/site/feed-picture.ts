// An item's picture as its feed entry carries it: the picture its page shows above the text, with
// the alt text the page gives it, at an absolute address (some readers ignore xml:base), and a
// smaller version for the readers that show a card per entry.
import { contentKinds, type KindDeclaration, type PagedKind } from '../../../common/content-kinds.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { pictureKeys } from '../../../common/picture-keys.js';
import { uploadUrl } from '../../../common/upload-areas.js';
import type { AtomPicture } from './atom-feed.js';
import { onSite } from './site-origin.js';

/** A card's picture is drawn about 240 px wide: the narrowest version at least this wide stays sharp on a dense screen. */
const THUMBNAIL_MIN_WIDTH = 480;

/** The picture of `item` (a public reply's listed item) in a feed, or undefined when it has none. */
export function feedPictureOf(kind: PagedKind, item: Record<string, unknown>, origin: string): AtomPicture | undefined {
  const { pictures }: KindDeclaration = contentKinds[kind];
  if (!pictures[0]) return undefined;
  const { column, area } = pictures[0];
  const field = item[column];
  if (typeof field !== 'string') return undefined;
  const url = uploadUrl(area, field);
  if (!url) return undefined;
  const absolute = (address: string) => onSite(origin, address);
  const declaredAlt = item[pictureKeys(column).alt];
  const size = imageVariantsOf(area, field);
  const thumbnail = size?.variants.find((variant) => variant.width >= THUMBNAIL_MIN_WIDTH);
  return {
    url: absolute(url),
    // As the page draws it: the library's alt text, '' for a decorative picture, else the title.
    alt: typeof declaredAlt === 'string' ? declaredAlt : String(item.title ?? ''),
    ...(size && { width: size.width, height: size.height }),
    thumbnail:
      thumbnail && size
        ? { url: absolute(thumbnail.url), width: thumbnail.width, height: Math.round((size.height * thumbnail.width) / size.width) }
        : { url: absolute(url), ...(size && { width: size.width, height: size.height }) },
  };
}
