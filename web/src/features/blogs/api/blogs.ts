// Blog calls (SPEC §7): the paged list and one blog by slug ({ blog: item }, or 404).
import type { BlogItem } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { hasNulCharacter } from '@common/nul-character';
import { ApiError, apiRequest } from '@/lib/api-client';
import { initialItem } from '@/lib/initial-data';
import { pagedRead } from '@/lib/use-load-more';
import { useAsync } from '@/lib/use-async';

export class BlogNotFoundError extends Error {}

const blogNotFound = () => new BlogNotFoundError(publicErrorMessages.blogNotFound);

function toBlog(reply: { blog: BlogItem }): BlogItem {
  const blog = reply?.blog;
  if (!blog || typeof blog !== 'object' || typeof blog.content !== 'string') throw new Error(publicErrorMessages.blogInvalid);
  return blog;
}

/** The list: a page at a time, page 1 from the server's render of the page. */
export const blogsRead = pagedRead<'blogs', BlogItem>(backendPaths.blogs, 'blogs', {
  fetchFailed: publicErrorMessages.blogsFetch,
});

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

export const useBlog = (slug: string) =>
  useAsync(
    (signal) => getBlogBySlug(slug, signal),
    [slug],
    // A slug no item can have (NUL, which the server refuses) is not found from the first render.
    hasNulCharacter(slug) ? blogNotFound : initialItem(backendPaths.blogs, { slug }, toBlog, blogNotFound),
  );
