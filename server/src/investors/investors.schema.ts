// What /backend/investors/investors_api.php accepts and answers (SPEC §5, §7).
import { z } from 'zod';
import type { InvestorItem, Paged } from '../../../common/api-types.js';
import { contentMessages, validationMessages } from '../../../common/messages.js';
import { contentListQueryShape, idSchema, pageParamSchema, requiredTitle } from '../content/content.schema.js';
import { imageAltSchema, imageFocusSchema, imageVariantsSchema } from '../images/image-variants.schema.js';

export const investorsQuerySchema = z.object({ page: pageParamSchema.optional(), ...contentListQueryShape });

const investorName = requiredTitle(validationMessages.allFieldsRequired, 'name');

export const investorsWriteSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('insert'), investor_name: investorName }),
    z.object({ type: z.literal('update'), id: idSchema, investor_name: investorName }),
  ],
  { error: contentMessages.badType },
);

export const investorItemSchema = z.object({
  id: z.int(),
  slug: z.string(),
  investor_name: z.string(),
  investor_image: z.string().nullable(),
  investor_image_variants: imageVariantsSchema,
  investor_image_alt: imageAltSchema,
  investor_image_focus: imageFocusSchema,
}) satisfies z.ZodType<InvestorItem>;

export const investorsListReplySchema = z.object({
  investors: z.array(investorItemSchema),
  total_pages: z.int().min(0),
}) satisfies z.ZodType<Paged<'investors', InvestorItem>>;
