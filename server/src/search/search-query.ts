// The search's query parameter, as express or node:querystring parses it (its ?lang= is every
// public read's: translations/translated-read.ts).
import { z } from 'zod';

export const searchQuerySchema = z.object({
  // A repeated ?query= arrives as an array: take the first.
  query: z.union([z.string(), z.array(z.string()).transform((values) => values[0] ?? '')]).default(''),
});
