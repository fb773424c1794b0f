// News rules: HTML content is sanitized on every write and again on every read; the rest is the shared content lifecycle.
import type { NewsItem } from '../../../common/api-types.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { contentMessages } from '../../../common/messages.js';
import { formatLongDate } from '../content/content.schema.js';
import {
  createContent,
  updateContentItem,
  type ContentDeps,
  type ContentKind,
} from '../content/content.service.js';
import { sanitizeRichHtml } from '../content/html-sanitizer.js';
import type { NewsRow } from '../db/schema.js';
import { ValidationError } from '../http/errors.js';
import type { ImageSource } from '../media/library-choice.js';
import { plainWrite, type WriteContext } from '../editorial/item-history.js';

export const newsKind: ContentKind<'news', NewsItem> = {
  table: 'news',
  area: 'news',
  imageColumn: 'image_url',
  pageSize: PAGE_SIZE.news,
  notFoundMessage: contentMessages.newsNotFound,
  toItem: toNewsItem,
};

function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    // Cleaned again on the way out: a row written another way (an import, a manual fix) is rendered
    // as this returns it. Public reads are cached, so this runs once per change, not per visit.
    content: sanitizeRichHtml(row.content),
    year: row.year,
    image_url: row.image_url,
    image_variants: imageVariantsOf('news', row.image_url),
    formattedDate: formatLongDate(row.created_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The image is required (SPEC §5), with the same text as the missing fields. */
export async function addNews(
  deps: ContentDeps,
  input: { title: string; content: string; year: string },
  image: ImageSource | undefined,
  write: WriteContext = plainWrite,
): Promise<number> {
  if (!image) throw new ValidationError(contentMessages.newsRequired);
  return createContent(deps, newsKind, {
    fields: { title: input.title, content: sanitizeRichHtml(input.content), year: input.year },
    slugSource: input.title,
    image,
    write,
  });
}

export async function editNews(
  deps: ContentDeps,
  id: number,
  input: { title: string; content?: string | undefined; year?: string | undefined },
  image: ImageSource | undefined,
  write: WriteContext = plainWrite,
): Promise<number> {
  return updateContentItem(deps, newsKind, id, {
    fields: {
      title: input.title,
      ...(input.content !== undefined ? { content: sanitizeRichHtml(input.content) } : {}),
      ...(input.year !== undefined ? { year: input.year } : {}),
    },
    slugSource: input.title,
    image,
    write,
  });
}
