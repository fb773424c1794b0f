import type { OpenApiPaths } from '../openapi/openapi-document.js';

export const mediaOpenApi: OpenApiPaths = {};
