// GET /backend/search/search.php?query=: the search modal's call (SPEC §2, §7).
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { jsonResponse, type OpenApiPaths } from '../openapi/openapi-document.js';
import { searchContent } from './search.service.js';

export const searchQuerySchema = z.object({
  // A repeated ?query= arrives as an array: take the first.
  query: z.union([z.string(), z.array(z.string()).transform((values) => values[0] ?? '')]).default(''),
});

/** `chain`: what runs before the search, for its path only (app.ts gives it a short chain of its own). */
export function searchRoutes(deps: { db: Db }, chain: RequestHandler[] = []): Router {
  const router = Router();
  router.get('/search/search.php', ...chain, async (req, res) => {
    const { query } = searchQuerySchema.parse(req.query);
    res.json(await searchContent(deps.db, query));
  });
  return router;
}

export const searchReplySchema = z.array(
  z.object({
    type: z.enum(['news', 'blog', 'venture', 'investor']),
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    excerpt: z.string(),
    image: z.string().nullable(),
  }),
);

export const searchOpenApi: OpenApiPaths = {
  '/search/search.php': {
    get: {
      summary: 'Site search: at most 20 results, best first; a blank query gives []',
      tags: ['search'],
      parameters: [{ name: 'query', in: 'query', required: false, schema: { type: 'string', maxLength: 200 } }],
      responses: { 200: jsonResponse('Results', searchReplySchema) },
    },
  },
};
