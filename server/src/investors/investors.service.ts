// Investors: a name and a picture, through the shared content lifecycle.
import type { InvestorItem } from '../../../common/api-types.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { contentMessages } from '../../../common/messages.js';
import type { ContentKind } from '../content/content.service.js';
import type { InvestorRow } from '../db/schema.js';

export const investorKind: ContentKind<'investors', InvestorItem> = {
  table: 'investors',
  area: 'investors',
  imageColumn: 'investor_image',
  pageSize: PAGE_SIZE.investors,
  notFoundMessage: contentMessages.investorNotFound,
  toItem: (row: InvestorRow) => ({
    id: row.id,
    slug: row.slug,
    investor_name: row.investor_name,
    investor_image: row.investor_image,
    investor_image_variants: imageVariantsOf('investors', row.investor_image),
  }),
};
