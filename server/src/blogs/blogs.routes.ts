// /backend/blogs/blogs_api.php: the public blog list and lookup, and the admin writes (SPEC §7).
import { Router } from 'express';
import { IMAGE_LIMIT_1MB } from '../../../common/constants.js';
import { successMessages, validationMessages } from '../../../common/messages.js';
import { bodyFields, uploadedImage, type ContentRouteDeps } from '../content/content-requests.js';
import { contentListQueryDescriptions, deleteBodySchema, writeReply, writeReplySchema } from '../content/content.schema.js';
import { deleteContentItem, findContent, listContentPage } from '../content/content.service.js';
import { parseImageUpload } from '../http/image-upload.js';
import { requireAdmin } from '../http/require-admin.js';
import {
  adminOnly,
  errorResponses,
  jsonRequestBody,
  jsonResponse,
  multipartRequestBody,
  queryParameters,
  type OpenApiPaths,
} from '../openapi/openapi-document.js';
import { blogOneReplySchema, blogsListReplySchema, blogsQuerySchema, blogsWriteSchema } from './blogs.schema.js';
import { addBlog, blogKind, editBlog } from './blogs.service.js';

const path = '/blogs/blogs_api.php';
const imageRules = [{ field: 'image', maxBytes: IMAGE_LIMIT_1MB, tooLargeMessage: validationMessages.imageTooLarge1MB }];

export function blogsRoutes(deps: ContentRouteDeps): Router {
  const router = Router();
  const admin = requireAdmin(deps.config.sessionMaxAgeMs);

  router.get(path, async (req, res) => {
    const query = blogsQuerySchema.parse(req.query);
    if (query.slug !== undefined || query.id !== undefined) {
      const key = query.slug !== undefined ? { slug: query.slug } : { id: query.id! };
      res.json({ blog: await findContent(deps.db, blogKind, key) });
      return;
    }
    // Without a page: every blog (the original clients find a blog by slug this way).
    const { items, totalPages } = await listContentPage(deps.db, blogKind, query.page ?? null, { sort: query.sort, q: query.q });
    res.json({ blogs: items, total_pages: totalPages });
  });

  router.post(path, admin, parseImageUpload(imageRules), async (req, res) => {
    const input = blogsWriteSchema.parse(bodyFields(req));
    const image = uploadedImage(req, 'image');
    if (input.type === 'insert') {
      res.json(writeReply(successMessages.blogAdded, await addBlog(deps, input, image)));
    } else {
      res.json(writeReply(successMessages.blogUpdated, await editBlog(deps, input.id, input, image)));
    }
  });

  router.delete(path, admin, async (req, res) => {
    const { id } = deleteBodySchema.parse(bodyFields(req));
    await deleteContentItem(deps, blogKind, id);
    res.json(writeReply(successMessages.blogDeleted, id));
  });

  return router;
}

export const blogsOpenApi: OpenApiPaths = {
  [path]: {
    get: {
      summary: 'Blogs, newest first: a page, every blog (no page), or one blog (slug or id)',
      tags: ['blogs'],
      parameters: queryParameters(blogsQuerySchema, { page: 'From 1', slug: 'Answers { blog: item } or 404', ...contentListQueryDescriptions }),
      responses: {
        200: jsonResponse('A page of blogs, or one blog', blogsListReplySchema.or(blogOneReplySchema)),
        ...errorResponses(400, 404),
      },
    },
    post: {
      summary: 'Add (type insert: title, content, image) or update (type update: id, title, content, optional image) a blog',
      tags: ['blogs'],
      ...adminOnly,
      requestBody: multipartRequestBody(blogsWriteSchema, ['image']),
      responses: { 200: jsonResponse('Saved', writeReplySchema), ...errorResponses(400, 401, 404, 413) },
    },
    delete: {
      summary: 'Delete a blog and its image',
      tags: ['blogs'],
      ...adminOnly,
      requestBody: jsonRequestBody(deleteBodySchema),
      responses: { 200: jsonResponse('Deleted', writeReplySchema), ...errorResponses(400, 401, 404) },
    },
  },
};
