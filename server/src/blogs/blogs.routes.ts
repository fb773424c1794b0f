// /backend/blogs/blogs_api.php: the public blog list and lookup, and the admin writes (SPEC §7).
import { IMAGE_LIMIT_1MB } from '../../../common/constants.js';
import { successMessages, validationMessages } from '../../../common/messages.js';
import { contentRoute, contentRoutes } from '../content/content.routes.js';
import { parseImageUpload } from '../http/image-upload.js';
import { blogsQuerySchema, blogsWriteSchema } from './blogs.schema.js';
import { addBlog, blogKind, editBlog } from './blogs.service.js';

export const blogsPath = '/blogs/blogs_api.php';

export const blogsRoute = contentRoute({
  kind: blogKind,
  path: blogsPath,
  listKey: 'blogs',
  oneKey: 'blog',
  querySchema: blogsQuerySchema,
  writeSchema: blogsWriteSchema,
  parseUpload: () =>
    parseImageUpload([{ field: 'image', maxBytes: IMAGE_LIMIT_1MB, tooLargeMessage: validationMessages.imageTooLarge1MB }]),
  imageField: 'image',
  add: addBlog,
  edit: editBlog,
  messages: { added: successMessages.blogAdded, updated: successMessages.blogUpdated, deleted: successMessages.blogDeleted },
});

export const blogsRoutes = contentRoutes(blogsRoute);
