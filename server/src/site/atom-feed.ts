// An Atom 1.0 feed (RFC 4287) as text: the feed's own title, links and author, then its entries,
// each with its page, dates and its HTML content escaped. Relative addresses in an entry's content
// resolve against `base` (xml:base), as feed readers take them.
import { escapeXml } from './xml-text.js';

export type AtomEntry = {
  /** Permanent, whatever the item's address becomes (RFC 4151 tag URI). */
  id: string;
  title: string;
  url: string;
  published: Date;
  updated: Date;
  html: string;
};

export type AtomFeed = {
  /** Its own address, also its id. */
  self: string;
  title: string;
  subtitle: string;
  /** The page it is the feed of. */
  page: string;
  /** Its language's tag, for xml:lang ('hi'). */
  language: string;
  author: string;
  base: string;
  entries: readonly AtomEntry[];
};

/** The epoch: the `updated` of a feed that has never had an entry (Atom requires one). */
const NEVER_UPDATED = new Date(0);

export function atomFeedXml(feed: AtomFeed): string {
  // When it last changed: its newest entry's update.
  const updated = feed.entries.reduce<Date | undefined>((latest, entry) => (latest && latest >= entry.updated ? latest : entry.updated), undefined) ?? NEVER_UPDATED;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}" xml:base="${escapeXml(feed.base)}">`,
    `  <id>${escapeXml(feed.self)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.page)}"/>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}

function entryXml(entry: AtomEntry): string {
  return [
    '  <entry>',
    `    <id>${escapeXml(entry.id)}</id>`,
    `    <title>${escapeXml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    `    <published>${atomDate(entry.published)}</published>`,
    `    <updated>${atomDate(entry.updated)}</updated>`,
    `    <content type="html">${escapeXml(entry.html)}</content>`,
    '  </entry>',
  ].join('\n');
}

/** RFC 3339 in UTC to the second. */
function atomDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
