// The news path in the OpenAPI document, from the schemas that validate it.
import { contentOpenApi } from '../content/content.openapi.js';
import { newsPath } from './news.routes.js';
import { newsListReplySchema, newsOneReplySchema, newsQuerySchema, newsWriteSchema } from './news.schema.js';

export const newsOpenApi = contentOpenApi({
  path: newsPath,
  tag: 'news',
  querySchema: newsQuerySchema,
  listReply: { description: 'A page of news, or one item', schema: newsListReplySchema.or(newsOneReplySchema) },
  slugDescription: 'Answers { news: item } or 404',
  writeSchema: newsWriteSchema,
  imageField: 'image',
  summaries: {
    get: 'News, newest first: a page, every item (no page), or one item (slug or id)',
    post: 'Add (type insert: title, content, year, image) or update (type update: id, title, year, content, optional image) a news item',
    delete: 'Delete a news item and its image',
  },
});
