// /backend/blogs/blogs_api.php: the public blog list and lookup, and the admin writes (SPEC §7).
import { successMessages, validationMessages } from '../../../common/messages.js';
import { uploadAreas } from '../../../common/upload-areas.js';
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
    parseImageUpload([{ field: 'image', maxBytes: uploadAreas.blogs.maxBytes, tooLargeMessage: validationMessages.imageTooLarge1MB }]),
  imageField: 'image',
  add: addBlog,
  edit: editBlog,
  messages: { added: successMessages.blogAdded, updated: successMessages.blogUpdated, deleted: successMessages.blogDeleted },
});

export const blogsRoutes = contentRoutes(blogsRoute);
