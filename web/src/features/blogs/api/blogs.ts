// Blog calls (SPEC §7): the paged list and one blog by slug ({ blog: item }, or 404).
import type { BlogItem } from '@common/api-types';
import { backendPaths } from '@common/backend-urls';
import { publicErrorMessages } from '@common/messages';
import { hasNulCharacter } from '@common/nul-character';
import { articleIn, itemRead } from '@/lib/item-read';
import { pagedRead } from '@/lib/use-load-more';

export class BlogNotFoundError extends Error {}

const blogNotFound = () => new BlogNotFoundError(publicErrorMessages.blogNotFound);

/** The list: a page at a time, page 1 from the server's render of the page. */
export const blogsRead = pagedRead<'blogs', BlogItem>(backendPaths.blogs, 'blogs', {
  fetchFailed: publicErrorMessages.blogsFetch,
});

/** One blog by slug; a slug no blog can have (NUL, which the server refuses) is not found. */
export const { useItem: useBlog } = itemRead({
  path: backendPaths.blogs,
  query: (slug) => (!slug ? new BlogNotFoundError(publicErrorMessages.noBlogId) : hasNulCharacter(slug) ? blogNotFound() : { slug }),
  toItem: articleIn<'blog', BlogItem>('blog', publicErrorMessages.blogInvalid),
  notFound: blogNotFound,
  noun: 'blog post',
  failure: (error, signal) => {
    if (error instanceof Error && error.message === publicErrorMessages.blogInvalid) return error;
    if (signal?.aborted) return error;
    return new Error(`${publicErrorMessages.blogLoadPrefix}${error instanceof Error ? error.message : String(error)}`, { cause: error });
  },
});
