// One item's public read (a news story, a blog post, a venture by slug or id): the item named by
// the page's parameter, a 404 as the not-found view, a 410 (the item is in the trash) as the
// removed view, and the state from the server's render of the page (initial-data.tsx). A parameter
// that can name no item is not found from the first render, with no request. What any other
// failure shows is the item's own.
import type { Query } from '@common/backend-urls';
import { ApiError, apiRequest } from './api-client';
import { initialItem } from './initial-data';
import { useAsync } from './use-async';

/** The item was deleted on purpose (410 Gone): its page says so, in the words of its kind. */
export class ItemRemovedError extends Error {}

type ItemReadOptions<Reply, Item> = {
  path: string;
  /** The query naming the item by the page's parameter, or the error of a parameter that can name none. */
  query: (param: string) => Query | Error;
  /** The item in its reply; it may throw on a reply it cannot use. */
  toItem: (reply: Reply) => Item;
  notFound: () => Error;
  /** What the item is, for the removed view: "news item" reads "This news item has been removed". */
  noun: string;
  /** What a failure other than a 404 becomes (what is thrown); `signal` tells an aborted read. */
  failure: (error: unknown, signal?: AbortSignal) => unknown;
};

export function itemRead<Reply, Item>({ path, query, toItem, notFound, noun, failure }: ItemReadOptions<Reply, Item>) {
  const removed = () => new ItemRemovedError(`This ${noun} has been removed`);

  async function getItem(param: string, signal?: AbortSignal): Promise<Item> {
    const named = query(param);
    if (named instanceof Error) throw named;
    try {
      return toItem(await apiRequest<Reply>(path, { query: named, signal }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      if (error instanceof ApiError && error.status === 410) throw removed();
      throw failure(error, signal);
    }
  }

  function useItem(param: string) {
    const named = query(param);
    return useAsync((signal) => getItem(param, signal), [param], named instanceof Error ? () => named : initialItem(path, named, toItem, notFound, removed));
  }

  return { getItem, useItem };
}

/** A story's or a post's reply read: its item under `key`, with its HTML, else the error `invalid`. */
export function articleIn<Key extends string, Item extends { content: string }>(key: Key, invalid: string) {
  return (reply: { [K in Key]: Item }): Item => {
    const item = reply?.[key];
    if (!item || typeof item !== 'object' || typeof item.content !== 'string') throw new Error(invalid);
    return item;
  };
}
