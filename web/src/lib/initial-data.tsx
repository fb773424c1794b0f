// The /backend replies the server already read for the page it rendered
// (server/src/site/initial-data.ts), embedded in the HTML as non-executable JSON. The server's
// render and the browser's first render build the same state from them, so the page arrives with
// its content (no loading message, no second round trip for the data) and hydrates as it was sent.
import { createContext, useContext, useEffect, useState } from 'react';
import { INITIAL_DATA_ELEMENT_ID } from '@common/constants';
import { backendUrl, type Query } from '@common/backend-urls';

/**
 * Parsed reply bodies by /backend URL, as common/backend-urls.ts backendUrl() builds it; null where the
 * server's read was answered 404 Not Found.
 */
export type InitialReplies = Map<string, unknown>;

const InitialDataContext = createContext<InitialReplies>(new Map());
export const InitialDataProvider = InitialDataContext.Provider;

/** The replies embedded in `document` (none when absent or unreadable: the page then fetches). */
export function embeddedReplies(document: Document): InitialReplies {
  const text = document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    return new Map();
  }
}

/** The embedded reply of GET `path` with `query`, or undefined; `notFound` tells a 404 apart. */
export type Peek = {
  <Reply>(path: string, query?: Query): Reply | undefined;
  /** True when the server's read of GET `path` with `query` was answered 404 Not Found. */
  notFound(path: string, query?: Query): boolean;
};

/**
 * How a data hook builds its first state from embedded replies: undefined when one it needs is
 * missing; an Error when the page starts in that error state (the item was not found, or its
 * parameter names nothing, which needs no reply). It may throw on a reply it cannot use; the
 * hook then fetches as it would without one.
 */
export type InitialState<T> = (peek: Peek) => T | Error | undefined;

/**
 * The initial state of a lookup of one item (GET `path` with `query`): `toItem` of its reply, or
 * `notFound()` where the server's read was answered 404.
 */
export function initialItem<Reply, T>(path: string, query: Query, toItem: (reply: Reply) => T, notFound: () => Error): InitialState<T> {
  return (peek) => {
    if (peek.notFound(path, query)) return notFound();
    const reply = peek<Reply>(path, query);
    return reply && toItem(reply);
  };
}

/**
 * The value `initial` builds on the first render, or undefined. Each reply serves one mount: it is
 * dropped once the component has mounted, so coming back to the page later fetches it afresh.
 */
export function useInitialState<T>(initial: InitialState<T> | undefined): T | Error | undefined {
  const replies = useContext(InitialDataContext);
  // An initializer without side effects: StrictMode calls it twice and keeps one result.
  const [first] = useState(() => {
    const used: string[] = [];
    if (!initial) return { value: undefined, used };
    const replyOf = (path: string, query?: Query) => {
      const url = backendUrl(path, query);
      used.push(url);
      return replies.get(url);
    };
    const peek: Peek = Object.assign(<Reply,>(path: string, query?: Query) => (replyOf(path, query) ?? undefined) as Reply | undefined, {
      notFound: (path: string, query?: Query) => replyOf(path, query) === null,
    });
    try {
      return { value: initial(peek), used };
    } catch {
      return { value: undefined, used };
    }
  });
  useEffect(() => {
    for (const url of first.used) replies.delete(url);
  }, [first, replies]);
  return first.value;
}
