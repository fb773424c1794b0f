// /backend/investors/investors_api.php: the public investor list and the admin writes (SPEC §7).
import { successMessages, validationMessages } from '../../../common/messages.js';
import { uploadAreas } from '../../../common/upload-areas.js';
import { contentRoute, contentRoutes } from '../content/content.routes.js';
import { parseImageUpload } from '../http/image-upload.js';
import { investorsQuerySchema, investorsWriteSchema } from './investors.schema.js';
import { addInvestor, editInvestor, investorKind } from './investors.service.js';

export const investorsPath = '/investors/investors_api.php';

export const investorsRoute = contentRoute({
  kind: investorKind,
  path: investorsPath,
  listKey: 'investors',
  querySchema: investorsQuerySchema,
  writeSchema: investorsWriteSchema,
  parseUpload: () =>
    parseImageUpload([
      { field: 'investor_image', maxBytes: uploadAreas.investors.maxBytes, tooLargeMessage: validationMessages.imageTooLarge600KB },
    ]),
  imageField: 'investor_image',
  add: addInvestor,
  edit: editInvestor,
  messages: {
    added: successMessages.investorAdded,
    updated: successMessages.investorUpdated,
    deleted: successMessages.investorDeleted,
  },
});

export const investorsRoutes = contentRoutes(investorsRoute);
