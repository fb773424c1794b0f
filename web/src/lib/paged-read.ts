// A public list's read (SPEC §7 `?page=`): one page as LOAD MORE appends it, and page 1 from the
// server's render of the page. Blogs, news, investors, team and testimonials read the same way.
import type { Paged } from '@common/api-types';
import { ApiError, apiRequest } from './api-client';
import type { InitialState } from './initial-data';
import type { Page } from './use-load-more';

type Options<Key extends string, Item> = {
  /** The text an error from the server shows (a failure to reach it shows its own). */
  fetchFailed: string;
  /** Also a failure to reach the server shows `fetchFailed` (an abort is left as it is). */
  everyFailure?: boolean;
  /** How a reply becomes a page; by default its `key` list, empty when absent. */
  toPage?: (reply: Paged<Key, Item>) => Page<Item>;
};

export function pagedRead<Key extends string, Item>(path: string, key: Key, options: Options<Key, Item>) {
  type Reply = Paged<Key, Item>;
  const toPage = options.toPage ?? ((reply: Reply): Page<Item> => ({ items: reply[key] ?? [], totalPages: reply.total_pages ?? 0 }));

  async function getPage(page: number, signal?: AbortSignal): Promise<Page<Item>> {
    try {
      return toPage(await apiRequest<Reply>(path, { query: { page }, signal }));
    } catch (error) {
      if (options.everyFailure ? !signal?.aborted : error instanceof ApiError) throw new Error(options.fetchFailed, { cause: error });
      throw error;
    }
  }

  /** Page 1 of the list, from the server's render of the page. */
  const initialPage: InitialState<Page<Item>> = (peek) => {
    const reply = peek<Reply>(path, { page: 1 });
    return reply && toPage(reply);
  };

  return { getPage, initialPage };
}
