// /backend/news/news_api.php: the public news list and lookup, and the admin writes (SPEC §7).
import { successMessages, validationMessages } from '../../../common/messages.js';
import { uploadAreas } from '../../../common/upload-areas.js';
import { contentRoute, contentRoutes } from '../content/content.routes.js';
import { parseImageUpload } from '../http/image-upload.js';
import { newsQuerySchema, newsWriteSchema } from './news.schema.js';
import { addNews, editNews, newsKind } from './news.service.js';

export const newsPath = '/news/news_api.php';

export const newsRoute = contentRoute({
  kind: newsKind,
  path: newsPath,
  listKey: 'news',
  oneKey: 'news',
  querySchema: newsQuerySchema,
  writeSchema: newsWriteSchema,
  parseUpload: () =>
    parseImageUpload([{ field: 'image', maxBytes: uploadAreas.news.maxBytes, tooLargeMessage: validationMessages.imageTooLarge1MB }]),
  imageField: 'image',
  add: addNews,
  edit: editNews,
  messages: { added: successMessages.newsAdded, updated: successMessages.newsUpdated, deleted: successMessages.newsDeleted },
});

export const newsRoutes = contentRoutes(newsRoute);
