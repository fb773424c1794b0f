// The pictures a server-rendered page shows at once, named in its head so that the browser starts
// them while it still reads the HTML (its styles and data come inside the page, so the pictures
// are what the first view waits for). Every <img> of the markup that is not lazy and not of low
// priority, in page order, at most IMAGE_PRELOADS_MAX, with its srcset and sizes so the browser
// picks the same file the <img> will. React 19's server renderer did this by itself; React 18's
// does not (docs/decisions.md, "Choices and why").

/** Enough for a first screen; more would compete with the ones that matter. */
export const IMAGE_PRELOADS_MAX = 10;

type ImageTag = { src?: string; srcset?: string; sizes?: string; loading?: string; fetchpriority?: string };

/**
 * The preload tags for the eager images of `markup` (React's own output: attribute values are
 * quoted and escaped, and are copied as they are), leaving out any whose src is in `skip`.
 */
export function imagePreloadTags(markup: string, skip: string[] = []): string[] {
  const tags: string[] = [];
  const seen = new Set(skip);
  for (const match of markup.matchAll(/<img\b([^>]*)>/g)) {
    if (tags.length === IMAGE_PRELOADS_MAX) break;
    const image = attributesOf(match[1]!);
    if (image.loading === 'lazy' || image.fetchpriority === 'low' || !image.src || image.src.startsWith('data:')) continue;
    const key = `${image.src}\n${image.srcset ?? ''}`;
    if (seen.has(image.src) || seen.has(key)) continue;
    seen.add(key);
    const parts = ['<link rel="preload" as="image"', `href="${image.src}"`];
    if (image.srcset) parts.push(`imagesrcset="${image.srcset}"`);
    if (image.srcset && image.sizes) parts.push(`imagesizes="${image.sizes}"`);
    if (image.fetchpriority === 'high') parts.push('fetchpriority="high"');
    tags.push(`${parts.join(' ')} />`);
  }
  return tags;
}

function attributesOf(text: string): ImageTag {
  const image: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/\s([A-Za-z-]+)="([^"]*)"/g)) image[name!.toLowerCase()] = value!;
  return image as ImageTag;
}
