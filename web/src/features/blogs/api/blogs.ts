// Blog calls (SPEC §7): the paged list and one blog by slug ({ blog: item }, or 404).
import type { BlogItem, Paged } from '../../../../../common/api-types';
import { publicErrorMessages } from '../../../../../common/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useAsync } from '../../../lib/use-async';
import type { Page } from '../../../lib/use-load-more';

export class BlogNotFoundError extends Error {}

export async function getBlogsPage(page: number, signal?: AbortSignal): Promise<Page<BlogItem>> {
  try {
    const reply = await apiRequest<Paged<'blogs', BlogItem>>('blogs/blogs_api.php', { query: { page }, signal });
    return { items: reply.blogs ?? [], totalPages: reply.total_pages ?? 0 };
  } catch (error) {
    if (error instanceof ApiError) throw new Error(publicErrorMessages.blogsFetch, { cause: error });
    throw error;
  }
}

export async function getBlogBySlug(slug: string, signal?: AbortSignal): Promise<BlogItem> {
  if (!slug) throw new BlogNotFoundError(publicErrorMessages.noBlogId);
  try {
    const reply = await apiRequest<{ blog: BlogItem }>('blogs/blogs_api.php', { query: { slug }, signal });
    const blog = reply?.blog;
    if (!blog || typeof blog !== 'object' || typeof blog.content !== 'string') throw new Error(publicErrorMessages.blogInvalid);
    return blog;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new BlogNotFoundError(publicErrorMessages.blogNotFound);
    if (error instanceof Error && error.message === publicErrorMessages.blogInvalid) throw error;
    if (signal?.aborted) throw error;
    throw new Error(`${publicErrorMessages.blogLoadPrefix}${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export const useBlog = (slug: string) => useAsync((signal) => getBlogBySlug(slug, signal), [slug]);
