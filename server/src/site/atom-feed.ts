// An Atom 1.0 feed (RFC 4287) as text: the feed's own title, links and author, then its entries,
// each with its page, dates and its HTML content escaped. Relative addresses in an entry's content
// resolve against `base` (xml:base), as feed readers take them. Atom has no element for a picture:
// an entry's goes at the head of its content, as its page shows it, and into Media RSS's
// `media:thumbnail`, which the readers that show entries as cards read.
import { escapeHtml } from './head-tags.js';
import { escapeXml } from './xml-text.js';

/** A picture at absolute addresses, its size where known. */
export type AtomPicture = {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  thumbnail: { url: string; width?: number; height?: number };
};

export type AtomEntry = {
  /** Permanent, whatever the item's address becomes (RFC 4151 tag URI). */
  id: string;
  title: string;
  url: string;
  published: Date;
  updated: Date;
  html: string;
  picture?: AtomPicture;
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
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="${escapeXml(feed.language)}" xml:base="${escapeXml(feed.base)}">`,
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
  const { picture } = entry;
  return [
    '  <entry>',
    `    <id>${escapeXml(entry.id)}</id>`,
    `    <title>${escapeXml(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    `    <published>${atomDate(entry.published)}</published>`,
    `    <updated>${atomDate(entry.updated)}</updated>`,
    ...(picture ? [`    <media:thumbnail url="${escapeXml(picture.thumbnail.url)}"${sizeAttributes(picture.thumbnail)}/>`] : []),
    `    <content type="html">${escapeXml((picture ? pictureHtml(picture) : '') + entry.html)}</content>`,
    '  </entry>',
  ].join('\n');
}

function pictureHtml(picture: AtomPicture): string {
  return `<figure><img src="${escapeHtml(picture.url)}" alt="${escapeHtml(picture.alt)}"${sizeAttributes(picture)}></figure>`;
}

/** ` width="…" height="…"` when both are known; the same in HTML and XML (numbers need no escape). */
function sizeAttributes(size: { width?: number; height?: number }): string {
  return size.width && size.height ? ` width="${size.width}" height="${size.height}"` : '';
}

/** RFC 3339 in UTC to the second. */
function atomDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
