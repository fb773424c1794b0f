// Blog calls (SPEC §7): the paged list and one blog by slug ({ blog: item }, or 404).
import type { BlogItem, Paged } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { hasNulCharacter } from '@common/nul-character';
import { ApiError, apiRequest } from '@/lib/api-client';
import { initialItem, type InitialState } from '@/lib/initial-data';
import { useAsync } from '@/lib/use-async';
import type { Page } from '@/lib/use-load-more';

export class BlogNotFoundError extends Error {}

const blogNotFound = () => new BlogNotFoundError(publicErrorMessages.blogNotFound);

function toBlogsPage(reply: Paged<'blogs', BlogItem>): Page<BlogItem> {
  return { items: reply.blogs ?? [], totalPages: reply.total_pages ?? 0 };
}

function toBlog(reply: { blog: BlogItem }): BlogItem {
  const blog = reply?.blog;
  if (!blog || typeof blog !== 'object' || typeof blog.content !== 'string') throw new Error(publicErrorMessages.blogInvalid);
  return blog;
}

export async function getBlogsPage(page: number, signal?: AbortSignal): Promise<Page<BlogItem>> {
  try {
    return toBlogsPage(await apiRequest<Paged<'blogs', BlogItem>>(backendPaths.blogs, { query: { page }, signal }));
  } catch (error) {
    if (error instanceof ApiError) throw new Error(publicErrorMessages.blogsFetch, { cause: error });
    throw error;
  }
}

export async function getBlogBySlug(slug: string, signal?: AbortSignal): Promise<BlogItem> {
  if (!slug) throw new BlogNotFoundError(publicErrorMessages.noBlogId);
  if (hasNulCharacter(slug)) throw blogNotFound();
  try {
    return toBlog(await apiRequest<{ blog: BlogItem }>(backendPaths.blogs, { query: { slug }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw blogNotFound();
    if (error instanceof Error && error.message === publicErrorMessages.blogInvalid) throw error;
    if (signal?.aborted) throw error;
    throw new Error(`${publicErrorMessages.blogLoadPrefix}${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Page 1 of the list, from the server's render of the page. */
export const initialBlogsPage: InitialState<Page<BlogItem>> = (peek) => {
  const reply = peek<Paged<'blogs', BlogItem>>(backendPaths.blogs, { page: 1 });
  return reply && toBlogsPage(reply);
};

export const useBlog = (slug: string) =>
  useAsync(
    (signal) => getBlogBySlug(slug, signal),
    [slug],
    // A slug no item can have (NUL, which the server refuses) is not found from the first render.
    hasNulCharacter(slug) ? blogNotFound : initialItem(backendPaths.blogs, { slug }, toBlog, blogNotFound),
  );
