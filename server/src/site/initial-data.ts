// The /backend replies a page reads first, read by the server for the page it serves: an item
// page's head tags and status come from its item's reply (page-meta.ts), and the page is rendered
// with them (page-renderer.ts). The browser reads the same URLs again to hydrate the page
// (app-loader.ts, web/src/lib/initial-data.tsx) rather than find them in the HTML: embedded, they
// made the page longer than a new connection's first round trip carries, and it painted a round
// trip later on a slow link (docs/speed.md, "Server rendering with data").
//
// They are read in this process through the one public read (http/public-read.ts), the same path
// a browser's GET of those URLs takes: the same operations, cache, serializer and bytes, with no
// request to ourselves.
import type { Logger } from 'pino';
import { HttpError } from '../http/errors.js';
import type { PublicReply } from '../http/public-read.js';

/** The replies a page is rendered with: parsed bodies for its head tags and render. */
export type FirstReplies = {
  /**
   * Parsed bodies by /backend URL; null for a read answered 404 Not Found, so the page renders its
   * not-found view (web/src/lib/initial-data.tsx, Peek.notFound) on the server and in the browser.
   */
  replies: Record<string, unknown>;
  /** The reads answered 410 Gone (an item in the trash): null in `replies`, and the page answers 410. */
  gone: string[];
};

export type ReplyReader = (urls: string[]) => Promise<FirstReplies>;

/** A page is worth serving without its data sooner than after a stuck read. */
const READ_TIMEOUT_MS = 3_000;

type Answer = { status: 200; body: Buffer } | { status: 404 | 410 } | undefined;

/**
 * Reads `urls` with `readPublic`. A 404 is kept as null, a 410 too and named in `gone`; any other
 * failed read is left out (the page fetches it).
 */
export function publicReplyReader(readPublic: (url: string) => Promise<PublicReply>, logger: Logger): ReplyReader {
  async function answerOf(url: string): Promise<Answer> {
    try {
      const reply = await withinTimeout(readPublic(url));
      return reply && { status: 200, body: reply.body };
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 410)) return { status: error.status };
      // What the error handler would have logged for a browser's read of it.
      if (!(error instanceof HttpError && error.status < 500)) logger.error({ err: error, url }, "a page's first read failed");
      return undefined;
    }
  }

  return async (urls) => {
    const answers = await Promise.all(urls.map(answerOf));
    const replies: Record<string, unknown> = {};
    const gone: string[] = [];
    urls.forEach((url, index) => {
      const answer = answers[index];
      if (answer === undefined) return;
      if (answer.status === 410) gone.push(url);
      // Parsed from the reply's bytes, so the page has exactly what a browser gets.
      replies[url] = answer.status === 200 ? JSON.parse(answer.body.toString('utf8')) : null;
    });
    return { replies, gone };
  };
}

/** The reply, or undefined once the read has taken READ_TIMEOUT_MS (it finishes meanwhile, and may be kept). */
async function withinTimeout(read: Promise<PublicReply>): Promise<PublicReply | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, READ_TIMEOUT_MS, undefined);
  });
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
