// The blogs path in the OpenAPI document, from the schemas that validate it.
import { contentOpenApi } from '../content/content.openapi.js';
import { blogsPath } from './blogs.routes.js';
import { blogOneReplySchema, blogsListReplySchema, blogsQuerySchema, blogsWriteSchema } from './blogs.schema.js';

export const blogsOpenApi = contentOpenApi({
  path: blogsPath,
  tag: 'blogs',
  querySchema: blogsQuerySchema,
  listReply: { description: 'A page of blogs, or one blog', schema: blogsListReplySchema.or(blogOneReplySchema) },
  slugDescription: 'Answers { blog: item } or 404',
  writeSchema: blogsWriteSchema,
  imageField: 'image',
  summaries: {
    get: 'Blogs, newest first: a page, every blog (no page), or one blog (slug or id)',
    post: 'Add (type insert: title, content, image) or update (type update: id, title, content, optional image) a blog',
    delete: 'Delete a blog and its image',
  },
});
