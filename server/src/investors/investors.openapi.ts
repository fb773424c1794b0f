// The investors path in the OpenAPI document, from the schemas that validate it.
import { contentOpenApi } from '../content/content.openapi.js';
import { investorsPath } from './investors.routes.js';
import { investorsListReplySchema, investorsQuerySchema, investorsWriteSchema } from './investors.schema.js';

export const investorsOpenApi = contentOpenApi({
  path: investorsPath,
  tag: 'investors',
  querySchema: investorsQuerySchema,
  listReply: { description: 'A page of investors', schema: investorsListReplySchema },
  writeSchema: investorsWriteSchema,
  imageField: 'investor_image',
  summaries: {
    get: 'Investors, newest first: a page, or every investor without a page',
    post: 'Add (type insert: investor_name, investor_image) or update (type update: id, investor_name, optional investor_image) an investor',
    delete: 'Delete an investor and its image',
  },
});
