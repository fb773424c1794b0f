// GET /backend/search/search.php?query=: the search modal's call (SPEC §2, §7).
import type { Router } from 'express';
import { z } from 'zod';
import { LANGUAGES } from '../../../common/languages.js';
import { backendRouter } from '../http/backend-router.js';
import { anyone } from '../http/route-access.js';
import { jsonResponse, operation, type OpenApiPaths } from '../openapi/openapi-document.js';
import type { SearchEndpoint } from './search-endpoint.js';

/**
 * The search's route in express: the same endpoint, for a request the answer before express gave
 * up on (app.ts passes it on to express when that answer throws).
 */
export function searchRoutes(endpoint: SearchEndpoint): Router {
  const router = backendRouter();
  router.get('/search/search.php', anyone, (req, res) => endpoint(req, res));
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
    image_focus: z.string().optional().meta({ description: 'CSS object-position of the picture\'s focal point ("30% 70%"); absent for the centre' }),
  }),
);

export const searchOpenApi: OpenApiPaths = {
  '/search/search.php': {
    get: operation('search', 'Site search: at most 20 results, best first; a blank query gives []', {
      parameters: [
        { name: 'query', in: 'query', required: false, schema: { type: 'string', maxLength: 200 } },
        // Absent or en: English's search, SPEC's reply. hi, mr: only the items published in that language, in its words.
        { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: LANGUAGES.map((language) => language.code) } },
      ],
      responses: { 200: jsonResponse('Results', searchReplySchema) },
    }),
  },
};
