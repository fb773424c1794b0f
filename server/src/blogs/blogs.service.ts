// Blog rules: HTML content is sanitized on every write and again on every read; the rest is the shared content lifecycle.
import type { BlogItem } from '../../../common/api-types.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { contentMessages } from '../../../common/messages.js';
import { formatLongDate } from '../content/content.schema.js';
import { createContent, updateContentItem, type ContentDeps, type ContentKind } from '../content/content.service.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import type { BlogRow } from '../db/schema.js';
import type { ImageSource } from '../media/library-choice.js';
import { plainWrite, type WriteContext } from '../editorial/item-history.js';

export const blogKind: ContentKind<'blogs', BlogItem> = {
  table: 'blogs',
  area: 'blogs',
  imageColumn: 'image_url',
  pageSize: PAGE_SIZE.blogs,
  notFoundMessage: contentMessages.blogNotFound,
  toItem: toBlogItem,
};

function toBlogItem(row: BlogRow): BlogItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    // Cleaned again on the way out: a row written another way (an import, a manual fix) is rendered
    // as this returns it. Public reads are cached, so this runs once per change, not per visit.
    content: sanitizeRichHtml(row.content),
    image_url: row.image_url,
    image_variants: imageVariantsOf('blogs', row.image_url),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    formattedDate: formatLongDate(row.created_at),
  };
}

type BlogInput = { title: string; content: string };

/** The image is optional: SPEC §5 requires only title and content, and the pages fall back to a placeholder. */
export async function addBlog(deps: ContentDeps, input: BlogInput, image: ImageSource | undefined, write: WriteContext = plainWrite): Promise<number> {
  return createContent(deps, blogKind, {
    fields: { title: input.title, content: sanitizeRichHtml(input.content) },
    slugSource: input.title,
    image,
    write,
  });
}

export async function editBlog(deps: ContentDeps, id: number, input: BlogInput, image: ImageSource | undefined, write: WriteContext = plainWrite): Promise<number> {
  return updateContentItem(deps, blogKind, id, {
    fields: { title: input.title, content: sanitizeRichHtml(input.content) },
    slugSource: input.title,
    image,
    write,
  });
}
