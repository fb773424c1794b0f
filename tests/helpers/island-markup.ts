// The islands of a server-rendered page as its HTML writes them (web/src/entry-server.tsx): each
// <sjg-island>'s name, when it wakes, the prefix of its ids, its props (JSON) and the /backend
// replies its render used.
export type IslandMarkup = { name: string; wake: string; id: string; props: string; replies: string[] };

/** An attribute's text as the page's HTML escaped it, read back. */
export const unescapeAttribute = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function islandsIn(markup: string): IslandMarkup[] {
  return [...markup.matchAll(/<sjg-island data-island="([^"]*)" data-wake="([^"]*)" data-id="([^"]*)" data-props="([^"]*)"(?: data-replies="([^"]*)")?>/g)].map(
    ([, name, wake, id, props, replies]) => ({
      name: name!,
      wake: wake!,
      id: id!,
      props: unescapeAttribute(props!),
      replies: replies ? unescapeAttribute(replies).split(' ') : [],
    }),
  );
}
