// The /backend replies the server read for the page it rendered (server/src/site/initial-data.ts),
// read again by the page's loader after the first paint (server/src/site/app-loader.ts): the
// browser's first render builds the same state from them as the server's did, so the page hydrates
// as it was sent, with no loading message. (Embedded in the HTML, they made Home's document a round
// trip longer on a slow link: bench/RESULTS-archive.md, 2026-11-29 09:40-10:02.)
import { createContext, useContext, useEffect, useState } from 'react';
import { backendUrl, type Query } from '@common/backend-urls';
import { withLanguage } from '@common/language-paths';
import { LOADER_REPLY_WAIT_MS } from '@common/constants';
import { useInterfaceWords } from './interface-words';

declare global {
  interface Window {
    /**
     * Set by the loader: starts reading the replies the page was rendered with on its first call,
     * and gives them by URL as it started reading them; null where the server's read found nothing.
     */
    sjgReplies?: () => [url: string, reply: Promise<Response | undefined> | null][];
  }
}

/** Where the read was answered 410 Gone: the item is in the trash, and its page says it was removed. */
export const goneReply = Symbol('410 Gone');

/**
 * Parsed reply bodies by /backend URL, as common/backend-urls.ts backendUrl() builds it; null where the
 * server's read was answered 404 Not Found, goneReply where it was answered 410 Gone.
 */
export type InitialReplies = Map<string, unknown>;

const InitialDataContext = createContext<InitialReplies>(new Map());
export const InitialDataProvider = InitialDataContext.Provider;

/**
 * On the server: collects the URL of every reply an island's render used, so the browser knows
 * which replies it needs to hydrate the island as it was rendered (web/src/islands/hydrate-island.tsx).
 */
const RepliesUsedContext = createContext<Set<string> | null>(null);
export const RepliesUsedProvider = RepliesUsedContext.Provider;

/**
 * The replies the loader read (none without it: the page then fetches). A read that failed, came
 * back as something else than the server's or had not come back within LOADER_REPLY_WAIT_MS is
 * left out, and its hook fetches it as it would without one.
 */
export async function loaderReplies(reads = window.sjgReplies?.() ?? []): Promise<InitialReplies> {
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, LOADER_REPLY_WAIT_MS)));
  const bodies = await Promise.all(
    reads.map(async ([url, reply]) => [url, reply === null ? null : await Promise.race([reply.then(bodyOf), late])] as const),
  );
  window.clearTimeout(timer);
  return new Map(bodies.filter(([, body]) => body !== undefined));
}

/** A JSON reply's body; null for a 404 (the page shows its not-found view), goneReply for a 410; else undefined. */
async function bodyOf(reply: Response | undefined): Promise<unknown> {
  if (!reply || !/^application\/json\b/i.test(reply.headers.get('content-type') ?? '')) return undefined;
  if (reply.status === 404) return null;
  if (reply.status === 410) return goneReply;
  if (reply.status !== 200) return undefined;
  return reply.json().catch(() => undefined);
}

/** The page's first reply to GET `path` with `query`, or undefined; `notFound` tells a 404 apart. */
export type Peek = {
  <Reply>(path: string, query?: Query): Reply | undefined;
  /** True when the server's read of GET `path` with `query` was answered 404 Not Found. */
  notFound(path: string, query?: Query): boolean;
  /** True when it was answered 410 Gone (the item is in the trash). */
  gone(path: string, query?: Query): boolean;
};

/**
 * How a data hook builds its first state from the page's first replies: undefined when one it needs is
 * missing; an Error when the page starts in that error state (the item was not found, or its
 * parameter names nothing, which needs no reply). It may throw on a reply it cannot use; the
 * hook then fetches as it would without one.
 */
export type InitialState<T> = (peek: Peek) => T | Error | undefined;

/**
 * The initial state of a lookup of one item (GET `path` with `query`): `toItem` of its reply,
 * `notFound()` where the server's read was answered 404, `removed()` where it was answered 410.
 */
export function initialItem<Reply, T>(path: string, query: Query, toItem: (reply: Reply) => T, notFound: () => Error, removed: () => Error): InitialState<T> {
  return (peek) => {
    if (peek.notFound(path, query)) return notFound();
    if (peek.gone(path, query)) return removed();
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
  const repliesUsed = useContext(RepliesUsedContext);
  // A page in Hindi was rendered with the Hindi reads (?lang=hi), as the server made them.
  const { language } = useInterfaceWords();
  // An initializer without side effects: StrictMode calls it twice and keeps one result.
  const [first] = useState(() => {
    const used: string[] = [];
    if (!initial) return { value: undefined, used };
    const replyOf = (path: string, query?: Query) => {
      const url = withLanguage(backendUrl(path, query), language);
      used.push(url);
      if (replies.has(url)) repliesUsed?.add(url);
      return replies.get(url);
    };
    const bodyOf = (path: string, query?: Query) => {
      const reply = replyOf(path, query);
      return reply === goneReply ? undefined : reply;
    };
    const peek: Peek = Object.assign(<Reply,>(path: string, query?: Query) => (bodyOf(path, query) ?? undefined) as Reply | undefined, {
      notFound: (path: string, query?: Query) => replyOf(path, query) === null,
      gone: (path: string, query?: Query) => replyOf(path, query) === goneReply,
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
