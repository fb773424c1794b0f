// The reply schema of an image field's `<field>_variants` sibling (common/image-variants.ts), for
// the OpenAPI document and the reply checks. Optional: clients may ignore it, older replies lack it.
import { z } from 'zod';
import type { ImageVariants } from '../../../common/image-variants.js';

export const imageVariantsSchema = z
  .object({
    width: z.int().min(1).meta({ description: "The original's width in px, after orientation" }),
    height: z.int().min(1).meta({ description: "The original's height in px, after orientation" }),
    variants: z
      .array(z.object({ width: z.int().min(1), url: z.string() }))
      .meta({ description: 'WebP versions, narrowest first, none wider than the original; for srcset' }),
  })
  .nullable()
  .optional()
  .meta({ description: 'Sizes and responsive versions of the image beside it; null when it has none' }) satisfies z.ZodType<
  ImageVariants | null | undefined
>;
