// The OpenAPI block of sessions.routes.ts.
import type { OpenApiPaths } from '../openapi/openapi-document.js';

export const sessionsOpenApi: OpenApiPaths = {};
