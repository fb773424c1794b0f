// The OpenAPI block of two-factor.routes.ts.
import type { OpenApiPaths } from '../openapi/openapi-document.js';

export const twoFactorOpenApi: OpenApiPaths = {};
