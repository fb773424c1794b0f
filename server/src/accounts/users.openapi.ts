// The OpenAPI block of users.routes.ts.
import type { OpenApiPaths } from '../openapi/openapi-document.js';

export const usersOpenApi: OpenApiPaths = {};
