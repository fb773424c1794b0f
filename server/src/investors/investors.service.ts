// Investors: a name and a picture, through the shared content lifecycle.
import type { InvestorItem } from '../../../common/api-types.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { imageVariantsOf } from '../../../common/image-variants.js';
import { contentMessages, validationMessages } from '../../../common/messages.js';
import { createContent, updateContentItem, type ContentDeps, type ContentKind } from '../content/content.service.js';
import type { InvestorRow } from '../db/schema.js';
import { ValidationError } from '../http/errors.js';
import type { ImageSource } from '../media/library-choice.js';
import { plainWrite, type WriteContext } from '../editorial/item-history.js';

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

type InvestorInput = { investor_name: string };

/** The picture is required on add (SPEC §5), with the text of every missing field. */
export async function addInvestor(deps: ContentDeps, input: InvestorInput, image: ImageSource | undefined, write: WriteContext = plainWrite): Promise<number> {
  if (!image) throw new ValidationError(validationMessages.allFieldsRequired);
  return createContent(deps, investorKind, investorWrite(input, image, write));
}

export async function editInvestor(deps: ContentDeps, id: number, input: InvestorInput, image: ImageSource | undefined, write: WriteContext = plainWrite): Promise<number> {
  return updateContentItem(deps, investorKind, id, investorWrite(input, image, write));
}

function investorWrite(input: InvestorInput, image: ImageSource | undefined, write: WriteContext) {
  return { fields: { investor_name: input.investor_name }, slugSource: input.investor_name, image, write };
}
