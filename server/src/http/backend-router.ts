// The router of every /backend feature: case-sensitive and strict about a trailing slash, so
// `/admin/Users` or `/admin/users/` match no route at all rather than another spelling of one.
import { Router } from 'express';

export function backendRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}
