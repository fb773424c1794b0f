// The islands of a server-rendered page as its HTML writes them (web/src/entry-server.tsx): each
// <sjg-island>'s name, when it wakes, the prefix of its ids, its props (JSON) and the /backend
// replies its render used.
import { unescapeHtml } from './html-text.js';

export type IslandMarkup = { name: string; wake: string; id: string; props: string; replies: string[] };

export function islandsIn(markup: string): IslandMarkup[] {
  return [...markup.matchAll(/<sjg-island data-island="([^"]*)" data-wake="([^"]*)" data-id="([^"]*)" data-props="([^"]*)"(?: data-replies="([^"]*)")?>/g)].map(
    ([, name, wake, id, props, replies]) => ({
      name: name!,
      wake: wake!,
      id: id!,
      props: unescapeHtml(props!),
      replies: replies ? unescapeHtml(replies).split(' ') : [],
    }),
  );
}
