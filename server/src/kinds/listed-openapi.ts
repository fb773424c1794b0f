// A listed kind's path in the OpenAPI document: the schemas that validate it, and summaries in the
// words of its declaration (its labels, its fields, its picture).
import { z } from 'zod';
import { contentOpenApi } from './content.openapi.js';
import { READ_LANGUAGES } from '../site-languages.js';
import type { OpenApiPaths } from '../openapi/openapi-document.js';
import { listedPath, listedView, type KindOrView } from './listed-declaration.js';
import { listedListReplySchema, listedOneReplySchema, listedQuerySchema, listedWriteSchema } from './listed-schemas.js';

export function listedOpenApi(kind: KindOrView): OpenApiPaths {
  const view = listedView(kind);
  const { labels, listed, fields, picture } = view;
  const { oneKey, sorts } = listed.api;
  const one = labels.one.toLowerCase();
  const anItem = `${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`;
  const order = (sorts as readonly string[]).includes('order') ? 'in the order staff set' : 'newest first';
  const inserted = fields.map(([name]) => name);
  const updated = fields.map(([name, field]) => (field.onUpdate?.keep ? `optional ${name}` : name));
  const oneReply = listedOneReplySchema(kind);
  const listReply = listedListReplySchema(kind);
  return contentOpenApi({
    path: listedPath(kind),
    tag: view.kind,
    // ?lang= is answered around the kind's read (translations/translated-read.ts); without it, the reply is SPEC §7's.
    querySchema: listedQuerySchema(kind).extend({ lang: z.enum(READ_LANGUAGES).optional() }),
    listReply: oneReply
      ? { description: `A page of ${labels.many.toLowerCase()}, or one ${one}`, schema: listReply.or(oneReply) }
      : { description: `A page of ${labels.many.toLowerCase()}`, schema: listReply },
    ...(oneKey !== undefined ? { slugDescription: `Answers { ${oneKey}: item } or 404` } : {}),
    writeSchema: listedWriteSchema(kind),
    imageField: picture.form,
    summaries: {
      get: oneKey !== undefined ? `${labels.many}, ${order}: a page, every ${one} (no page), or one ${one} (slug or id)` : `${labels.many}, ${order}: a page, or every ${one} without a page`,
      post:
        `Add (type insert: ${[...inserted, picture.form].join(', ')}) or update (type update: ${['id', ...updated, `optional ${picture.form}`].join(', ')}) ${anItem}` +
        (view.drafts ? `; with status=draft only ${view.titleField} is required, and the rest is asked for when it is published or scheduled` : ''),
      delete: `Delete ${anItem} and its ${picture.label.toLowerCase()}`,
    },
  });
}
