// The OpenAPI block of account-link.routes.ts.
import type { OpenApiPaths } from '../openapi/openapi-document.js';

export const accountLinkOpenApi: OpenApiPaths = {};
