// Rich HTML of news and blogs is cleaned against an allowlist on write and again on read, so what
// the public pages render can hold no script, event handler, dangerous URL, style or embedded
// frame, however the row reached the database.
import sanitizeHtml from 'sanitize-html';
import { uploadAreas } from '../../../common/upload-areas.js';

const allowedRel = new Set(['noopener', 'noreferrer', 'nofollow', 'ugc', 'sponsored']);

/** Images may only come from our own uploads, so content cannot track readers through third parties. */
const ownImagePrefixes = Object.values(uploadAreas).map((area) => `${area.urlPrefix}${area.fieldPrefix}`);

function isOwnUpload(src: string): boolean {
  // The stored names are plain ([A-Za-z0-9_-].ext); anything with '..', '%', '?' or '#' is not ours.
  return ownImagePrefixes.some((prefix) => src.startsWith(prefix) && /^[\w-]+\.\w+$/.test(src.slice(prefix.length)));
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'img', 'strong', 'b', 'em', 'i', 'u', 's',
    'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      // Keep the attribute order (TipTap's links pass unchanged); target only as _blank, and
      // a new tab never gets a handle on this page (noopener noreferrer).
      const result: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'target' && value !== '_blank') continue;
        if (name === 'rel') {
          result.rel = relWithNoopener(value);
          continue;
        }
        result[name] = value;
      }
      if (result.rel === undefined) result.rel = relWithNoopener('');
      return { tagName, attribs: result };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src !== undefined && isOwnUpload(src) ? { src, ...rest } : rest };
    },
  },
  // An image left without a source (a foreign or unsafe one) is dropped altogether.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function relWithNoopener(rel: string): string {
  const tokens = rel.toLowerCase().split(/\s+/).filter((token) => allowedRel.has(token));
  for (const needed of ['noopener', 'noreferrer']) if (!tokens.includes(needed)) tokens.push(needed);
  return [...new Set(tokens)].join(' ');
}

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options);
}
